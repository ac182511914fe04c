/// A stub whose value has another type than the call returns: reported where the call is, once.
struct MismatchedStub: Error, CustomStringConvertible {
  let description: String
}
