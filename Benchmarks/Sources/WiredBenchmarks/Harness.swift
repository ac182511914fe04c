import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers: medians of repeated samples, both sides of a comparison measured alternately in one process.
enum Harness {
  /// The median of `samples`.
  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// Seconds in a `Duration`.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// User plus system CPU time this process has used, in seconds.
  static func cpuTime() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// One line: both medians and their ratio.
  static func report(_ name: String, wired: Double, baseline: Double, unit: Unit, target: String) {
    let ratio = wired / baseline
    print(
      "\(name.padding(toLength: 70, withPad: " ", startingAt: 0)) wired \(unit.format(wired))  "
        + "baseline \(unit.format(baseline))  ratio \(String(format: ratio < 0.01 ? "%.4f" : "%.2f", ratio))"
        + "  (target \(target))")
  }

  /// One line: both medians as times, and the ratio of Wired's throughput to the baseline's.
  static func reportThroughput(_ name: String, wired: Double, baseline: Double, target: String) {
    print(
      "\(name.padding(toLength: 70, withPad: " ", startingAt: 0)) wired \(Unit.milliseconds.format(wired))  "
        + "baseline \(Unit.milliseconds.format(baseline))  throughput ratio \(String(format: "%.2f", baseline / wired))"
        + "  (target \(target))")
  }

  /// One line: a single figure against its target.
  static func report(_ name: String, value: Double, unit: Unit, target: String) {
    print("\(name.padding(toLength: 70, withPad: " ", startingAt: 0)) \(unit.format(value))  (target \(target))")
  }

  /// How a figure is printed.
  enum Unit {
    case milliseconds
    case microseconds
    case seconds

    func format(_ value: Double) -> String {
      switch self {
      case .milliseconds: String(format: "%9.3f ms", value * 1e3)
      case .microseconds: String(format: "%9.2f µs", value * 1e6)
      case .seconds: String(format: "%9.3f s", value)
      }
    }
  }
}
