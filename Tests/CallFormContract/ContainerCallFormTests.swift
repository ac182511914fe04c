import Testing
import Wired

/// Each spelling of the container check, with its query form.
@Suite struct ContainerCallFormTests {
  enum MayStayNil: String, PropertyName { case note }

  @Test func containerServicesByNameOrByType() {
    let services = [
      ContainerService("screen", except: ["note"]) { wiredScreen() },
      ContainerService(Screen.self, except: [MayStayNil.note]) { wiredScreen() as Screen? },
    ]
    var passed = false
    #expect(captureFailures { passed = assertContainerWired(services) }.isEmpty)
    #expect(passed)
    #expect(captureFailures { assertContainerWired(services, checking: [.leaks], scope: .appModules) }.isEmpty)
    #expect(checkContainer(services, checking: [.injection, .retainCycles, .leaks]).passed)
    #expect(checkContainer([ContainerService(Screen.self) { Screen() }]).failures.keys.sorted() == ["Screen"])
    #expect(
      headlines(captureFailures { assertContainerWired([ContainerService("cycle") { cycle() }], message: "DI") }) == [
        "DI - Expected every service of the container to resolve wired, but 1 of 1 did not"
      ])
  }
}
