import Testing
import Wired

// The shape of seed 0x225459e4 that the shape generator found unread: a noncopyable generic bound to a `fileprivate`
// struct whose name is not ASCII, so that the field's type name holds a Punycode name with a private discriminator
// (`0014Gre159_1_ryaDuACLLV`).

private protocol ShapeDependency159: AnyObject {}
private final class Dependency159: ShapeDependency159 {}

private final class Leaf159: @unchecked Sendable {
  var dep: (any ShapeDependency159)?
  init(planted: Bool) { dep = planted ? nil : Dependency159() }
}

private struct Hidden159 {
  var inner: Leaf159
}

private struct Größe159 {
  var inner: Hidden159
}

private struct Noncopyable159<Value>: ~Copyable {
  var inner: Value
  deinit {}
}

private final class Holder159: @unchecked Sendable {
  var slot: Noncopyable159<Größe159>
  init(_ inner: Größe159) { slot = Noncopyable159(inner: inner) }
}

private final class Root159: @unchecked Sendable {
  var slot: Holder159
  init(planted: Bool) { slot = Holder159(Größe159(inner: Hidden159(inner: Leaf159(planted: planted)))) }
}

@Suite struct PrivateNonASCIINameTests {
  @Test func aNoncopyableGenericOverAPrivateNonASCIITypeIsReadThrough() {
    let planted = checkInjections(Root159(planted: true))
    #expect(planted.unreadable == [])
    #expect(planted.missing.map(\.path) == ["slot.slot.inner.inner.inner.dep"])
    #expect(checkInjections(Root159(planted: false)).passed)
  }
}
