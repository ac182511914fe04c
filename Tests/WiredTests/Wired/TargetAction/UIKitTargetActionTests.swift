#if canImport(UIKit) && !os(watchOS)
  import Testing
  import UIKit
  import Wired

  // Apple-only: these run in the macOS and iOS workflows with the real UIKit. On Linux the shared core is tested
  // through `TestControl`, and this adapter is type-checked against the stand-ins in Tests/AppleStandIns.

  /// Counts what an action handler received, from whatever context UIKit calls it in.
  private final class Received: @unchecked Sendable {
    var count = 0
    var sender: Any?
    var argumentCount = -1
  }

  @MainActor private final class PaymentTarget: NSObject {
    let received = Received()
    @objc func confirm() {
      received.count += 1
      received.argumentCount = 0
    }
    @objc func pay(_ sender: Any?) {
      received.count += 1
      received.sender = sender
      received.argumentCount = 1
    }
    @objc func pay(_ sender: Any?, forEvent event: UIEvent?) {
      received.count += 1
      received.sender = sender
      received.argumentCount = 2
    }
  }

  @MainActor @Suite struct UIKitTargetActionTests {
    let target = PaymentTarget()

    @Test func buttonSendsItsActionWithTheButtonAsSender() {
      let button = UIButton(type: .system)
      button.addTarget(target, action: #selector(PaymentTarget.pay(_:)), for: .touchUpInside)
      #expect(captureFailures { assertSendsAction(button, event: .touchUpInside) }.isEmpty)
      #expect(target.received.count == 1)
      #expect(target.received.sender as? UIButton === button)
      #expect(
        captureFailures {
          assertSendsAction(button, event: .touchUpInside, to: target, action: #selector(PaymentTarget.pay(_:)))
        }.isEmpty)
    }

    @Test func aButtonMadeWithAPrimaryActionFiresItOnTouchUpInside() {
      let received = Received()
      let button = UIButton(primaryAction: UIAction(title: "Pay") { _ in received.count += 1 })
      #expect(captureFailures { assertSendsAction(button, event: .touchUpInside) }.isEmpty)
      #expect(captureFailures { assertSendsAction(button, event: .primaryActionTriggered) }.isEmpty)
      #expect(received.count == 2)
    }

    @Test func aBarButtonItemMadeWithAPrimaryActionFiresIt() {
      let received = Received()
      let item = UIBarButtonItem(primaryAction: UIAction(title: "Done") { _ in received.count += 1 })
      #expect(captureFailures { assertSendsAction(item) }.isEmpty)
      #expect(received.count == 1)
    }

    @Test func selectorsOfEveryArityReceiveTheirArguments() {
      for (selector, arity) in [
        (#selector(PaymentTarget.confirm), 0),
        (#selector(PaymentTarget.pay(_:forEvent:)), 2),
      ] {
        let button = UIButton(type: .system)
        button.addTarget(target, action: selector, for: .touchUpInside)
        assertSendsAction(button, event: .touchUpInside)
        #expect(target.received.argumentCount == arity)
      }
    }

    @Test func uiActionHandlersFire() {
      let received = Received()
      let button = UIButton(type: .system)
      button.addAction(UIAction(title: "Pay") { _ in received.count += 1 }, for: .touchUpInside)
      #expect(captureFailures { assertSendsAction(button, event: .touchUpInside) }.isEmpty)
      #expect(received.count == 1)
    }

    @Test func switchesSlidersAndTextFieldsSendTheirEvents() {
      let toggle = UISwitch()
      toggle.addTarget(target, action: #selector(PaymentTarget.pay(_:)), for: .valueChanged)
      let slider = UISlider()
      slider.addTarget(target, action: #selector(PaymentTarget.pay(_:)), for: .valueChanged)
      let field = UITextField()
      field.addTarget(target, action: #selector(PaymentTarget.pay(_:)), for: .editingChanged)
      let failures = captureFailures {
        assertSendsAction(toggle, event: .valueChanged)
        assertSendsAction(slider, event: .valueChanged)
        assertSendsAction(field, event: .editingChanged)
      }
      #expect(failures.isEmpty)
      #expect(target.received.count == 3)
    }

    @Test func aButtonWithNothingForTheEventFailsAndSaysWhatIsRegistered() {
      let button = UIButton(type: .system)
      button.setTitle("Pay", for: .normal)
      button.addTarget(target, action: #selector(PaymentTarget.pay(_:)), for: .touchDown)
      let failures = captureFailures { assertSendsAction(button, event: .touchUpInside) }
      let message = failures.first?.message ?? ""
      #expect(
        message.hasPrefix(
          "Expected button (UIButton \"Pay\") to send an action for touchUpInside, but none is registered"))
      #expect(message.contains("touchDown: pay: → PaymentTarget ("))
      #expect(target.received.count == 0)
    }

    @Test func aDisabledButtonFailsUnlessAskedNotTo() {
      let button = UIButton(type: .system)
      button.addTarget(target, action: #selector(PaymentTarget.pay(_:)), for: .touchUpInside)
      button.isEnabled = false
      #expect(captureFailures { assertSendsAction(button, event: .touchUpInside) }.count == 1)
      #expect(captureFailures { assertSendsAction(button, event: .touchUpInside, requireInteractive: false) }.isEmpty)
    }

    @Test func aSelectorTheTargetDoesNotImplementFailsInsteadOfCrashing() {
      let button = UIButton(type: .system)
      button.addTarget(target, action: NSSelectorFromString("refund:"), for: .touchUpInside)
      let message = captureFailures { assertSendsAction(button, event: .touchUpInside) }.first?.message ?? ""
      #expect(message.contains("but the target of refund: does not implement it"))
    }

    @Test func barButtonItemsSendTheirAction() {
      let item = UIBarButtonItem(title: "Done", style: .done, target: target, action: #selector(PaymentTarget.pay(_:)))
      #expect(captureFailures { assertSendsAction(item, to: target, action: #selector(PaymentTarget.pay(_:))) }.isEmpty)
      #expect(target.received.sender as? UIBarButtonItem === item)
    }
  }
#endif
