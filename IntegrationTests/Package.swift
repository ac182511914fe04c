// swift-tools-version: 6.0
// Wired driven by real third-party packages. A package of its own, so that the Wired library keeps zero dependencies.
import PackageDescription

let package = Package(
  name: "WiredIntegration",
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
  dependencies: [
    .package(name: "Wired", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .target(name: "UsersFeature", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
    .testTarget(
      name: "OpenCombineIntegrationTests",
      dependencies: ["UsersFeature", .product(name: "Wired", package: "Wired")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
