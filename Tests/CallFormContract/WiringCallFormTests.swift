import Foundation
import Testing
import Wired

/// Each spelling of `assertWired` and `wired`: which overload a call binds to shows in what it compares.
@Suite struct WiringCallFormTests {
  @Test func anInstanceIsComparedByIdentity() {
    let screen = wiredScreen()
    #expect(captureFailures { assertWired(screen, path: "presenter.view", to: screen) }.isEmpty)
    #expect(
      headlines(captureFailures { assertWired(screen, path: "presenter.view", to: Screen()) }).map {
        $0.replacing(/0x[0-9a-f]+/, with: "0x…")
      } == [#"Expected "presenter.view" to be the given Screen (0x…)"#])
  }

  @Test func aClassBoundExistentialIsComparedByIdentity() {
    let screen = wiredScreen()
    let display: Display = screen
    #expect(captureFailures { assertWired(screen, path: "presenter.view", to: display) }.isEmpty)
  }

  @Test func anEquatableObjectIsStillComparedByIdentity() {
    let parent = Controller()
    parent.child = Controller()
    #expect(captureFailures { assertWired(parent, path: "child", to: parent.child!) }.isEmpty)
    #expect(
      headlines(captureFailures { assertWired(parent, path: "child", to: Controller()) }).map {
        $0.replacing(/0x[0-9a-f]+/, with: "0x…")
      } == [#"Expected "child" to be the given Controller (0x…)"#])
  }

  @Test func aValueIsComparedWithEquality() {
    let screen = wiredScreen()
    #expect(captureFailures { assertWired(screen, path: "retries", to: 3) }.isEmpty)
    #expect(captureFailures { assertWired(screen, path: "title", to: "Profile") }.isEmpty)
    #expect(captureFailures { assertWired(screen, path: "presenter.id", to: Identifier(raw: 7)) }.isEmpty)
    #expect(captureFailures { assertWired(screen, path: "note", to: nil as String?) }.isEmpty)
    screen.note = "set"
    #expect(
      headlines(
        captureFailures {
          assertWired(screen, path: "retries", to: 4, message: "plist")
          assertWired(screen, path: "note", to: nil as String?)
        }) == [#"plist - Expected "retries" to equal 4"#, #"Expected "note" to equal nil"#])
  }

  @Test func nilIsCheckedAsNilOfAnyType() {
    let screen = wiredScreen()
    let unwired = Screen()
    #expect(captureFailures { assertWired(screen, path: "note", to: nil) }.isEmpty)
    #expect(captureFailures { assertWired(unwired, path: "presenter", to: nil) }.isEmpty)
    screen.note = "set"
    #expect(
      headlines(
        captureFailures {
          assertWired(screen, path: "note", to: nil)
          assertWired(screen, path: "presenter", to: nil)
        }) == [#"Expected "note" to be nil"#, #"Expected "presenter" to be nil"#])
  }

  @Test func anOptionalReferenceIsComparedByIdentityAndItsNilAsNil() {
    let screen = wiredScreen()
    #expect(captureFailures { assertWired(screen, path: "presenter", to: screen.presenter) }.isEmpty)
    let view = screen.presenter?.view
    #expect(captureFailures { assertWired(screen, path: "presenter.view", to: view) }.isEmpty)
    let other: Presenter? = Presenter()
    #expect(
      headlines(captureFailures { assertWired(screen, path: "presenter", to: other) }).map {
        $0.replacing(/0x[0-9a-f]+/, with: "0x…")
      } == [#"Expected "presenter" to be the given Presenter (0x…)"#])
    let unset: Presenter? = nil
    #expect(
      headlines(captureFailures { assertWired(screen, path: "presenter", to: unset) }) == [
        #"Expected "presenter" to be nil"#
      ])
  }

  @Test func anOptionalGivenAsAnyIsItsContent() {
    let screen = wiredScreen()
    let retries: Any? = 3
    let presenter: Any? = screen.presenter
    #expect(captureFailures { assertWired(screen, path: "retries", to: retries as Any) }.isEmpty)
    #expect(captureFailures { assertWired(screen, path: "presenter", to: presenter as Any) }.isEmpty)
  }

  @Test func aTypeIsCheckedAndTheValueReturned() {
    let screen = wiredScreen()
    let presenter = assertWired(screen, path: "presenter", to: Presenter.self)
    #expect(presenter === screen.presenter)
    #expect(
      headlines(captureFailures { _ = assertWired(screen, path: "presenter", to: Screen.self) }) == [
        #"Expected "presenter" to be a Screen"#
      ])
  }

  @Test func aValueGivenAsAnyIsComparedByItsOwnEqualityElseAsItPrints() {
    let screen = wiredScreen()
    let anything: Any = 3
    #expect(captureFailures { assertWired(screen, path: "retries", to: anything) }.isEmpty)
    // NB: an Equatable struct that is not Hashable, as a `[String: Any]` fixture hands it out.
    let identifier: Any = Identifier(raw: 7)
    #expect(captureFailures { assertWired(screen, path: "presenter.id", to: identifier) }.isEmpty)
    let other: Any = Identifier(raw: 8)
    #expect(
      headlines(captureFailures { assertWired(screen, path: "presenter.id", to: other) }) == [
        #"Expected "presenter.id" to equal Identifier(raw: 8)"#
      ])
  }

  @Test func pathsAsStringsArraysAndNames() throws {
    let screen = wiredScreen()
    #expect(captureFailures { assertWired(screen, path: ["presenter", "view"], to: screen) }.isEmpty)
    #expect(try wired(screen, path: "presenter.view", as: Any.self) as AnyObject === screen)
    #expect(try wired(screen, path: "presenter", as: Presenter.self) === screen.presenter)
    #expect(throws: WiringError.self) { try wired(screen, path: "presenter.missing", as: Any.self) }
  }
}
