/// The caller's source location, passed untouched from a public assertion to the reporter.
///
/// Kept as `StaticString`s so that an assertion that passes does no string work.
struct SourceSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
