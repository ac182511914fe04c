// swift-tools-version: 6.1
// The checks over apps built on real packages, at the scale of issue #55: a hub of 40,000 objects in swift-collections'
// collections, an inbox of identified rows, a log service holding a swift-parsing parser, a metrics recorder holding
// its histograms in a `Mutex`, an API client holding an OpenAPIKit document, and `checkContainer` over all five. A package of its own, so that Wired keeps zero dependencies; run it with
// `swift run --package-path Benchmarks/Scale` (a debug build, as a test suite runs).
import PackageDescription

let package = Package(
  name: "ScaleBenchmarks",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "Wired", path: "../.."),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", exact: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", exact: "0.10.0"),
    // NB: without their default traits, which the apps do not use: CasePaths (macros, and so swift-syntax) and
    // OpenAPIKit's loading of external references.
    .package(url: "https://github.com/pointfreeco/swift-parsing", exact: "0.15.2", traits: []),
    .package(url: "https://github.com/mattpolzin/OpenAPIKit", exact: "6.4.0", traits: []),
  ],
  targets: [
    .executableTarget(
      name: "ScaleBenchmarks",
      dependencies: [
        .product(name: "Wired", package: "Wired"),
        .product(name: "Collections", package: "swift-collections"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Tagged", package: "swift-tagged"),
        .product(name: "Parsing", package: "swift-parsing"),
        .product(name: "OpenAPIKit", package: "OpenAPIKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
