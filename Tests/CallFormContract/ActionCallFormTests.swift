import Testing
import Wired

/// Each spelling of `assertSendsAction`.
@Suite struct ActionCallFormTests {
  @MainActor @Test func sendsAction() {
    let button = Tapper()
    var taps = 0
    button.on(.tap) { taps += 1 }
    #expect(captureFailures { assertSendsAction(button, event: .tap) }.isEmpty)
    #expect(taps == 1)
    #expect(
      headlines(captureFailures { assertSendsAction(button, event: .hold, message: "hold") }) == [
        "hold - Expected button (Tapper) to send an action for hold, but none is registered"
      ])
  }
}
