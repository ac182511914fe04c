// swift-tools-version: 6.0
// Benchmarks of Wired, each against the hand-written code it replaces. A package of its own, so that the Wired
// library keeps zero dependencies; run it with `swift run -c release --package-path Benchmarks`.
import PackageDescription

let package = Package(
  name: "WiredBenchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Wired", path: "..")],
  targets: [
    .executableTarget(name: "WiredBenchmarks", dependencies: [.product(name: "Wired", package: "Wired")])
  ],
  swiftLanguageModes: [.v6]
)
