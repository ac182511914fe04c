import Foundation
import Wired

/// A dependency the generated shapes inject, or leave nil where a hole is planted.
protocol ShapeDependency: AnyObject, Sendable {}

/// The dependency's implementation.
final class ShapeDependencyImpl: ShapeDependency, @unchecked Sendable {}

/// One generated shape: how to build its root with the hole and the cycle planted or not, and what the grammar says
/// a check must find in it.
struct GeneratedShape {
  /// The grammar's words for it, outermost first: `Optional › Mutex › GenericStruct › Leaf`.
  let name: String
  let make: @Sendable (_ planted: Bool) -> AnyObject
}

/// What the checks answered for one shape, as one line of JSON for the driver to judge.
struct Answers: Encodable {
  struct Injection: Encodable {
    var missing: [String]
    var unreadable: [String]
  }
  struct Cycles: Encodable {
    var cycles: Int
    var unreadable: [String]
  }
  /// What a leak check of each variant, built twice, says: whether anything stayed.
  struct Leaks: Encodable {
    var planted: Bool
    var clean: Bool
  }
  /// What the rest of the checks say of the planted variant: whether each ran and answered as a check must.
  struct Others: Encodable {
    var snapshotsAgree: Bool
    var diagramDrawn: Bool
    /// How many of the container's two services (the planted and the clean variant) it finds broken.
    var containerBroken: Int
  }
  var index: Int
  var name: String
  var plantedInjection: Injection
  var cleanInjection: Injection
  var plantedCycles: Cycles
  var cleanCycles: Cycles
  var snapshotsAgree: Bool
  var wiredLeaf: String
  var leaks: Leaks
  var others: Others
  var awaitedInjection: Injection
  var awaitedCleanInjection: Injection
  var awaitedCycles: Cycles
  var awaitedCleanCycles: Cycles
  var awaitedLeaks: Leaks
  var awaitedOthers: Others
}

extension Answers.Injection {
  init(_ report: InjectionReport) {
    self.init(missing: report.missing.map(\.path), unreadable: report.unreadable.map(\.path))
  }
}

extension Answers.Cycles {
  init(_ report: RetainCycleReport) {
    self.init(cycles: report.cycles.count, unreadable: report.unreadable.map(\.path))
  }
}

extension GeneratedShape {
  /// The container of the two variants, planted and clean.
  var services: [ContainerService] {
    [ContainerService("planted") { make(true) }, ContainerService("clean") { make(false) }]
  }
}

/// The synchronous checks, called from synchronous functions as a synchronous test calls them.
enum Synchronous {
  static func injection(_ root: AnyObject) -> Answers.Injection {
    Answers.Injection(checkInjections(root))
  }

  static func cycles(_ root: AnyObject) -> Answers.Cycles {
    Answers.Cycles(checkRetainCycles(root))
  }

  static func leaks(_ shape: GeneratedShape) -> Answers.Leaks {
    .init(planted: !checkLeaks { shape.make(true) }.passed, clean: !checkLeaks { shape.make(false) }.passed)
  }

  static func others(_ shape: GeneratedShape, _ root: AnyObject) -> Answers.Others {
    .init(
      snapshotsAgree: snapshotsAgree(root), diagramDrawn: !wiringDiagram(root).dot.isEmpty,
      containerBroken: checkContainer(shape.services, checking: [.injection, .retainCycles, .leaks]).failures.count)
  }

  static func snapshotsAgree(_ root: AnyObject) -> Bool {
    wiringSnapshot(root) == wiringSnapshot(root)
  }

  /// Whether the path to the planted hole's owner reaches the leaf: `leaf`, `other`, or `threw`.
  static func wiredLeaf(_ root: AnyObject, path: String) -> String {
    guard let reached = try? wired(root, path: WiringPath(path), as: AnyObject.self) else { return "threw" }
    return reached is ShapeLeaf ? "leaf" : "other"
  }
}

/// What every generated leaf is: the object that holds the planted hole and the way back to the root.
protocol ShapeLeaf: AnyObject {}

@main struct ShapeRunner {
  static func main() async {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 2, let start = Int(arguments.first!), let end = Int(arguments.last!) else {
      print("usage: ShapeRunner <first index> <end index>")
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for index in start..<min(end, generatedShapes.count) {
      let shape = generatedShapes[index]
      // NB: a line before the checks, so that the driver can name a shape that takes the process down.
      print("START \(index)")
      fflush(nil)
      let planted = shape.make(true)
      let clean = shape.make(false)
      let answers = Answers(
        index: index, name: shape.name,
        plantedInjection: Synchronous.injection(planted), cleanInjection: Synchronous.injection(clean),
        plantedCycles: Synchronous.cycles(planted), cleanCycles: Synchronous.cycles(clean),
        snapshotsAgree: Synchronous.snapshotsAgree(planted),
        wiredLeaf: Synchronous.wiredLeaf(planted, path: generatedLeafPaths[index]),
        leaks: Synchronous.leaks(shape), others: Synchronous.others(shape, planted),
        awaitedInjection: Answers.Injection(await checkInjections(planted)),
        awaitedCleanInjection: Answers.Injection(await checkInjections(clean)),
        awaitedCycles: Answers.Cycles(await checkRetainCycles(planted)),
        awaitedCleanCycles: Answers.Cycles(await checkRetainCycles(clean)),
        // NB: a short wait: the planted cycle never lets go, and the clean variant lets go at once; the default second
        // would cost the run a second a shape.
        awaitedLeaks: .init(
          planted: !(await checkLeaks(timeout: 0.05) { shape.make(true) }.passed),
          clean: !(await checkLeaks(timeout: 0.05) { shape.make(false) }.passed)),
        awaitedOthers: .init(
          snapshotsAgree: await wiringSnapshot(planted) == wiringSnapshot(planted),
          diagramDrawn: !(await wiringDiagram(planted)).dot.isEmpty,
          containerBroken: await checkContainer(shape.services, checking: [.injection, .retainCycles, .leaks])
            .failures.count))
      print(String(decoding: try! encoder.encode(answers), as: UTF8.self))
      // NB: a pipe's output is buffered; a shape that hangs the process must not take the answers before it along.
      fflush(nil)
    }
  }
}
