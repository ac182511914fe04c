// swift-tools-version: 6.0
// Parity: Wired's own test suites, compiled and run against Snippets/WiredInOneFile.swift's sources instead of the
// package. Its `Wired` module is the single file generated with the public API kept; `.ci/run` generates it into
// Sources/Wired (ignored by git) and runs `swift test` here. The test targets are the root package's, linked.
import PackageDescription

let package = Package(
  name: "SingleFileParity",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  targets: [
    .target(name: "Wired"),
    .executableTarget(name: "WiredProbe", dependencies: ["Wired"]),
    .target(name: "WiredTestSupport", dependencies: ["Wired"]),
    .testTarget(
      name: "WiredTests",
      dependencies: [
        "Wired", "WiredTestSupport", .target(name: "WiredProbe", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    .testTarget(name: "WiredExamples", dependencies: ["Wired"]),
    .testTarget(name: "CallFormContract", dependencies: ["Wired"]),
  ],
  swiftLanguageModes: [.v6]
)
