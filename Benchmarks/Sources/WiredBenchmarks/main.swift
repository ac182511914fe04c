// Prints one line per comparison: Wired's median, the hand-written baseline's median, and their ratio.
// Timings are not run in CI; see Benchmarks/README.md for how to run them and the latest figures.

print("Wired benchmarks (release build, medians)")
WiringBenchmarks.run()
InjectionBenchmarks.run()
RecordingBenchmarks.run()
GraphBenchmarks.run()
await EventuallyBenchmarks.run()
