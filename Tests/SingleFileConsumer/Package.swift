// swift-tools-version: 6.0
// A new package with no dependency: `.ci/run` copies Snippets/WiredInOneFile.swift alone into its test target and
// runs its tests, which use Wired as a user who copied the file would, in Swift Testing and XCTest.
import PackageDescription

let package = Package(
  name: "SingleFileConsumer",
  targets: [.testTarget(name: "ConsumerTests")],
  swiftLanguageModes: [.v6]
)
