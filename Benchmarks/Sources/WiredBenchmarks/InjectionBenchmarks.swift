import Wired

// The recursive injection walk against a one-pass `Mirror` walk of the same graph, at 10,000 and 100,000 objects.

enum InjectionBenchmarks {
  static func run() {
    for count in [10_000, 100_000] {
      let head = chain(count)
      var wired: [Double] = []
      var handWritten: [Double] = []
      let clock = ContinuousClock()
      for _ in 0..<(count > 10_000 ? 3 : 7) {
        var start = clock.now
        let missing = checkInjections(head).missing
        wired.append(Harness.seconds(clock.now - start))
        start = clock.now
        let nils = handWrittenWalk(head)
        handWritten.append(Harness.seconds(clock.now - start))
        precondition(!missing.isEmpty && nils > 0)
      }
      Harness.report(
        "checkInjections(_:).missing vs a one-pass Mirror walk, \(count) objects", wired: Harness.median(wired),
        baseline: Harness.median(handWritten), unit: .milliseconds, target: "≤ 0.35, linear")
      release(head)
    }
  }

  /// A breadth-first walk that visits each object once and counts nil optionals: the least a hand-written check does.
  static func handWrittenWalk(_ root: AnyObject) -> Int {
    var queue: [Any] = [root]
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var nils = 0
    var next = 0
    while next < queue.count {
      let value = queue[next]
      next += 1
      for child in Mirror(reflecting: value).children {
        let mirror = Mirror(reflecting: child.value)
        if mirror.displayStyle == .optional {
          guard let wrapped = mirror.children.first?.value else {
            nils += 1
            continue
          }
          if type(of: wrapped) is AnyClass {
            let object = wrapped as AnyObject
            if seen.insert(ObjectIdentifier(object)).inserted { queue.append(wrapped) }
          }
        } else if type(of: child.value) is AnyClass {
          let object = child.value as AnyObject
          if seen.insert(ObjectIdentifier(object)).inserted { queue.append(child.value) }
        }
      }
    }
    return nils
  }

  /// `count` screens, each with its presenter set (pointing back weakly) and its parent: a wired graph, whose only
  /// holes are the head's parent and the tail's next, as in a real check that passes but for a few.
  private static func chain(_ count: Int) -> Screen {
    let head = Screen()
    head.presenter = Presenter()
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

  private static func release(_ head: Screen) {
    var current = head.next
    head.next = nil
    while let screen = current {
      current = screen.next
      screen.next = nil
    }
  }
}
