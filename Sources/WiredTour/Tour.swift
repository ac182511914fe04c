import Wired

/// Runs each check on a healthy app graph and on its buggy twin, prints what Wired reports, and counts.
@MainActor final class Tour {
  private(set) var caught = 0
  private(set) var bugs = 0
  private(set) var passed = 0
  private(set) var healthy = 0

  /// Starts a scenario.
  func scenario(_ number: Int, _ title: String, _ story: String) {
    let heading = "\(number). \(title) "
    print("\n" + heading + String(repeating: "━", count: max(3, 78 - heading.count)))
    print(story)
  }

  /// Runs `check` on the healthy graph and on the buggy one, and prints the outcome of each.
  func check(
    _ call: String,
    healthy healthyCase: String,
    bug: String,
    _ check: (_ buggy: Bool) -> Void
  ) {
    record(call, healthyCase, bug, healthy: captureFailures { check(false) }, buggy: captureFailures { check(true) })
  }

  /// The same for an `async` check.
  func check(
    _ call: String,
    healthy healthyCase: String,
    bug: String,
    _ check: (_ buggy: Bool) async -> Void
  ) async {
    let healthyFailures = await captureFailures { await check(false) }
    let buggyFailures = await captureFailures { await check(true) }
    record(call, healthyCase, bug, healthy: healthyFailures, buggy: buggyFailures)
  }

  /// Prints a text block, indented, such as a diagram.
  func show(_ title: String, _ text: String) {
    print("\n  \(title)\n")
    print(indented(text.trimmingSuffix("\n"), by: 4))
  }

  private func record(
    _ call: String, _ healthyCase: String, _ bug: String, healthy: [TestFailure], buggy: [TestFailure]
  ) {
    print("\n  \(call)")
    self.healthy += 1
    if healthy.isEmpty {
      passed += 1
      print("  ✓ \(healthyCase): passes")
    } else {
      print("  ✗ \(healthyCase): failed, which it should not:\n")
      for failure in healthy { print(indented(failure.message, by: 4) + "\n") }
    }
    bugs += 1
    if buggy.isEmpty {
      print("  ✗ \(bug): NOT caught")
    } else {
      caught += 1
      print("  ✓ \(bug): caught. Wired reports:\n")
      print(buggy.map { indented($0.message, by: 4) }.joined(separator: "\n\n"))
    }
  }

  private func indented(_ text: String, by width: Int) -> String {
    let indent = String(repeating: " ", count: width)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
