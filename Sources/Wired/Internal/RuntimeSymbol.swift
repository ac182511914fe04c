#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Entry points of the Swift runtime, looked up by name in the running process.
///
/// NB: looked up at run time rather than linked, so that a runtime without one (an older OS version) costs the
/// feature that needs it instead of failing to load the test bundle.
enum RuntimeSymbol {
  /// The address of `name`, or `nil` when the runtime has no such symbol.
  static func address(of name: String) -> UnsafeMutableRawPointer? {
    guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(handle, name)
  }
}
