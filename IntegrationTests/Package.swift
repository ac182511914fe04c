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
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    .package(url: "https://github.com/apple/swift-atomics", exact: "1.3.0"),
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
    // NB: a library module, another that declares a class inside its extension of the first's type (as Leaf does in
    // Vapor's `Application`), and the app that uses both.
    .target(name: "ShelfKit"),
    .target(name: "ShelfExtras", dependencies: ["ShelfKit"]),
    .target(name: "ShelfApp", dependencies: ["ShelfKit", "ShelfExtras"]),
    .testTarget(
      name: "ExtensionNestingTests",
      dependencies: ["ShelfApp", "ShelfKit", "ShelfExtras", .product(name: "Wired", package: "Wired")]
    ),
    // NB: an app module built without reflection metadata, as some size-conscious apps build their release
    // configuration: reflection lists none of its types' stored properties, which a check must say, not pass over.
    .target(
      name: "ReflectionlessFeature",
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
    ),
    .testTarget(
      name: "ReflectionlessIntegrationTests",
      dependencies: ["ReflectionlessFeature", .product(name: "Wired", package: "Wired")]
    ),
    // NB: an app on an HTTP server built on actors, with no event loop: the server and its socket pool are actors.
    .target(name: "NotesServer", dependencies: [.product(name: "FlyingFox", package: "FlyingFox")]),
    // NB: an app that keeps objects where the runtime does not describe them: a ring of its own on ManagedBuffer,
    // and a service in swift-atomics' raw atomic storage.
    .target(name: "HubFeature", dependencies: [.product(name: "Atomics", package: "swift-atomics")]),
    .testTarget(
      name: "RawStorageIntegrationTests",
      dependencies: ["HubFeature", .product(name: "Wired", package: "Wired")]
    ),
    .testTarget(
      name: "ActorServerIntegrationTests",
      dependencies: ["NotesServer", .product(name: "Wired", package: "Wired")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
