import WiredReading

/// The types along a path, as failure messages show them:
/// `SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view`.
struct Trail {
  let root: Any
  let steps: [PathWalker.Step]

  /// Walks `path` again, this time keeping every step, to describe how far it got.
  init(root: Any, path: WiringPath) {
    self.root = root
    var steps: [PathWalker.Step] = []
    _ = PathWalker.follow(path, from: root) { steps.append($0) }
    self.steps = steps
  }

  /// The trail, ending with `brokenAt` (the segment that could not be followed) when there is one.
  func rendered(brokenAt segment: WiringPath.Segment? = nil) -> String {
    var parts = [TypeName.ofValue(root)]
    parts += steps.map { "\($0.segment.text): \(TypeName.ofValue($0.value))" }
    if let segment { parts.append(segment.text) }
    return parts.joined(separator: " › ")
  }

  /// The dotted path of the steps taken, with `segment` after them: `interactor.presenter.view`.
  func path(to segment: WiringPath.Segment) -> String {
    (steps.map(\.segment) + [segment]).reduce(into: "") { text, next in
      text += text.isEmpty || next.isSubscript ? next.text : ".\(next.text)"
    }
  }
}

// MARK: -

extension WiringPath.Segment {
  /// The segment as a path spells it: `presenter`, `[0]`, `["key"]`.
  var text: String {
    switch self {
    case .property(let name): name
    case .index(let index): "[\(index)]"
    case .key(let key): "[\"\(key)\"]"
    }
  }

  var isSubscript: Bool {
    if case .property = self { false } else { true }
  }
}
