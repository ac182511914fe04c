import Foundation

// The value-heavy graphs of the speed issue, as apps hold them: a service holding a parsed API document (240 paths,
// 121 schemas of nested enums, dictionaries and `Either` values), and a route planner holding a weighted graph of
// 3,025 cities and their edges. Only the objects around the values are the app's wiring.

/// One of two values, as API documents spell "a reference or the thing itself".
enum Either<A, B> {
  case a(A)
  case b(B)
}

/// A `$ref` to a component.
struct ComponentReference {
  var ref: String
}

/// A JSON schema, recursive through arrays, objects and alternatives.
indirect enum Schema {
  case string(format: String?, pattern: String?)
  case integer(minimum: Int?, maximum: Int?)
  case boolean
  case array(items: Schema)
  case object(properties: [String: Schema], required: [String])
  case oneOf([Either<ComponentReference, Schema>])
}

/// An operation's parameter.
struct Parameter {
  enum Location { case path, query, header }
  var name: String
  var location: Location
  var required: Bool
  var schema: Either<ComponentReference, Schema>
}

/// A body's media type.
struct MediaType {
  var schema: Either<ComponentReference, Schema>?
  var examples: [String: String]
}

/// A response.
struct Response {
  var description: String
  var content: [String: MediaType]
  var headers: [String: Either<ComponentReference, Parameter>]
}

/// An operation of a path.
struct Operation {
  var operationID: String
  var summary: String?
  var tags: [String]
  var parameters: [Either<ComponentReference, Parameter>]
  var requestBody: Either<ComponentReference, MediaType>?
  var responses: [Int: Either<ComponentReference, Response>]
  var deprecated: Bool
}

/// The operations of one path.
struct PathItem {
  var get: Operation?
  var put: Operation?
  var post: Operation?
  var delete: Operation?
}

/// The reusable parts of a document.
struct Components {
  var schemas: [String: Schema]
  var responses: [String: Response]
  var parameters: [String: Parameter]
}

/// A parsed API document.
struct APIDocument {
  var title: String
  var version: String
  var paths: [String: PathItem]
  var components: Components

  /// A document of `pathCount` paths and `schemaCount` schemas, each schema an object of nested properties.
  static func make(pathCount: Int = 240, schemaCount: Int = 121) -> APIDocument {
    var schemas: [String: Schema] = [:]
    for index in 0..<schemaCount {
      schemas["Model\(index)"] = model(index)
    }
    var paths: [String: PathItem] = [:]
    for index in 0..<pathCount {
      let model = "Model\(index % schemaCount)"
      paths["/resources\(index)/{id}"] = PathItem(
        get: operation("get\(index)", model: model, body: false),
        put: index % 2 == 0 ? operation("put\(index)", model: model, body: true) : nil,
        post: index % 3 == 0 ? operation("post\(index)", model: model, body: true) : nil,
        delete: index % 4 == 0 ? operation("delete\(index)", model: model, body: false) : nil)
    }
    let error = Response(
      description: "An error",
      content: [
        "application/json": MediaType(schema: .a(ComponentReference(ref: "#/components/schemas/Model0")), examples: [:])
      ],
      headers: [:])
    let id = Parameter(name: "id", location: .path, required: true, schema: .b(.string(format: "uuid", pattern: nil)))
    return APIDocument(
      title: "Store", version: "1.0", paths: paths,
      components: Components(schemas: schemas, responses: ["Error": error], parameters: ["id": id]))
  }

  private static func model(_ index: Int) -> Schema {
    var properties: [String: Schema] = [
      "id": .string(format: "uuid", pattern: nil),
      "name": .string(format: nil, pattern: "^[a-z]+$"),
      "count": .integer(minimum: 0, maximum: 1_000),
      "active": .boolean,
      "tags": .array(items: .string(format: nil, pattern: nil)),
      "address": .object(
        properties: [
          "street": .string(format: nil, pattern: nil), "city": .string(format: nil, pattern: nil),
          "zip": .string(format: nil, pattern: "^[0-9]{5}$"),
        ], required: ["street", "city"]),
      "kind": .oneOf([.b(.string(format: nil, pattern: nil)), .b(.integer(minimum: nil, maximum: nil))]),
    ]
    if index > 0 {
      properties["parent"] = .oneOf([.a(ComponentReference(ref: "#/components/schemas/Model\(index - 1)"))])
      properties["children"] = .array(
        items: .oneOf([.a(ComponentReference(ref: "#/components/schemas/Model\(index - 1)"))]))
    }
    return .object(properties: properties, required: ["id", "name"])
  }

