/// What a diagram highlights, and which part of the graph it shows.
package struct DiagramMarks {
  package var cycleEdges: Set<Int> = []
  package var survivors: Set<Int> = []
  /// The nil references to draw, as indices into the graph's `nilOptionals`, or `nil` for the objects' own nil
  /// dependencies.
  package var missing: Set<Int>?
  /// Objects the graph shares (singletons, system objects), which a leak check does not expect to go away.
  package var shared: Set<Int> = []
  /// The nodes to draw, or `nil` for all of them.
  package var nodes: Set<Int>?
  /// Whether a library's objects are drawn only where the app refers to them, each with the app's objects it holds
  /// (a dotted `⋯` arrow) rather than its own insides: the app's wiring, as a snapshot lists it.
  package var collapsesLibraries = false

  package init() {}

  /// The most nodes a diagram draws, so that a huge graph gives a readable picture.
  package static let maximumNodes = 200
}

extension DiagramMarks {
  /// The whole graph, each library's objects collapsed into one node: what ``wiringDiagram(_:scope:)-8p8ar`` draws.
  static var whole: DiagramMarks {
    var marks = DiagramMarks()
    marks.collapsesLibraries = true
    return marks
  }
}
