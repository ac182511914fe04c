// swift-format-ignore-file
// NB: the documentation's examples stand here verbatim; formatting would change them.
import Testing
import Wired
import SampleApp

// The examples of the articles on snapshots, containers, the leak trait and adoption mode, each verbatim
// (Scripts/check-doc-code.py checks that they match). The snapshots are checked in beside this file.

@Suite struct PinningWiringWithSnapshotsArticle {
  @Test func sceneWiring() {
    assertWiringSnapshot(SceneCreator.make())
  }

  @Test func partOfTheGraph() {
    assertWiringSnapshot(SceneCreator.make(), named: "shallow", depth: 1)
  }
}

@Suite struct CheckingAWholeContainerArticle {
  @Test func everyServiceResolvesWired() {
    let container = Container()
    assertContainerWired([
      ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.makeSettings() },
    ])
  }

  @Test func everyServiceIsReleasedToo() {
    let container = Container()
    let services = [
      ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.makeSettings() },
    ]
    assertContainerWired(services, checking: [.injection, .retainCycles, .leaks])
  }
}

#if compiler(>=6.1)
  @Suite(.checksLeaks) struct ProfileSceneLeakTests {
    @Test func loadsTheProfile() async {
      let scene = trackForMemoryLeaks(SceneCreator.make())
      await scene.load()
    }
  }
#endif

@Suite struct CheckingLeaksInSwiftTestingArticle {
  @Test func partOfATest() async {
    await withLeakTracking {
      trackForMemoryLeaks(SceneCreator.make())
    }
  }
}

@Suite(.reportingFailures(to: .warnings)) struct LegacyCheckoutTests {
  @Test func checkoutIsInjected() {
    assertAllInjected(Container().makeSettings())
  }
}

// MARK: - Checking an app while it runs: actors

/// What the settings feature's store talks to.
protocol SettingsAPI: AnyObject, Sendable {}

/// The live API.
final class LiveAPI: SettingsAPI, @unchecked Sendable {}

/// The feature's store, an actor.
actor SettingsStore {
  var api: (any SettingsAPI)?
  init(api: (any SettingsAPI)?) { self.api = api }
}

/// A feature that holds its store.
final class SettingsFeature: @unchecked Sendable {
  let store: SettingsStore
  init(store: SettingsStore) { self.store = store }
}

@Suite struct ActorArticleExamples {
  @Test func theSettingsFeatureIsWired() async {
    let feature = SettingsFeature(store: SettingsStore(api: LiveAPI()))
    await assertAllInjected(feature)
    await assertNoRetainCycles(feature)
  }

  @Test func aSynchronousTestSaysWhatItCouldNotRead() {
    let feature = SettingsFeature(store: SettingsStore(api: LiveAPI()))
    #expect(
      checkInjections(feature).message == """
        Expected every optional dependency in the graph of SettingsFeature to be checked, but Wired cannot read 1 property

          Cannot read:
            store: SettingsStore — not read: it is an actor, whose state only its own executor may read; await the check from an async test to read it there

        What Wired cannot read may hide a nil dependency: check it another way (assertWired, the API of its type), then list it in except:.
        """)
    #expect(
      wiringSnapshot(feature)
        == "SettingsFeature\nstore: SettingsStore → SettingsStore (actor, not entered: await the snapshot to read it)\n")
  }
}
