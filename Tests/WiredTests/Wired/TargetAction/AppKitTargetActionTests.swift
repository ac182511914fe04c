#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Testing
  import Wired

  // Apple-only: these run in the macOS workflow with the real AppKit.

  @MainActor private final class DocumentTarget: NSObject {
    var saved = 0
    var sender: Any?
    @objc func save(_ sender: Any?) {
      saved += 1
      self.sender = sender
    }
  }

  @MainActor @Suite struct AppKitTargetActionTests {
    let target = DocumentTarget()

    @Test func buttonSendsItsActionToItsTarget() {
      let button = NSButton(title: "Save", target: target, action: #selector(DocumentTarget.save(_:)))
      #expect(
        captureFailures { assertSendsAction(button, to: target, action: #selector(DocumentTarget.save(_:))) }.isEmpty)
      #expect(target.saved == 1)
      #expect(target.sender as? NSButton === button)
    }

    @Test func aButtonWithoutAnActionFails() {
      let button = NSButton(title: "Save", target: nil, action: nil)
      let message = captureFailures { assertSendsAction(button) }.first?.message ?? ""
      #expect(message.hasPrefix("Expected button (NSButton \"Save\") to send an action, but none is registered"))
    }

    @Test func menuItemsSendTheirAction() {
      let item = NSMenuItem(title: "Save", action: #selector(DocumentTarget.save(_:)), keyEquivalent: "s")
      item.target = target
      #expect(captureFailures { assertSendsAction(item) }.isEmpty)
      #expect(target.sender as? NSMenuItem === item)
    }
  }
#endif
