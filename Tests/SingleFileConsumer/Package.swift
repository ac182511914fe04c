// swift-tools-version: 6.0
// A new package with no dependency: `.ci/run` copies Snippets/WiredInOneFile.swift, as users copy it (the API
// internal, the machinery fileprivate), into the one test target here and runs it, with:
// - Consumer/: tests written as a user who copied the file would write them, in Swift Testing and XCTest;
// - CallFormContract/ and Examples/: the package's own suites, linked, so that every call form and every example
//   means the same against the copied file as against the package.
// One target compiles the file once. The examples check the sample app, linked from Sources/SampleApp.
import PackageDescription

let package = Package(
  name: "SingleFileConsumer",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  targets: [
    // NB: the linked suites say `import Wired`; this module is empty, so every name they use is the copied file's.
    .target(name: "Wired"),
    .target(name: "SampleApp"),
    .testTarget(
      name: "ConsumerTests", dependencies: ["Wired", "SampleApp"], exclude: ["CallFormContract/__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
