/// The elements of an `InlineArray`, read through its own API: its storage is a builtin fixed-size array, which
/// reflection does not describe.
package enum InlineElements {
  /// The elements of `value`, when it is an `InlineArray` of copyable elements; `nil` for any other value.
  package static func elements(of value: Any) -> [Any]? {
    (value as? any InlineArrayElements)?.inlineElements
  }
}

/// What an `InlineArray` answers: its elements, each as `Any`.
private protocol InlineArrayElements {
  var inlineElements: [Any] { get }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension InlineArray: InlineArrayElements where Element: Copyable {
  fileprivate var inlineElements: [Any] {
    indices.map { self[$0] as Any }
  }
}
