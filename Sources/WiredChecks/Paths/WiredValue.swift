import WiredReading

/// Follows a path of stored properties from `root` and returns the value at its end as a `T`.
///
/// Use it with `#require`, or to compose your own checks;
/// ``assertWired(_:path:to:message:fileID:filePath:line:column:)-(_,_,AnyObject,_,_,_,_,_)`` reports instead of
/// throwing. Every `Optional` on the way is unwrapped; pass `as: Any.self` to take whatever is there.
///
/// - Parameters:
///   - root: The object or value the path starts from.
///   - path: Stored properties separated by dots, such as `"interactor.presenter"`.
///   - type: The type the value must have, or a protocol it must conform to.
/// - Returns: The value at the end of the path. A closure read this way must not be called: reflection loses its
///   calling convention (swiftlang/swift#54696), so a closure type is refused.
/// - Throws: A ``WiringError`` that says where the path broke and what exists there, or that the value is another
///   type.
///
/// ```swift
/// let presenter = try wired(scene, path: "interactor.presenter", as: ScenePresenter.self)
/// #expect(presenter.view === scene)
/// ```
public func wired<T>(_ root: Any, path: WiringPath, as type: T.Type) throws(WiringError) -> T {
  // NB: the claim has just checked `is T`.
  try wired(root, path: path, claim: T.self == Any.self ? .leadsToAValue : .instance(of: type)) as! T
}

func wired(_ root: Any, path: WiringPath, claim: WiringClaim) throws(WiringError) -> Any {
  switch PathSearch.run(root, path: path, claim: claim) {
  case .passed(let value): return value
  case .failed(let message): throw WiringError(description: message.rendered(userMessage: ""))
  }
}
