// swift-tools-version: 6.0
// Type-checks Wired's Apple-only code on Linux: the library's own sources and a snippet's, compiled against stand-in modules
// that declare the few UIKit, AppKit and Objective-C APIs it calls. Nothing here runs; `.ci/run` builds it.
import PackageDescription

let package = Package(
  name: "AppleStandIns",
  targets: [
    .target(name: "ObjectiveC"),
    .target(name: "UIKit", dependencies: ["ObjectiveC"]),
    .target(name: "AppKit", dependencies: ["ObjectiveC"]),
    .target(name: "WiredReading", dependencies: ["ObjectiveC"]),
    .target(name: "WiredChecks", dependencies: ["WiredReading", "ObjectiveC"]),
    .target(name: "Wired", dependencies: ["WiredChecks", "ObjectiveC", "UIKit", "AppKit"]),
    // The snippet whose UIKit spelling compiles only where UIKit exists, type-checked here with it.
    .target(name: "Snippets", dependencies: ["Wired", "UIKit"]),
    // The README's and articles' UIKit examples, verbatim (Scripts/check-doc-code.py), type-checked here.
    .target(name: "DocExamples", dependencies: ["Wired", "UIKit"]),
  ],
  swiftLanguageModes: [.v6]
)
