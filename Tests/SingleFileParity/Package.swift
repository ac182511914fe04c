// swift-tools-version: 6.0
// Parity: Wired's unit tests, compiled and run against Snippets/WiredInOneFile.swift's sources instead of the
// package. They reach internals with `@testable import`, so its `Wired` module is the single file generated with the
// access levels kept; `.ci/run` generates it into Sources/Wired (ignored by git) and runs `swift test` here. The call
// forms and examples run against the file exactly as users copy it, in Tests/SingleFileConsumer.
import PackageDescription

let package = Package(
  name: "SingleFileParity",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  targets: [
    .target(name: "Wired"),
    .executableTarget(name: "WiredProbe", dependencies: ["Wired"]),
    .target(name: "WiredTestSupport", dependencies: ["Wired"]),
    .target(name: "SampleApp"),
    .testTarget(
      name: "WiredTests",
      dependencies: [
        "Wired", "WiredTestSupport", "SampleApp",
        .target(name: "WiredProbe", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
