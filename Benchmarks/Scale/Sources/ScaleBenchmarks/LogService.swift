import Parsing

// A log service as swift-parsing's README writes a parser: one line parsed by `Parse` from an integer, a prefix and a
// boolean, and `Many` lines; the service keeps the parser and the 10,000 entries it parsed, each with the context
// object of its source.

final class LogContext {
  let source: String
  init(source: String) { self.source = source }
}

final class LogSink {}

struct LogLine {
  var id: Int
  var message: String
  var isError: Bool
}

struct LogEntry {
  var line: LogLine
  var context: LogContext?
}

final class LogService {
  let parser = Many {
    Parse(input: Substring.self, LogLine.init(id:message:isError:)) {
      Int.parser()
      ","
      Prefix { $0 != "," }.map(String.init)
      ","
      Bool.parser()
    }
  } separator: {
    "\n"
  }
  var entries: [LogEntry] = []
  var sink: LogSink?

  init(count: Int, sink: LogSink = LogSink()) {
    self.sink = sink
    let input = (0..<count).map { "\($0),request \($0) served,\($0.isMultiple(of: 97))" }.joined(separator: "\n")
    // swift-format-ignore: NeverUseForceTry
    let lines = try! parser.parse(input[...])
    entries = lines.map { LogEntry(line: $0, context: LogContext(source: "worker-\($0.id % 16)")) }
  }
}
