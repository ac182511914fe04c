import WiredReading

/// The one shape of every Wired failure: a headline, an indented detail block, then a hint.
///
/// ```text
/// <message> - Expected "interactor.presenter.view" to be the given SceneViewController (0x6000…)
///
///   Found: nil — ScenePresenter.view is a weak reference that was never set or was already released
///   Path:  SceneViewController › interactor: SceneAInteractor › presenter: ScenePresenter › view: SceneDisplayLogic?
///
/// Set interactor.presenter.view where the graph is built, and check that something else keeps its target alive: a weak reference does not.
/// ```
package struct FailureMessage {
  /// The failed claim, on one line.
  package var headline: String
  /// Labelled lines (`Found:`, `Path:`…), aligned on their values.
  package var details: [(label: String, value: String)] = []
  /// Free lines after the labelled ones, already indented by the caller where needed.
  package var sections: [String] = []
  /// What to do next.
  package var hint: String?
  /// Text to attach to the failure, such as a diagram of the objects involved.
  package var attachments: [TestAttachment] = []

  package init(
    headline: String, details: [(label: String, value: String)] = [], sections: [String] = [], hint: String? = nil,
    attachments: [TestAttachment] = []
  ) {
    self.headline = headline
    self.details = details
    self.sections = sections
    self.hint = hint
    self.attachments = attachments
  }

  /// The message, with the user's own message first when there is one.
  package func rendered(userMessage: String) -> String {
    var text = userMessage.isEmpty ? headline : "\(userMessage) - \(headline)"
    if !details.isEmpty {
      let width = details.map(\.label.count).max() ?? 0
      let lines = details.map { detail in
        let label = "\(detail.label):".padding(toLength: width + 1)
        return "  \(label) \(detail.value.indentingContinuationLines(by: width + 4))"
      }
      text += "\n\n" + lines.joined(separator: "\n")
    }
    for section in sections {
      text += "\n\n" + section
    }
    if let hint {
      text += "\n\n" + hint
    }
    return text
  }

}

// MARK: -

extension String {
  /// The string padded with spaces on the right to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// Indents every line after the first, so a multi-line value stays in its column.
  func indentingContinuationLines(by width: Int) -> String {
    guard contains("\n") else { return self }
    let indent = String(repeating: " ", count: width)
    return split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
  }
}
