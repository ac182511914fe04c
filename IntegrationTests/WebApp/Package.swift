// swift-tools-version: 6.1
// Wired on a Vapor app with Fluent (SQLite) and Leaf, libraries that extend and nest in each other's types, checked as
// a user checks one: at rest, and live, with its event loops serving requests. A package of its own, built in a CI lane
// of its own: Vapor, Fluent and their drivers take most of a quarter of an hour to build.
import PackageDescription

let package = Package(
  name: "WiredWebAppIntegration",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18)],
  dependencies: [
    .package(name: "Wired", path: "../.."),
    .package(url: "https://github.com/vapor/vapor", exact: "4.122.3"),
    .package(url: "https://github.com/vapor/fluent", exact: "4.13.0"),
    .package(url: "https://github.com/vapor/fluent-sqlite-driver", exact: "4.9.0"),
    .package(url: "https://github.com/vapor/leaf", exact: "4.5.2"),
  ],
  targets: [
    .target(
      name: "TodoWeb",
      dependencies: [
        .product(name: "Vapor", package: "vapor"),
        .product(name: "Fluent", package: "fluent"),
        .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
        .product(name: "Leaf", package: "leaf"),
      ],
      resources: [.copy("Views")]
    ),
    .testTarget(
      name: "TodoWebTests",
      dependencies: [
        "TodoWeb", .product(name: "Wired", package: "Wired"), .product(name: "VaporTesting", package: "vapor"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
