// swift-tools-version: 6.0
import PackageDescription

// NB: a file sees the members of only the modules it imports itself, so that its imports say what it reads.
let memberImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
  name: "Wired",
  // NB: the lowest versions Xcode 26 supports without a warning (iOS 15); newer APIs sit behind `#available`, which
  // Scripts/check-availability.py checks in CI, since a Linux build cannot.
  platforms: [
    .iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1),
  ],
  products: [
    .library(name: "Wired", targets: ["Wired"]),
    // NB: the checks' query forms alone, which import no test framework: what an app links in its debug builds.
    .library(name: "WiredChecks", targets: ["WiredChecks"]),
    .executable(name: "WiredTour", targets: ["WiredTour"]),
  ],
  targets: [
    // NB: every read of memory and metadata, and nothing else: the one module with unsafe code, whose package API hands
    // out no raw pointer, so that the compiler keeps the rest of Wired out of raw memory.
    .target(name: "WiredReading"),
    // NB: the walk, and the checks' query forms and messages: no test framework, no raw memory.
    .target(name: "WiredChecks", dependencies: ["WiredReading"], swiftSettings: memberImports),
    // NB: the assertions, the doubles, the waits and the reporting to XCTest and Swift Testing.
    .target(name: "Wired", dependencies: ["WiredChecks"], swiftSettings: memberImports),
    // NB: the app code that the tour, the examples, the docs' examples and the unit tests check: one copy of each
    // fixture. It does not use Wired, as an app would not.
    .target(name: "SampleApp"),
    .executableTarget(name: "WiredTour", dependencies: ["Wired", "SampleApp"]),
    .executableTarget(name: "WiredProbe", dependencies: ["Wired"], path: "Tests/WiredProbe"),
    .target(name: "WiredTestSupport", dependencies: ["Wired"], path: "Tests/WiredTestSupport"),
    .testTarget(
      name: "WiredTests",
      dependencies: [
        "Wired", "WiredTestSupport", "SampleApp",
        .target(name: "WiredProbe", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    .testTarget(name: "WiredExamples", dependencies: ["Wired", "SampleApp"]),
    // NB: the app-side snippet, which links WiredChecks alone, as an app target would.
    .testTarget(name: "SnippetTests", dependencies: ["WiredChecks", "SampleApp"]),
    .testTarget(name: "DocExamples", dependencies: ["Wired", "SampleApp"], exclude: ["__Snapshots__"]),
    .testTarget(name: "CallFormContract", dependencies: ["Wired"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "WiredReliability",
      dependencies: [
        "Wired", "WiredTestSupport", .target(name: "WiredProbe", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
