import Synchronization

// A metrics recorder that keeps its histograms in a `Mutex`, as the Synchronization module's documentation writes
// shared state: 10,000 histograms by name, each with the sink it reports to, and the recorder's own sink.

final class HistogramSink {}

final class Histogram {
  let name: String
  var buckets: [Int]
  var sink: HistogramSink?
  init(name: String, sink: HistogramSink) {
    self.name = name
    buckets = Array(repeating: 0, count: 12)
    self.sink = sink
  }
}

final class MetricsRecorder {
  let histograms: Mutex<[String: Histogram]>
  var sink: HistogramSink?

  init(count: Int, sink: HistogramSink = HistogramSink()) {
    self.sink = sink
    var histograms: [String: Histogram] = [:]
    for index in 0..<count {
      // NB: a sink of its own: what a `Mutex` holds is sent into it, apart from the recorder's other state.
      histograms["requests.\(index)"] = Histogram(name: "requests.\(index)", sink: HistogramSink())
    }
    self.histograms = Mutex(histograms)
  }
}
