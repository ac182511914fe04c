// swift-tools-version: 6.0
// The checks over apps built on real packages, at the scale of issue #55: a hub of 40,000 objects in swift-collections'
// collections, an inbox of identified rows. A package of its own, so that Wired keeps zero dependencies; run it with
// `swift run --package-path Benchmarks/Scale` (a debug build, as a test suite runs).
import PackageDescription

let package = Package(
  name: "ScaleBenchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "Wired", path: "../.."),
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", exact: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", exact: "0.10.0"),
  ],
  targets: [
    .executableTarget(
      name: "ScaleBenchmarks",
      dependencies: [
        .product(name: "Wired", package: "Wired"),
        .product(name: "Collections", package: "swift-collections"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
