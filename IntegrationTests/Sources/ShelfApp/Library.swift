import ShelfExtras
import ShelfKit

/// Who the app tells that a book was lent.
public protocol LoanNotifier: AnyObject, Sendable {}

/// The app's notifier.
public final class MailNotifier: LoanNotifier {
  /// A notifier.
  public init() {}
}

/// The app's service, stored on the library's shelf under a key of the app's.
public final class LoanService: @unchecked Sendable {
  /// Set by the app's setup.
  public var notifier: (any LoanNotifier)?

  /// A service with no notifier yet.
  public init() {}
}

/// The key the app's service is stored under.
public enum LoanServiceKey {}

/// The app: a shelf with the other library's extras and the app's own service in it.
public final class LibraryApp: @unchecked Sendable {
  /// The library's application object.
  public let shelf = Shelf()

  /// An app whose setup gives the service its notifier, unless `forgetsNotifier`, a slip of the setup.
  public init(forgetsNotifier: Bool = false) {
    _ = shelf.extras
    let service = LoanService()
    if !forgetsNotifier { service.notifier = MailNotifier() }
    shelf[LoanServiceKey.self] = service
  }
}
