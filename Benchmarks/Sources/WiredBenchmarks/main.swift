// Prints one line per comparison: Wired's median, the hand-written baseline's median, and their ratio.
// Timings are not run in CI; see Benchmarks/README.md for how to run them and the latest figures.

// `swift run -c release --package-path Benchmarks WiredBenchmarks injection` runs only the benchmarks whose name
// contains an argument, for profiling one of them.
let only = CommandLine.arguments.dropFirst().map { $0.lowercased() }
func selected(_ name: String) -> Bool { only.isEmpty || only.contains { name.contains($0) } }

#if DEBUG
  print("Wired benchmarks (debug build, medians)")
#else
  print("Wired benchmarks (release build, medians)")
#endif
if selected("wiring") { WiringBenchmarks.run() }
if selected("injection") { InjectionBenchmarks.run() }
if selected("recording") { RecordingBenchmarks.run() }
if selected("graph") { GraphBenchmarks.run() }
if selected("eventually") { await EventuallyBenchmarks.run() }
if selected("values") { await ValueGraphBenchmarks.run() }
