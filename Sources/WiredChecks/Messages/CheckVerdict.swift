/// How one run of a check ends, as every assertion reports it: failed, with its message and diagrams, or passed, with
/// what it says even so (the places it did not read). Each check's search gives its verdict; the assertion in `Wired`
/// only reports it.
package enum CheckVerdict {
  /// The check passed; `warning` is what it says at the caller's line all the same, if anything.
  case passed(warning: FailureMessage? = nil)
  /// The check failed with `failure`.
  case failed(FailureMessage)

  /// `failed` with `failure`, or `passed` when there is none.
  package init(failure: FailureMessage?) {
    self = failure.map(CheckVerdict.failed) ?? .passed()
  }
}
