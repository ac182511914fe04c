import Wired

/// A screen-like object with a few dependencies, a weak back-reference and some state: the shape app graphs have.
final class Screen {
  var next: Screen?
  var presenter: Presenter?
  weak var parent: Screen?
  var title: String? = "title"
  var items: [Int] = [1, 2, 3]
}

final class Presenter {
  weak var view: Screen?
  var formatter = Formatter()
}

struct Formatter {
  var locale = "en"
}

/// The retain-cycle walk against the recursive injection walk of the same acyclic graph.
enum GraphBenchmarks {
  static func run() {
    for count in [10_000, 100_000] {
      let head = chain(count)
      var cycles: [Double] = []
      var injection: [Double] = []
      let clock = ContinuousClock()
      for _ in 0..<(count > 10_000 ? 3 : 7) {
        var start = clock.now
        let report = checkRetainCycles(head)
        cycles.append(Harness.seconds(clock.now - start))
        precondition(report.passed, "\(report)")
        start = clock.now
        let missing = checkInjections(head).missing
        injection.append(Harness.seconds(clock.now - start))
        precondition(!missing.isEmpty, "\(missing)")
      }
      Harness.report(
        "checkRetainCycles vs recursive injection walk, \(count) screens", wired: Harness.median(cycles),
        baseline: Harness.median(injection), unit: .milliseconds, target: "≤ 1.5, linear")
      release(head)
    }
  }

  /// `count` screens in a chain, each with its presenter pointing back weakly.
  private static func chain(_ count: Int) -> Screen {
    let head = Screen()
    var tail = head
    for _ in 1..<count {
      let screen = Screen()
      let presenter = Presenter()
      presenter.view = screen
      screen.presenter = presenter
      screen.parent = tail
      tail.next = screen
      tail = screen
    }
    return head
  }

  /// Releases the chain one link at a time: the default release of a long chain recurses.
  private static func release(_ head: Screen) {
    var current = head.next
    head.next = nil
    while let screen = current {
      current = screen.next
      screen.next = nil
    }
  }
}
