// swift-tools-version: 6.0
// The snippets as users copy them. `.ci/run` runs `python3 Scripts/generate-snippets.py --consumers
// Tests/SnippetConsumers`, which copies each snippet of Snippets/ into a test target here (ignored by git), beside a
// file of the target's own types and functions named like the snippet's machinery (Clashes.swift); then `swift test`.
// - <Job>SnippetTests: one snippet alone in a module that depends on nothing but SnippetTestSupport (an XCTest case
//   that records failures, with none of the snippets' names), and the tests a user who copied it writes,
//   in Swift Testing and XCTest.
// - <Job>SnippetCallForms: one snippet and the package's call-form suites for its job (Tests/CallFormContract),
//   copied unchanged but for `import Wired`, with a shim that names the snippet's types as the package does: every
//   spelling binds and fails as it does against the package. Generated whole, ignored by git.
// - SnippetsBesideWiredTests: every snippet in one module that also imports the Wired package, with the parity tests:
//   the same failure gives the same message from each snippet as from the package.
import PackageDescription

let jobs = ["Paths", "Injection", "Actions", "Doubles", "Memory"]

let package = Package(
  name: "SnippetConsumers",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  dependencies: [.package(name: "Wired", path: "../..")],
  targets: [
    // NB: no snippet and none of their names: an XCTest case that takes the failures a block records, with their lines.
    .target(name: "SnippetTestSupport")
  ]
    + jobs.flatMap {
      [
        .testTarget(name: "\($0)SnippetTests", dependencies: ["SnippetTestSupport"]),
        .testTarget(name: "\($0)SnippetCallForms"),
      ]
    } + [
      .testTarget(name: "SnippetsBesideWiredTests", dependencies: [.product(name: "Wired", package: "Wired")])
    ],
  swiftLanguageModes: [.v6]
)
