// swift-tools-version: 6.1
// Wired on a server graph: a Hummingbird application with a GRDB-backed repository, run by swift-service-lifecycle.
// A package of its own, built in a CI lane of its own: Hummingbird and GRDB take minutes to build.
import PackageDescription

let package = Package(
  name: "WiredServerIntegration",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
  dependencies: [
    .package(name: "Wired", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
  ],
  targets: [
    .target(
      name: "TodoServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "TodoServerTests",
      dependencies: [
        "TodoServer", .product(name: "Wired", package: "Wired"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