  private static func operation(_ id: String, model: String, body: Bool) -> Operation {
    let reference = ComponentReference(ref: "#/components/schemas/\(model)")
    let ok = Response(
      description: "OK", content: ["application/json": MediaType(schema: .a(reference), examples: ["one": "{}"])],
      headers: [
        "X-Rate-Limit": .b(
          Parameter(
            name: "X-Rate-Limit", location: .header, required: false, schema: .b(.integer(minimum: 0, maximum: nil))))
      ])
    return Operation(
      operationID: id, summary: "Does \(id)", tags: ["resources"],
      parameters: [
        .a(ComponentReference(ref: "#/components/parameters/id")),
        .b(Parameter(name: "limit", location: .query, required: false, schema: .b(.integer(minimum: 1, maximum: 100)))),
      ],
      requestBody: body ? .b(MediaType(schema: .a(reference), examples: [:])) : nil,
      responses: [200: .b(ok), 404: .a(ComponentReference(ref: "#/components/responses/Error"))],
      deprecated: false)
  }
}

/// Sends requests.
protocol HTTPTransport: AnyObject {}

/// The app's transport.
final class URLSessionTransport: HTTPTransport {}

/// An app's service: its document, its transport and a callback.
final class APIService {
  let document: APIDocument
  var transport: (any HTTPTransport)?
  var onUnauthorized: (() -> Void)?

  init(document: APIDocument, transport: (any HTTPTransport)?) {
    self.document = document
    self.transport = transport
    onUnauthorized = {}
  }
}

/// A city of the planner's map.
struct City: Hashable {
  var id: Int
  var name: String
  var latitude: Double
  var longitude: Double
  var population: Int
}

/// A weighted, directed edge between two cities.
struct Route {
  enum Mode { case road, rail, ferry }
  var from: Int
  var to: Int
  var distance: Double
  var mode: Mode
}

/// A weighted graph of cities, as adjacency lists.
struct WeightedGraph {
  var cities: [City]
  var routes: [[Route]]

  /// A `side` × `side` grid of cities, each linked both ways to its right and lower neighbours, and every fourth
  /// one diagonally: 3,025 cities and about 13,800 edges for a side of 55.
  static func grid(side: Int = 55) -> WeightedGraph {
    var cities: [City] = []
    for row in 0..<side {
      for column in 0..<side {
        cities.append(
          City(
            id: row * side + column, name: "City \(row)-\(column)", latitude: Double(row),
            longitude: Double(column), population: 1_000 * (row + column + 1)))
      }
    }
    var routes = [[Route]](repeating: [], count: cities.count)
    func link(_ a: Int, _ b: Int, _ mode: Route.Mode) {
      routes[a].append(Route(from: a, to: b, distance: Double(a + b), mode: mode))
      routes[b].append(Route(from: b, to: a, distance: Double(a + b), mode: mode))
    }
    for row in 0..<side {
      for column in 0..<side {
        let id = row * side + column
        if column + 1 < side { link(id, id + 1, .road) }
        if row + 1 < side { link(id, id + side, .rail) }
        if row + 1 < side, column + 1 < side, id % 4 == 0 { link(id, id + side + 1, .ferry) }
      }
    }
    return WeightedGraph(cities: cities, routes: routes)
  }

  /// How many edges the graph holds.
  var edgeCount: Int { routes.reduce(0) { $0 + $1.count } }
}

/// Caches routes found.
final class RouteCache {
  var entries: [Int: [Int]] = [:]
}

/// Reports where users go.
protocol PlannerAnalytics: AnyObject {}

/// The app's analytics.
final class Analytics: PlannerAnalytics {}

/// An app's route planner: its map, a cache, analytics and a callback.
final class RoutePlanner {
  let map: WeightedGraph
  var cache: RouteCache?
  var analytics: (any PlannerAnalytics)?
  var onRouteFound: (([Int]) -> Void)?

  init(map: WeightedGraph, cache: RouteCache?, analytics: (any PlannerAnalytics)?) {
    self.map = map
    self.cache = cache
    self.analytics = analytics
    onRouteFound = { _ in }
  }
}

/// An app of both: what a container resolves.
final class TravelApp {
  let api: APIService
  let planner: RoutePlanner

  init(document: APIDocument, map: WeightedGraph) {
    api = APIService(document: document, transport: URLSessionTransport())
    planner = RoutePlanner(map: map, cache: RouteCache(), analytics: Analytics())
  }
}
