#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The entry points of the Swift runtime and the C library that Wired calls, each through the calling convention
/// that its declaration gives, never by guess.
///
/// The runtime declares some entry points `SWIFT_CC(swift)` and the others with the C convention; the two agree for
/// simple arguments on some architectures only. So a Swift-convention entry point is declared by name
/// (`@_silgen_name`), as the standard library declares it itself, and called as a Swift function; a C entry point is
/// looked up by name and called as `@convention(c)`, so that one missing from an older runtime costs only the feature
/// that needs it. `RuntimeFunctionsTests` calls each one on a fixture whose answer is known another way.
enum RuntimeFunctions {
  // MARK: - The Swift calling convention

  /// `swift_getTypeContextDescriptor`, `SWIFT_CC(swift)` in the runtime's `Metadata.h`: the context descriptor of a
  /// struct, enum or class, `nil` for any other type.
  static func contextDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
    runtimeContextDescriptor(type)
  }

  /// `swift_reflectionMirror_recursiveCount`, `SWIFT_CC(swift)`: how many stored fields a type has, its superclasses'
  /// included.
  static func fieldCount(of type: Any.Type) -> Int {
    runtimeRecursiveCount(type)
  }

  /// `swift_reflectionMirror_recursiveChildMetadata`, `SWIFT_CC(swift)`: the declared type of the field at `index`
  /// (superclasses' first), its name, whether it holds its value strongly, and whether it is a `var`.
  static func field(_ index: Int, of type: Any.Type) -> (name: String?, type: Any.Type, isStrong: Bool, isVar: Bool) {
    var metadata = FieldReflectionMetadata()
    let fieldType = runtimeRecursiveChildMetadata(type, index: index, fieldMetadata: &metadata)
    defer { metadata.freeName?(metadata.name) }
    return (metadata.name.map { String(cString: $0) }, fieldType, metadata.isStrong, metadata.isVar)
  }

  /// `swift_reflectionMirror_recursiveChildOffset`, `SWIFT_CC(swift)`: where the field at `index` lies in an
  /// instance, in bytes.
  static func fieldOffset(_ index: Int, of type: Any.Type) -> Int {
    runtimeRecursiveChildOffset(type, index: index)
  }

  /// `swift_reflectionMirror_count`, `SWIFT_CC(swift)`, as `Mirror` calls it: how many children the runtime's
  /// reflection lists for `value` seen as `type` (a level of a class, or its own type): its stored fields, or a
  /// tuple's elements.
  static func childCount(of value: Any, type: Any.Type) -> Int {
    runtimeChildCount(value, type: type)
  }

  /// `swift_reflectionMirror_subscript`, `SWIFT_CC(swift)`, as `Mirror` calls it: the child at `index` of `value`
  /// seen as `type`, copied out by the runtime.
  static func child(_ index: Int, of value: Any, type: Any.Type) -> Any {
    var name: UnsafePointer<CChar>?
    var free: NameFree?
    let child = runtimeChild(of: value, type: type, index: index, outName: &name, outFreeFunc: &free)
    free?(name)
    return child
  }

  /// The same, with the child's label as `Mirror` gives it: a field's name, an enum case's, a tuple element's.
  static func labelledChild(_ index: Int, of value: Any, type: Any.Type) -> (label: String?, value: Any) {
    var name: UnsafePointer<CChar>?
    var free: NameFree?
    let child = runtimeChild(of: value, type: type, index: index, outName: &name, outFreeFunc: &free)
    defer { free?(name) }
    return (name.flatMap { String(validatingCString: $0) }, child)
  }

  /// `swift_getTypeByMangledNameInContext`, through the standard library's own declaration: the type a mangled name
  /// names, in the generic context of a descriptor and its arguments.
  static func type(
    named mangled: [UInt8], context: UnsafeRawPointer?, genericArguments: UnsafeRawPointer?
  ) -> Any.Type? {
    guard !mangled.isEmpty else { return nil }
    return mangled.withUnsafeBufferPointer { name in
      type(named: name.baseAddress!, count: name.count, context: context, genericArguments: genericArguments)
    }
  }

  /// The same, for a name laid out in memory, whose symbolic references are relative to where it lies.
  static func type(
    named mangled: UnsafePointer<UInt8>, count: Int, context: UnsafeRawPointer?, genericArguments: UnsafeRawPointer?
  ) -> Any.Type? {
    _getTypeByMangledNameInContext(mangled, UInt(count), genericContext: context, genericArguments: genericArguments)
  }

  // MARK: - The C calling convention

  /// `swift_weakLoadStrong`, `SWIFT_RUNTIME_EXPORT` (C) in `HeapObject.h`: the object a native weak reference holds,
  /// retained, or `nil`.
  static let weakLoadStrong: (@convention(c) (UnsafeRawPointer) -> UnsafeMutableRawPointer?)? = address(
    of: "swift_weakLoadStrong"
  ).map { unsafeBitCast($0, to: (@convention(c) (UnsafeRawPointer) -> UnsafeMutableRawPointer?).self) }

  /// `swift_tryRetain`, `SWIFT_RUNTIME_EXPORT` (C) in `HeapObject.h`: retains the object and returns it, unless its
  /// deinitialization has begun (`nil`).
  static let tryRetain: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?)? = address(
    of: "swift_tryRetain"
  ).map { unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?).self) }

  /// `swift_demangle`, `SWIFT_RUNTIME_EXPORT` (C) in `Demangle.h`: the readable name of a mangled symbol.
  static func demangle(_ symbol: String) -> String? {
    guard let demangleFunction else { return nil }
    return symbol.utf8CString.withUnsafeBufferPointer { name -> String? in
      guard let text = demangleFunction(name.baseAddress!, name.count - 1, nil, nil, 0) else { return nil }
      defer { free(text) }
      let result = String(cString: text)
      return result == symbol ? nil : result
    }
  }

  private typealias DemangleFunction =
    @convention(c) (
      UnsafePointer<CChar>, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
    ) -> UnsafeMutablePointer<CChar>?

  private static let demangleFunction: DemangleFunction? = address(of: "swift_demangle").map {
    unsafeBitCast($0, to: DemangleFunction.self)
  }

  /// `dladdr`, C: the image that holds `address`, as its file's name and the address it is loaded at.
  static func image(holding address: UnsafeRawPointer) -> (fileName: String, base: UnsafeRawPointer)? {
    // NB: `Dl_info`, as C declares it on every platform: the file's name and base, the symbol's name and address.
    var info = [UnsafeRawPointer?](repeating: nil, count: 4)
    guard let imageFunction, imageFunction(address, &info) != 0, let name = info[0], let base = info[1] else {
      return nil
    }
    return (String(cString: name.assumingMemoryBound(to: CChar.self)), base)
  }

  private typealias ImageFunction = @convention(c) (UnsafeRawPointer?, UnsafeMutablePointer<UnsafeRawPointer?>) -> Int32

  // NB: looked up, since the C library's module leaves it out on Linux unless `_GNU_SOURCE` is defined.
  private static let imageFunction: ImageFunction? = address(of: "dladdr").map {
    unsafeBitCast($0, to: ImageFunction.self)
  }

  /// The address of the C function `name` in the running process, or `nil` when there is none.
  private static func address(of name: String) -> UnsafeMutableRawPointer? {
    guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(handle, name)
  }
}

/// The runtime's `FieldReflectionMetadata`, as the standard library's `ReflectionMirror.swift` mirrors it.
private struct FieldReflectionMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong: Bool = false
  var isVar: Bool = false
}

@_silgen_name("swift_getTypeContextDescriptor")
private func runtimeContextDescriptor(_ type: Any.Type) -> UnsafeRawPointer?

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeRecursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeRecursiveChildMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldReflectionMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func runtimeRecursiveChildOffset(_ type: Any.Type, index: Int) -> Int

private typealias NameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_count")
private func runtimeChildCount<T>(_ value: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func runtimeChild<T>(
  of value: T,
  type: Any.Type,
  index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<NameFree?>
) -> Any
