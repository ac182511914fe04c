import Foundation
import WiredReading

/// The modules of the packages the app depends on, found in the build the tests run from: library code, which the
/// graph checks walk through to reach the app's objects but do not judge.
///
/// SwiftPM and Xcode both keep a `workspace-state.json` beside the checkouts of the packages a build resolved: in the
/// build folder (`.build/`, or the `--scratch-path`) and in Xcode's `DerivedData/…/SourcePackages/`. The test binary
/// runs from inside that build folder, so its path leads to the file. A package checked out from a repository or a
/// registry is a library; a local one (`.package(path:)`, or one being edited) is the app's own code.
///
/// NB: read once per process. Where no such file is found (a build system that keeps none), no module is taken for a
/// library: a check then judges too much, never too little.
struct LibraryModules: Sendable {
  /// The modules, by the name their types carry.
  let modules: Set<String>
  /// The packages they come from, by identity: `grdb.swift`, `swift-nio`.
  let packages: [String]

  /// What the build this process runs from resolved.
  static let ofThisBuild = LibraryModules(searchingFrom: candidatePaths())

  init(modules: Set<String>, packages: [String]) {
    self.modules = modules
    self.packages = packages
  }

  /// The libraries of the first build folder found at or above one of `paths`.
  init(searchingFrom paths: [String]) {
    for path in paths {
      var directory = URL(fileURLWithPath: path).standardizedFileURL
      while directory.path != "/", !directory.path.isEmpty {
        for folder in [directory, directory.appendingPathComponent("SourcePackages")] {
          if let found = Self(buildFolder: folder) {
            self = found
            return
          }
        }
        directory.deleteLastPathComponent()
      }
    }
    self.init(modules: [], packages: [])
  }

  /// The libraries a build folder's `workspace-state.json` lists, or `nil` when the folder has none.
  init?(buildFolder: URL) {
    let state = buildFolder.appendingPathComponent("workspace-state.json")
    guard let data = try? Data(contentsOf: state),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let object = json["object"] as? [String: Any],
      let dependencies = object["dependencies"] as? [[String: Any]]
    else { return nil }
    var modules: Set<String> = []
    var packages: [String] = []
    for dependency in dependencies {
      let reference = dependency["packageRef"] as? [String: Any]
      let kind = reference?["kind"] as? String ?? ""
      let stateName = (dependency["state"] as? [String: Any])?["name"] as? String ?? ""
      // NB: a local package and one being edited are the app's own code, whatever it depends on.
      guard kind.hasPrefix("remote") || kind == "registry", stateName != "edited",
        let subpath = dependency["subpath"] as? String
      else { continue }
      let root =
        kind == "registry"
        ? buildFolder.appendingPathComponent("registry/downloads").appendingPathComponent(subpath)
        : buildFolder.appendingPathComponent("checkouts").appendingPathComponent(subpath)
      packages.append(reference?["identity"] as? String ?? subpath)
      modules.formUnion(Self.moduleNames(ofPackageAt: root))
    }
    self.init(modules: modules, packages: packages.sorted())
  }

  /// The modules a package declares: its manifest's target names, and the folders of its `Sources/`.
  static func moduleNames(ofPackageAt root: URL) -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default
    if let manifests = try? files.contentsOfDirectory(atPath: root.path) {
      for manifest in manifests where manifest.hasPrefix("Package") && manifest.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8) else {
          continue
        }
        names.formUnion(targetNames(inManifest: text))
      }
    }
    if let folders = try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
      names.formUnion(folders.filter { !$0.hasPrefix(".") })
    }
    return Set(names.map(moduleName(ofTarget:)))
  }

  /// The names a manifest gives its targets: `.target(name: "NIOCore"`, `.executableTarget(name: "App"`.
  static func targetNames(inManifest text: String) -> [String] {
    // NB: `.target(`, `.executableTarget(`, `Target.target(`; a name computed in code is found by its folder instead.
    guard let call = try? NSRegularExpression(pattern: #"[tT]arget\(\s*name:\s*"([^"]+)""#) else { return [] }
    return call.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The module a target builds: its name with every character that cannot start or continue an identifier
  /// replaced by `_`, as SwiftPM does.
  static func moduleName(ofTarget name: String) -> String {
    var module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if module.first?.isNumber ?? false { module = "_" + module }
    return module
  }

  /// Where the test binary is: the process's executable and bundles, its arguments, and the working directory's
  /// default build folder.
  private static func candidatePaths() -> [String] {
    var paths = [Bundle.main.bundlePath] + Bundle.allBundles.map(\.bundlePath)
    paths += CommandLine.arguments.filter { $0.hasPrefix("/") }
    paths.append(FileManager.default.currentDirectoryPath + "/.build")
    return paths
  }
}
