import Foundation
import SampleApp
import Wired

// Scenario 6: the scene's wiring pinned by a snapshot, and a scene tracked for leaks as @Test(.checksLeaks) does.

extension Tour {
  func snapshotScenario() async {
    scenario(
      6, "The scene's wiring pinned, and its leaks tracked",
      "  A snapshot recorded from the healthy scene pins every reference; a test tracks the scene it builds and the\n"
        + "  trait checks, when the test ends, that it was released.")
    // NB: recorded as the first run of the test would record it; named, since the tour checks it twice.
    let folder = URL(fileURLWithPath: "/tmp/WiredTour/__Snapshots__/SceneTests")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? await wiringSnapshot(SceneCreator.make()).write(
      to: folder.appendingPathComponent("sceneWiring.scene.wiring.txt"), atomically: true, encoding: .utf8)
    let testFile: StaticString = "/tmp/WiredTour/SceneTests.swift"
    check(
      "assertWiringSnapshot(SceneCreator.make(), named: \"scene\")",
      healthy: "the scene is wired as recorded",
      bug: "a refactor made the presenter hold its view strongly"
    ) { buggy in
      let scene = SceneCreator.make(buggy ? .strongView : .none)
      assertWiringSnapshot(scene, named: "scene", filePath: testFile, function: "sceneWiring()")
      if buggy { (try? wired(scene, path: "interactor.presenter", as: RetainingPresenter.self))?.view = nil }
    }
    await check(
      "@Test(.checksLeaks) with trackForMemoryLeaks(scene), as the trait runs it: withLeakTracking { … }",
      healthy: "the scene is released when the test ends",
      bug: "the strong presenter keeps the scene alive after the test"
    ) { buggy in
      await withLeakTracking(timeout: 0.2) {
        trackForMemoryLeaks(SceneCreator.make(buggy ? .strongView : .none))
      }
    }
    show(
      "The snapshot, __Snapshots__/SceneTests/sceneWiring.scene.wiring.txt:", await wiringSnapshot(SceneCreator.make()))
  }
}
