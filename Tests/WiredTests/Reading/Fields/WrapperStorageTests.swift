import Testing

@testable import WiredReading

// The wrappers of these tests: each keeps its value in a different place. The fixtures the walks and paths read are
// in Support/WrapperFixtures.swift.

@propertyWrapper private struct PlainWrapper<Value> {
  var wrappedValue: Value
}

/// Keeps its value in a field named like one, behind an enum case, as `@Published` does.
@propertyWrapper private struct Cased<Value> {
  private enum Storage {
    case value(Value)
  }

  private var storage: Storage
  init(wrappedValue: Value) { storage = .value(wrappedValue) }
  var wrappedValue: Value {
    switch storage {
    case .value(let value): value
    }
  }
}

/// Keeps its object weakly, as `@Weak` wrappers do.
@propertyWrapper private struct WeakBox<Object: AnyObject> {
  private final class Box {
    weak var value: Object?
  }

  private let box = Box()
  init(wrappedValue: Object?) { box.value = wrappedValue }
  var wrappedValue: Object? { box.value }
}

/// A generic struct that is no wrapper: its value sits in a field named like none.
private struct NotAWrapper<Value> {
  let first: Value
}

private final class WrappedToken {}

@Suite struct WrapperStorageTests {
  @Test func aWrappersValueIsFoundInWrappedValueOrDeeperInAFieldOfItsGenericType() throws {
    #expect(WrapperStorage.wrappedValue(of: PlainWrapper(wrappedValue: 7)) as? Int == 7)
    #expect(WrapperStorage.wrappedValue(of: Cased(wrappedValue: "seven")) as? String == "seven")
    let token = WrappedToken()
    let weak = WeakBox(wrappedValue: token)
    #expect(try #require(WrapperStorage.wrappedValue(of: weak) as? WrappedToken?) === token)
  }

  @Test func aPlainGenericStructIsNoWrapper() {
    #expect(WrapperStorage.wrappedValue(of: NotAWrapper(first: 1)) == nil)
  }

  @Test func howTheWrapperHoldsItsValueIsHowItsInnermostFieldDoes() {
    let token = WrappedToken()
    #expect(WrapperStorage.ownership(of: WeakBox(wrappedValue: token)) == .weak)
    #expect(WrapperStorage.ownership(of: PlainWrapper(wrappedValue: token)) == .strong)
  }

  @Test func aWrapperOfAnOptionalIsToldByItsGenericArgument() {
    #expect(WrapperStorage.wrapsOptional(PlainWrapper<Int?>(wrappedValue: nil)))
    #expect(!WrapperStorage.wrapsOptional(PlainWrapper(wrappedValue: 1)))
  }
}
