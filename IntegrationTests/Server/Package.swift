// swift-tools-version: 6.1
// Wired on server graphs: a Hummingbird application with a GRDB-backed repository, run by swift-service-lifecycle; a
// gRPC greeter on grpc-swift 2, whose client keeps the app's interceptors in a Mutex; a SwiftNIO echo handler in a
// channel's pipeline; and every check run over the Hummingbird app while it serves on NIO's busy event loops. A package of its own, built in
// a CI lane of its own: Hummingbird, GRDB and gRPC take minutes to build.
import PackageDescription

let package = Package(
  name: "WiredServerIntegration",
  // NB: grpc-swift 2 needs the systems that brought Mutex.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18)],
  dependencies: [
    .package(name: "Wired", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/grpc/grpc-swift-2", exact: "2.4.3"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
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
    .target(
      name: "Greeter",
      dependencies: [
        .product(name: "GRPCCore", package: "grpc-swift-2"),
        .product(name: "GRPCInProcessTransport", package: "grpc-swift-2"),
      ]
    ),
    .testTarget(
      name: "GreeterTests",
      dependencies: [
        "Greeter", .product(name: "Wired", package: "Wired"), .product(name: "GRPCCore", package: "grpc-swift-2"),
        .product(name: "GRPCInProcessTransport", package: "grpc-swift-2"),
      ]
    ),
    .testTarget(
      name: "LiveServerStressTests",
      dependencies: [
        "TodoServer", .product(name: "Wired", package: "Wired"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"), .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "EchoTests",
      dependencies: [
        .product(name: "Wired", package: "Wired"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
