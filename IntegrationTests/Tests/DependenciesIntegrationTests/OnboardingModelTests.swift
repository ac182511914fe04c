import Dependencies
import OnboardingFeature
import Testing
import Wired

/// A model using swift-dependencies: the library's shared storage is not a leak; a step the model leaks is named.
/// Serialized: a test that leaks a step into the shared archive clears it when it ends.
@MainActor @Suite(.serialized) struct OnboardingModelTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aModelUsingDependencyPassesTheLeakCheck() {
    let failures = captureFailures {
      assertNoLeaks {
        withDependencies {
          $0.uuid = .incrementing
        } operation: {
          let model = OnboardingModel()
          model.start()
          return model
        }
      }
    }
    #expect(failures.map(\.message) == [])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aStepThatASingletonKeepsIsNamedAndTheSharedDependencyStorageIsNot() {
    defer { StepArchive.shared.removeAll() }
    let failures = captureFailures {
      assertNoLeaks {
        withDependencies {
          $0.uuid = .incrementing
        } operation: {
          let model = OnboardingModel(archivesSteps: true)
          model.start()
          return model
        }
      }
    }
    let message = failures.first?.message ?? ""
    #expect(failures.count == 1)
    #expect(
      message.hasPrefix(
        """
        Expected every object built by the closure to be released, but 1 was not

          Not released:
            step: OnboardingStep, kept from outside the stored graph

          Shared, not checked:
        """))
    #expect(!message.contains("_uuid"))
  }
}
