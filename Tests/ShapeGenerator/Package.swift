// swift-tools-version: 6.2
// The runner of the generated type shapes (Scripts/shapes.py), which copies it beside the shapes it writes, depending
// on the checkout of Wired it runs in. A package of its own: the shapes are written and built anew on each run.
import PackageDescription

let package = Package(
  name: "ShapeGenerator",
  platforms: [.macOS(.v26)],
  dependencies: [.package(name: "Wired", path: "../..")],
  targets: [
    .executableTarget(name: "ShapeRunner", dependencies: [.product(name: "Wired", package: "Wired")])
  ],
  swiftLanguageModes: [.v6]
)
