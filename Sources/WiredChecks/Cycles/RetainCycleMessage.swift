import WiredReading

/// The failure message of a ``RetainCycleReport`` that is not clean.
package enum RetainCycleMessage {
  package static func make(_ report: RetainCycleReport) -> FailureMessage {
    let root = report.rootType
    var message: FailureMessage
    var hints: [String] = []
    if !report.cycles.isEmpty {
      let count = report.isSearchCut ? "at least \(report.cycles.count)" : "\(report.cycles.count)"
      message = FailureMessage(
        headline: "Expected no strong reference cycle in the graph of \(root), but found \(count)")
      for (offset, cycle) in report.cycles.enumerated() {
        message.sections.append(section(cycle, number: offset + 1))
      }
      if let modules = report.modules.section { message.sections.append(modules) }
      hints.append(hint(for: report.cycles))
      if report.isSearchCut {
        hints.append("The search stopped after \(report.cycles.count) cycles: break these first.")
      }
    } else if !report.unreadable.isEmpty {
      let count = CannotReadMessage.count(report.unreadable)
      message = FailureMessage(
        headline: "Expected to check every reference in the graph of \(root) for cycles, but Wired cannot read \(count)"
      )
    } else if !report.stale.isEmpty {
      message = FailureMessage(headline: "Expected every except: entry to name a stored property of \(root)")
    } else {
      message = FailureMessage(headline: "Expected to check every object in the graph of \(root) for retain cycles")
    }
    let unsafe =
      report.unsafeReferences.isEmpty
      ? []
      : [
        "  unowned(unsafe), which keeps nothing alive and is never checked:\n"
          + Shortening.list(
            report.unsafeReferences.map { "    \(Shortening.path($0.path)): \($0.type) \($0.note ?? "")" }
          ).joined(separator: "\n")
      ]
    hints += message.addWhatTheWalkMissed(
      unreadable: report.unreadable,
      unreadableHint: CannotReadMessage.hint(mayHide: "a cycle", checkWith: "assertNoLeaks"),
      notRead: report.notRead, then: unsafe, stale: report.stale, truncatedAt: report.truncatedAt)
    message.hint = hints.joined(separator: "\n")
    return message
  }

  /// What to do about `cycles`: weaken the app's reference that points back toward the root, unless a library's
  /// object closes every cycle.
  package static func hint(for cycles: [RetainCycle], exceptable: Bool = true) -> String {
    let keepsAlive = "a cycle keeps its objects alive once nothing else refers to them."
    guard cycles.allSatisfy(\.closesInLibrary) else {
      let except = exceptable ? " If the app breaks a cycle on purpose, list that reference in except:." : ""
      let capture =
        cycles.contains { $0.references.contains(where: \.isCapture) } ? ", or the closure's capture of it weak" : ""
      return "Make the reference that points back toward the root weak or unowned\(capture): \(keepsAlive)\(except)"
    }
    return "Undo the registration that handed the app's object to the library, as each cycle says: \(keepsAlive)"
  }

  /// `Cycle 1, at the root:` and one line per reference, then how to break it.
  package static func section(_ cycle: RetainCycle, number: Int) -> String {
    let place = cycle.pathFromRoot.isEmpty ? "at the root" : "reached through \(Shortening.path(cycle.pathFromRoot))"
    // NB: a long cycle by its first and last references and its length, so that the message stays short.
    let references = Shortening.list(cycle.references.map { "    \($0)" })
    let length =
      references.count < cycle.references.count ? " (\(Shortening.grouped(cycle.references.count)) references)" : ""
    let lines = references + ["    \(breakIt(cycle))"]
    return "  Cycle \(number), \(place)\(length):\n" + lines.joined(separator: "\n")
  }

  /// `Break it: make ScenePresenter.view weak`; when a library's object closes the cycle, which library keeps which
  /// of the app's objects, and that the fix is the app's call that handed it over.
  private static func breakIt(_ cycle: RetainCycle) -> String {
    let closing = cycle.closingReference
    if closing.isChangeable, closing.isCapture {
      return "Break it: capture \(closing.targetType) weakly in \(closing.ownerType).\(closing.path) ([weak self]), "
        + "or set the closure to nil when it is done"
    }
    if closing.isChangeable, let bracket = closing.path.firstIndex(of: "[") {
      // NB: an element of a collection cannot be declared weak; the collection can let go of it.
      let collection = "\(closing.ownerType).\(closing.path[..<bracket])"
      return "Break it: remove \(closing.targetType) from \(collection) when it is done, or keep its elements in a "
        + "box that holds them weakly"
    }
    if closing.isChangeable { return "Break it: make \(closing.ownerType).\(closing.path) weak" }
    if let module = closing.libraryValueModule, closing.isAppCode {
      // NB: the app's object holds it through a library's value, inside which nothing is the app's to weaken; the
      // app's own reference in the cycle is.
      let inside = "\(closing.ownerType).\(closing.path) lies inside \(module)'s value, which the app cannot change"
      guard let own = cycle.references.last(where: \.isChangeable) else {
        return "Break it on the app's side: \(inside); end the registration that put \(closing.targetType) there."
      }
      return "Break it: make \(own.ownerType).\(own.path) weak (\(inside))"
    }
    let owning =
      cycle.references.last(where: \.isAppCode).map { " own what \($0.ownerType).\($0.path) holds, or" } ?? ""
    return "Break it on the app's side: \(closing.ownerType).\(closing.path) (\(closing.ownerModule)) keeps "
      + "\(closing.targetType), which the app handed over in a registration, an observation or a subscription. End "
      + "that when \(closing.targetType) is done, or let something outside the cycle\(owning) register "
      + "\(closing.targetType) in a way the library does not keep. Making an app reference in this cycle weak would "
      + "free what it points to at once."
  }
}
