/// An `except:` entry that names no stored property (a typo, or a property since removed), or one that is never nil,
/// with what it probably meant.
package struct StaleEntry: Sendable, Hashable, CustomStringConvertible {
  /// The entry as it was given.
  let entry: String
  /// The property, or the path, it probably meant.
  let suggestion: String?
  /// Whether it names a property of an injection check's graph that is not optional.
  package var isNeverNil = false
  /// Whether a property further down the graph has the name, which the suggestion is the path to.
  var isElsewhere = false

  /// `"entry"`, with the suggestion after it when there is one.
  package var description: String {
    "\"\(entry)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
  }
}
