import Foundation
import Testing
import WiredTestSupport

@testable import Wired

/// A test goes on after it tracks an object: what it adds to the graph afterwards (an editor the settings open) is
/// read when the check judges, named as added, with the cycle its editor's closure closes.
@Suite struct AddedAfterTrackingTests {
  @Test func anEditorOpenedAfterTrackingIsNamedWithItsClosure() async {
    let opened = OpenedSettings()
    defer { opened.close() }
    let tracker = LeakTracker()
    let line = #line + 1
    LeakTracker.$current.withValue(tracker) { opened.open(tracking: { trackForMemoryLeaks($0) }) }
    let failures = await captureFailures { await tracker.checkReleased(timeout: 0.01) }
    expectFailure(Self.expected, line: line, in: failures)
  }

  @Test func theAwaitedAssertionReadsTheGraphAsItIsAfterTheWait() async {
    let opened = OpenedSettings()
    defer { opened.close() }
    let line = #line + 2
    let failures = await captureFailures {
      await assertNoLeaks(timeout: 0.2) {
        let settings = AccountSettings()
        opened.keep(settings)
        Task { settings.editProfile() }
        return settings
      }
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.first?.message.contains("    editor: ProfileEditor, added after tracking began, in cycle 1\n")
        == true)
    #expect(
      failures.first?.message.contains("    ProfileEditor.onFinish: (() -> Void)? captures AccountSettings\n") == true)
  }

  @Test func aSettingsScreenThatClosesItsEditorPasses() async {
    let tracker = LeakTracker()
    LeakTracker.$current.withValue(tracker) {
      let settings = AccountSettings()
      trackForMemoryLeaks(settings)
      settings.editProfile()
      settings.editor?.finish()
    }
    #expect(await captureFailures { await tracker.checkReleased(timeout: 0.5) }.map(\.message) == [])
  }

  static let expected = """
    Expected every object tracked here to be released by the end of the test, but 2 were not

      Not released:
        (the root) AccountSettings, in cycle 1
        editor: ProfileEditor, added after tracking began, in cycle 1

      Cycle 1, at the root:
        AccountSettings.editor: ProfileEditor? → ProfileEditor
        ProfileEditor.onFinish: (() -> Void)? captures AccountSettings
        Break it: capture AccountSettings weakly in ProfileEditor.onFinish ([weak self]), or set the closure to nil when it is done

    Make the reference that points back toward the root weak or unowned, or the closure's capture of it weak: a cycle keeps its objects alive once nothing else refers to them.
    """
}

/// Settings whose editor, opened after the settings were tracked, calls back into them through a closure that
/// captures them strongly: settings → editor → `onFinish` → settings, a cycle reflection cannot see.
final class AccountSettings: @unchecked Sendable {
  var onEditProfile: (() -> Void)?
  var editor: ProfileEditor?

  init() {
    onEditProfile = { [weak self] in self?.editProfile() }
  }

  func editProfile() {
    let editor = ProfileEditor()
    editor.onFinish = { self.editor = nil }
    self.editor = editor
  }
}

final class ProfileEditor: @unchecked Sendable {
  var onFinish: (() -> Void)?

  func finish() { onFinish?() }
}

/// Opens settings and their editor out of the test's sight, as a test that goes on after tracking does, and closes
/// the editor at the end, which breaks the cycle.
final class OpenedSettings: @unchecked Sendable {
  private weak var settings: AccountSettings?

  func open(tracking track: (AccountSettings) -> Void) {
    let settings = AccountSettings()
    track(settings)
    settings.editProfile()
    self.settings = settings
  }

  func keep(_ settings: AccountSettings) { self.settings = settings }

  func close() { settings?.editor?.finish() }
}
