import Collections

// A service hub as swift-collections' README writes its collections: a queue of services (`Deque`), handlers by
// route in order (`OrderedDictionary`), sessions by id (`TreeDictionary`), jobs by priority (`Heap`). Each element is
// an object of the app's, 40,000 in all at the default size, each with its dependency injected.

final class Logger {}

final class Service {
  let name: String
  var logger: Logger?
  init(name: String, logger: Logger) {
    self.name = name
    self.logger = logger
  }
}

final class Handler {
  let route: String
  var logger: Logger?
  weak var hub: ServiceHub?
  init(route: String, logger: Logger) {
    self.route = route
    self.logger = logger
  }
}

final class Session {
  let id: Int
  var logger: Logger?
  init(id: Int, logger: Logger) {
    self.id = id
    self.logger = logger
  }
}

final class JobWork {
  var logger: Logger?
  init(logger: Logger) { self.logger = logger }
}

struct Job: Comparable {
  let priority: Int
  let work: JobWork

  static func < (lhs: Job, rhs: Job) -> Bool { lhs.priority < rhs.priority }
  static func == (lhs: Job, rhs: Job) -> Bool { lhs.priority == rhs.priority && lhs.work === rhs.work }
}

final class ServiceHub {
  var services = Deque<Service>()
  var handlers = OrderedDictionary<String, Handler>()
  var sessions = TreeDictionary<Int, Session>()
  var jobs = Heap<Job>()
  let logger: Logger

  init(count: Int, logger: Logger = Logger()) {
    self.logger = logger
    for index in 0..<count {
      services.append(Service(name: "service-\(index)", logger: logger))
      let handler = Handler(route: "/route/\(index)", logger: logger)
      handlers["/route/\(index)"] = handler
      sessions[index] = Session(id: index, logger: logger)
      jobs.insert(Job(priority: (index * 7_919) % count, work: JobWork(logger: logger)))
    }
    for handler in handlers.values { handler.hub = self }
  }
}
