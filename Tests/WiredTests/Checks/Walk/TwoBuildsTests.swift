import Testing

@testable import WiredChecks

/// A root built twice: two builds of a creator are two objects; an expression that returns one variable, or a
/// singleton, is one object, which a check reads alone.
@Suite struct TwoBuildsTests {
  final class Scene {}

  @Test func aCreatorBuildsTwoObjects() {
    var made = 0
    let builds = TwoBuilds {
      made += 1
      return Scene()
    }
    #expect(made == 2)
    #expect(builds.first !== builds.second)
    #expect(!builds.areOneObject)
  }

  @Test func aVariableIsOneObjectAndAValueIsNever() {
    let scene = Scene()
    #expect(TwoBuilds { scene }.areOneObject)
    #expect(TwoBuilds { scene as Any }.areOneObject)
    #expect(!TwoBuilds { 3 }.areOneObject)
  }
}
