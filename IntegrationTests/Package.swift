// swift-tools-version: 6.0
// Wired driven by real third-party packages. A package of its own, so that the Wired library keeps zero dependencies.
import PackageDescription

let package = Package(
  name: "WiredIntegration",
  // NB: watchOS 9, the lowest that swift-dependencies supports; the Wired library itself declares watchOS 8.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9)],
  dependencies: [
    .package(name: "Wired", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .target(name: "UsersFeature", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
    .testTarget(
      name: "OpenCombineIntegrationTests",
      dependencies: ["UsersFeature", .product(name: "Wired", package: "Wired")]
    ),
    .target(
      name: "OnboardingFeature", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .testTarget(
      name: "DependenciesIntegrationTests",
      dependencies: [
        "OnboardingFeature", .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Wired", package: "Wired"),
      ]
    ),
    .target(name: "CheckoutFeature"),
    .testTarget(
      name: "SwinjectIntegrationTests",
      dependencies: [
        "CheckoutFeature", .product(name: "Swinject", package: "Swinject"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"), .product(name: "Wired", package: "Wired"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
