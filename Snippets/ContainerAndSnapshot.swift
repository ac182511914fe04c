// Everything a dependency container builds, checked at once: each service is resolved, its optional dependencies
// must be injected and its graph free of cycles. A wiring snapshot pins the shape of a graph in a file beside the
// test and fails, with a diff, when a reference is added, removed or changed.
import Testing
import Wired

protocol Logging: AnyObject {}
final class ConsoleLogger: Logging {}

final class APIClient {
  weak var logger: Logging?
}

final class OrdersRepository {
  let client: APIClient
  init(client: APIClient) { self.client = client }
}

/// The app's container, as small as it gets: one logger for the app, a client and a repository per resolve.
final class AppContainer {
  let logger = ConsoleLogger()

  func client() -> APIClient {
    let client = APIClient()
    client.logger = logger
    return client
  }

  func ordersRepository() -> OrdersRepository { OrdersRepository(client: client()) }
}

@Test func everyServiceOfTheContainerIsWired() {
  let container = AppContainer()
  assertContainerWired([
    ContainerService(APIClient.self) { container.client() },
    ContainerService(OrdersRepository.self) { container.ordersRepository() },
  ])
}

@Test func theRepositorysWiringIsPinned() {
  let container = AppContainer()
  #expect(
    wiringSnapshot(container.ordersRepository()) == """
      OrdersRepository
      client: APIClient → APIClient
      client.logger: Logging? weak → ConsoleLogger

      """)
  // Or kept in a file under __Snapshots__, written on the first run and compared on the next ones:
  // assertWiringSnapshot(container.ordersRepository())
}
