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
  var index: Int
  var name: String
  var plantedInjection: Injection
  var cleanInjection: Injection
  var plantedCycles: Cycles
  var cleanCycles: Cycles
  var snapshotsAgree: Bool
  var wiredLeaf: String
  var awaitedInjection: Injection
  var awaitedCycles: Cycles
}

/// The synchronous checks, called from synchronous functions as a synchronous test calls them.
enum Synchronous {
  static func injection(_ root: AnyObject) -> Answers.Injection {
    let report = checkInjections(root)
    return .init(missing: report.missing.map(\.path), unreadable: report.unreadable.map(\.path))
  }

  static func cycles(_ root: AnyObject) -> Answers.Cycles {
    let report = checkRetainCycles(root)
    return .init(cycles: report.cycles.count, unreadable: report.unreadable.map(\.path))
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
      var answers = Answers(
        index: index, name: shape.name,
        plantedInjection: Synchronous.injection(planted), cleanInjection: Synchronous.injection(clean),
        plantedCycles: Synchronous.cycles(planted), cleanCycles: Synchronous.cycles(clean),
        snapshotsAgree: Synchronous.snapshotsAgree(planted),
        wiredLeaf: Synchronous.wiredLeaf(planted, path: generatedLeafPaths[index]),
        awaitedInjection: .init(missing: [], unreadable: []), awaitedCycles: .init(cycles: 0, unreadable: []))
      let awaitedInjection = await checkInjections(planted)
      answers.awaitedInjection = .init(
        missing: awaitedInjection.missing.map(\.path), unreadable: awaitedInjection.unreadable.map(\.path))
      let awaitedCycles = await checkRetainCycles(planted)
      answers.awaitedCycles = .init(
        cycles: awaitedCycles.cycles.count, unreadable: awaitedCycles.unreadable.map(\.path))
      print(String(decoding: try! encoder.encode(answers), as: UTF8.self))
      // NB: a pipe's output is buffered; a shape that hangs the process must not take the answers before it along.
      fflush(nil)
    }
  }
}
