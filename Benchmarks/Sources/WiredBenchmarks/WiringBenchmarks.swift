import Foundation
import Wired

// `assertWired` over a 4-hop path (private, weak, optional) against the hand-written `Mirror` loop it replaces.

protocol DisplayLogic: AnyObject {}

final class SceneController: DisplayLogic {
  private var interactor: Interactor?
  init() {}
  func wire(_ interactor: Interactor) { self.interactor = interactor }
}

final class Interactor {
  var presenter: ScenePresenter?
  var worker = Worker()
}

final class ScenePresenter {
  weak var view: DisplayLogic?
  var formatter = Formatter()
}

struct Worker {
  var retries = 3
  var name = "worker"
}

enum WiringBenchmarks {
  static func run() {
    let scene = SceneController()
    let interactor = Interactor()
    let presenter = ScenePresenter()
    presenter.view = scene
    interactor.presenter = presenter
    scene.wire(interactor)
    let rounds = 20_000
    var wired: [Double] = []
    var handWritten: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<15 {
      var start = clock.now
      for _ in 0..<rounds { assertWired(scene, path: "interactor.presenter.view", to: scene) }
      wired.append(Harness.seconds(clock.now - start) / Double(rounds))
      start = clock.now
      for _ in 0..<rounds { precondition(handWrittenLookup(scene) === scene) }
      handWritten.append(Harness.seconds(clock.now - start) / Double(rounds))
    }
    Harness.report(
      "assertWired, 3 hops through private, optional and weak", wired: Harness.median(wired),
      baseline: Harness.median(handWritten), unit: .microseconds, target: "≤ 0.5")
  }

  /// What teams write by hand: a `Mirror` per hop, a search for the label, an `Optional` unwrapped by reflection.
  static func handWrittenLookup(_ root: Any) -> AnyObject? {
    var current: Any = root
    for name in ["interactor", "presenter", "view"] {
      guard let child = Mirror(reflecting: current).children.first(where: { $0.label == name })?.value else {
        return nil
      }
      let optional = Mirror(reflecting: child)
      if optional.displayStyle == .optional {
        guard let wrapped = optional.children.first?.value else { return nil }
        current = wrapped
      } else {
        current = child
      }
    }
    return current as AnyObject
  }
}
