// swift-tools-version: 6.0
// A new package with no dependency: `.ci/run` copies Snippets/WiredInOneFile.swift, as users copy it (the API
// internal, the machinery fileprivate), into the one test target here and runs it, with:
// - Consumer/: tests written as a user who copied the file would write them, in Swift Testing and XCTest;
// - CallFormContract/ and Examples/: the package's own suites, linked, so that every call form and every example
//   means the same against the copied file as against the package.
// One target compiles the file once.
import PackageDescription

let package = Package(
  name: "SingleFileConsumer",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  targets: [
    // NB: the linked suites say `import Wired`; this module is empty, so every name they use is the copied file's.
    .target(name: "Wired"),
    // NB: named like the examples' own target, because their messages show values as Swift debug-prints them, with
    // the module's name (`WiredExamples.UsersViewModel.State.loading`).
    .testTarget(name: "WiredExamples", dependencies: ["Wired"], exclude: ["CallFormContract/__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
