import Testing

@testable import WiredReading

/// An enum case's payload, read by the runtime's reflection: the same case name and value a `Mirror` lists, without
/// building one.
@Suite struct EnumPayloadTests {
  private final class Engine {}
  private enum Loading {
    case idle
    case loaded(Engine)
    case failed(code: Int, message: String)
    indirect case retrying(Loading)
  }

  @Test func aCaseWithAPayloadGivesItsNameAndValueAsItsMirrorDoes() throws {
    let engine = Engine()
    for value: Any in [Loading.loaded(engine), Loading.failed(code: 4, message: "gone"), Loading.retrying(.idle)] {
      let payload = try #require(EnumPayload.of(value))
      let child = try #require(Mirror(reflecting: value).children.first)
      #expect(payload.caseName == child.label)
      #expect(String(describing: payload.payload) == String(describing: child.value))
    }
    #expect(EnumPayload.of(Loading.loaded(engine))?.payload as AnyObject === engine)
  }

  @Test func aCaseWithoutAPayloadAndAValueThatIsNoEnumGiveNone() {
    #expect(EnumPayload.of(Loading.idle) == nil)
    #expect(EnumPayload.of((1, 2)) == nil)
    #expect(EnumPayload.of(Engine()) == nil)
    #expect(EnumPayload.of(Optional(3) as Any) == nil, "an optional is unwrapped, never read as an enum")
  }
}
