// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Wired",
  platforms: [
    .iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1),
  ],
  products: [
    .library(name: "Wired", targets: ["Wired"]),
    .executable(name: "WiredTour", targets: ["WiredTour"]),
  ],
  targets: [
    .target(name: "Wired"),
    .executableTarget(name: "WiredTour", dependencies: ["Wired"]),
    .executableTarget(name: "WiredProbe", dependencies: ["Wired"], path: "Tests/WiredProbe"),
    .testTarget(
      name: "WiredTests",
      dependencies: ["Wired", .target(name: "WiredProbe", condition: .when(platforms: [.linux, .macOS]))]
    ),
    .testTarget(name: "WiredExamples", dependencies: ["Wired"]),
    .testTarget(name: "SnippetTests"),
    .testTarget(name: "DocExamples", dependencies: ["Wired"]),
    .testTarget(name: "CallFormContract", dependencies: ["Wired"]),
    .testTarget(
      name: "WiredReliability",
      dependencies: ["Wired", .target(name: "WiredProbe", condition: .when(platforms: [.linux, .macOS]))]
    ),
  ],
  swiftLanguageModes: [.v6]
)
