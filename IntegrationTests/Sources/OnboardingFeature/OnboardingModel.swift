import Dependencies
import Foundation
import Observation

// App code in the style of pointfree's swift-dependencies examples: an `@Observable` model whose dependencies are
// `@Dependency` properties. The library's own storage (`_uuid`, a cache of values, an interned key path, a lock) is
// shared by every model; only what the model creates is its own.

/// One step of an onboarding flow.
public final class OnboardingStep {
  public let id: UUID

  init(id: UUID) {
    self.id = id
  }
}

/// An app singleton that keeps the steps it is handed: what it keeps outlives the model.
public final class StepArchive: @unchecked Sendable {
  public static let shared = StepArchive()
  private let lock = NSLock()
  private var steps: [OnboardingStep] = []

  func keep(_ step: OnboardingStep) {
    lock.lock()
    defer { lock.unlock() }
    steps.append(step)
  }

  /// Forgets every step it kept.
  public func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    steps = []
  }
}

/// The model of an onboarding screen.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable public final class OnboardingModel {
  @ObservationIgnored @Dependency(\.uuid) var uuid
  public private(set) var step: OnboardingStep?
  @ObservationIgnored private let archivesSteps: Bool

  /// Creates the model; `archivesSteps` hands each step to the ``StepArchive``, which keeps it.
  public init(archivesSteps: Bool = false) {
    self.archivesSteps = archivesSteps
  }

  /// Starts the flow at its first step.
  public func start() {
    let step = OnboardingStep(id: uuid())
    if archivesSteps { StepArchive.shared.keep(step) }
    self.step = step
  }
}
