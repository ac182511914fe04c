// swift-tools-version: 6.0
// A new package with no dependency: `.ci/run` copies Snippets/WiredInOneFile.swift, as users copy it (the API
// internal, the machinery fileprivate), into each test target here and runs them:
// - ConsumerTests: tests written as a user who copied the file would write them, in Swift Testing and XCTest;
// - CallFormContract and WiredExamples: the package's own suites, linked, so that every call form and every example
//   means the same against the copied file as against the package.
import PackageDescription

let package = Package(
  name: "SingleFileConsumer",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  targets: [
    .testTarget(name: "ConsumerTests"),
    // NB: the linked suites say `import Wired`; this module is empty, so every name they use is the copied file's.
    .target(name: "Wired"),
    .testTarget(name: "CallFormContract", dependencies: ["Wired"], exclude: ["Suites/__Snapshots__"]),
    .testTarget(name: "WiredExamples", dependencies: ["Wired"]),
  ],
  swiftLanguageModes: [.v6]
)
