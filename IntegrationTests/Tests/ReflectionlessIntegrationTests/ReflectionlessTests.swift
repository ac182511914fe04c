import ReflectionlessFeature
import Testing
import Wired

/// The screen, in a module with reflection metadata, that holds the profile.
final class ProfileScreen {
  let profile: LegacyProfile

  init(profile: LegacyProfile) { self.profile = profile }
}

// A type compiled without reflection metadata has stored bytes and no fields that reflection lists: every check says
// that it cannot read it, never that it holds nothing.
@Suite struct ReflectionlessTests {
  private let reason =
    "LegacyProfile was compiled without reflection metadata (-disable-reflection-metadata), so its stored properties "
    + "cannot be listed"

  @Test func aTypeWithoutReflectionMetadataIsUnreadableNeverEmpty() {
    let profile = LegacyProfile(name: "Ada")
    let report = checkInjections(profile)
    #expect(!report.passed)
    #expect(report.unreadable == [GraphFinding(path: "self", type: "LegacyProfile", note: reason)])
    #expect(!checkRetainCycles(profile).passed)
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(profile) }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        Expected every optional dependency in the graph of LegacyProfile to be checked, but Wired cannot read 1 property

          Cannot read:
            self: LegacyProfile — \(reason)

        What Wired cannot read may hide a nil dependency: check it another way (assertWired, the API of its type), then list it in except:.
        """
      ])
  }

  @Test func aPathIntoItSaysWhyItStops() {
    let profile = LegacyProfile(name: "Ada", avatar: AvatarLoader())
    let failures = captureFailures {
      assertWired(ProfileScreen(profile: profile), path: "profile.avatar", to: AvatarLoader.self)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected "profile.avatar" to be an AvatarLoader

          Found: LegacyProfile.avatar cannot be read: \(reason)
          Path:  ProfileScreen › profile: LegacyProfile › avatar

        Check what it holds another way, such as through the API of the type that owns it.
        """
      ])
  }

  @Test func anObjectThatHoldsOneNamesItByItsPath() {
    let report = checkInjections(ProfileScreen(profile: LegacyProfile(name: "Ada")))
    #expect(report.unreadable == [GraphFinding(path: "profile", type: "LegacyProfile", note: reason)])
    #expect(report.missing.map(\.description) == [])
  }
}
