// A test double that records its calls and answers with stubs: subclass `Mock` (or `Spy`, which only records), call
// `recordCall()` or a `stubbed…` read in each method, then assert on the calls. Declare its methods once, in a
// `Method` enum of the names `#function` gives them (`DeclaresMethods`): tests name them by case, so a typo cannot
// compile, a string that names none of them fails even when nothing was called, and a call the enum lacks fails.
import Testing
import Wired

struct User: Equatable { let id: Int }
enum LoginError: Error { case offline }

protocol SessionService: Sendable {
  func logIn(user: String, password: String) async throws -> User
  func logOut()
}

final class SessionServiceMock: Mock, SessionService, DeclaresMethods, @unchecked Sendable {
  enum Method: String, CaseIterable {
    case logIn = "logIn(user:password:)"
    case logOut = "logOut()"
  }

  func logIn(user: String, password: String) async throws -> User {
    try stubbedAnswer(with: user, password)  // records the call; answers with the stub, or throws
  }

  func logOut() { recordCall() }
}

@MainActor final class LoginViewModel {
  private let session: SessionService
  private(set) var user: User?
  private(set) var error: String?

  init(session: SessionService) { self.session = session }

  func logIn(_ name: String, _ password: String) async {
    do { user = try await session.logIn(user: name, password: password) } catch { self.error = "Try again later" }
  }
}

@MainActor @Test func loggingInCallsTheServiceOnce() async {
  let session = SessionServiceMock()
  session.stub(.logIn, returning: User(id: 7))
  let viewModel = LoginViewModel(session: session)
  await viewModel.logIn("ann", "secret")
  assertCalled(session, .logIn, with: "ann", "secret", times: 1)
  assertNotCalled(session, .logOut)
  #expect(viewModel.user == User(id: 7))
}

@MainActor @Test func aFailedLogInSaysSo() async {
  let session = SessionServiceMock()
  session.stub(.logIn, throwing: LoginError.offline)
  let viewModel = LoginViewModel(session: session)
  await viewModel.logIn("ann", "secret")
  #expect(viewModel.error == "Try again later")
}

@Test func aClosureDependencyIsSpiedOnToo() {
  let onLogOut = ClosureSpy<Void, Void>("onLogOut")
  let logOut = onLogOut.handler()  // what the app's code gets, a `() -> Void`
  logOut()
  assertCalled(onLogOut, times: 1)
}

@Test func aTypoIsNotASilentPassEvenWhenNothingWasCalled() {
  let session = SessionServiceMock()
  let failures = captureFailures { assertNotCalled(session, "logut()") }
  #expect(failures.first?.message.contains("Did you mean \"logOut()\"?") == true)
}
