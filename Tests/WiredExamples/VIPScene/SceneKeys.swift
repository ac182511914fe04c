import Wired

/// The names the tests use, kept in one place instead of strings spread over them.
enum SceneKeys: String, PropertyName {
  case interactor, presenter, view, router, viewController
}
