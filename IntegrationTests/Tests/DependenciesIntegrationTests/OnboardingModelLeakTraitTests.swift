import Dependencies
import OnboardingFeature
import Testing
import Wired

/// The same model under the leak trait, as a user of swift-dependencies writes it: the library's cache of values is not
/// the model's leak in either tracking form, and a step the model leaks is named as `assertNoLeaks` names it.
extension OnboardingModelTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.checksLeaks) func aModelHandedOverBuiltPasses() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      OnboardingModel()
    }
    trackForMemoryLeaks(model)
    model.start()
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.checksLeaks) func aModelBuiltByTheTrackingCallPasses() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      trackForMemoryLeaks(OnboardingModel())
    }
    model.start()
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLeakedStepIsNamedAsAssertNoLeaksNamesIt() async {
    defer { StepArchive.shared.removeAll() }
    func startedModel() -> OnboardingModel {
      withDependencies {
        $0.uuid = .incrementing
      } operation: {
        let model = OnboardingModel(archivesSteps: true)
        model.start()
        return model
      }
    }
    let line = #line + 2
    let failures = await captureFailures {
      await withLeakTracking { trackForMemoryLeaks(startedModel()).start() }
    }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.first?.message.hasPrefix(
        """
        Expected every object tracked here to be released by the end of the test, but 1 was not

          Not released:
            step: OnboardingStep, kept from outside the stored graph

          Shared, not checked:
        """) == true)
  }
}
