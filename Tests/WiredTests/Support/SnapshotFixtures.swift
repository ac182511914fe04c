import SampleApp

// A small pipeline for wiring snapshots: ordered and unordered collections, a dictionary, an unowned back reference,
// a struct between objects, and a logger every pipeline shares.

final class PipelineLogger: Sendable {
  static let shared = PipelineLogger()
}

final class Handler: Hashable {
  let name: String
  unowned let pipeline: Pipeline
  init(_ name: String, in pipeline: Pipeline) {
    self.name = name
    self.pipeline = pipeline
  }
  static func == (lhs: Handler, rhs: Handler) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct PipelineState {
  var last: Handler?
  var analytics: Analytics?
}

final class Pipeline {
  var handlers: [Handler] = []
  var byName: [String: Handler] = [:]
  var observers: Set<Handler> = []
  var state = PipelineState()
  var logger = PipelineLogger.shared
  var title: String? = nil

  static func make(handlers count: Int = 2) -> Pipeline {
    let pipeline = Pipeline()
    pipeline.handlers = (0..<count).map { Handler("h\($0)", in: pipeline) }
    for handler in pipeline.handlers { pipeline.byName[handler.name] = handler }
    pipeline.observers = Set(pipeline.handlers)
    pipeline.state.last = pipeline.handlers.last
    return pipeline
  }
}

/// A panel of a dashboard, pointing back to it weakly.
final class Panel {
  weak var dashboard: Dashboard?
}

/// A dashboard that points weakly to the panel in focus, declared before the panels it owns.
final class Dashboard {
  weak var focused: Panel?
  let panels: [Panel]

  init() {
    let panel = Panel()
    panels = [panel]
    focused = panel
    panel.dashboard = self
  }
}

/// A client that a shared tracker holds, and that a screen's model is handed as well.
final class TrackerClient: Sendable {}

/// A tracker every screen shares, holding its client.
final class SharedTracker: Sendable {
  static let shared = SharedTracker()
  let client = TrackerClient()
}

/// A screen that holds the shared tracker, whose model holds the tracker's client, and whose closures the test sets or
/// leaves nil.
final class TrackedScreen {
  final class Model {
    let client = SharedTracker.shared.client
    var onFinish: (() -> Void)?
  }
  let tracker = SharedTracker.shared
  let model = Model()
  var onClose: (@Sendable () -> Void)?
}
