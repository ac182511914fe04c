import Foundation
import OpenAPIKit

// An API client that holds the OpenAPI document it was built from, decoded as OpenAPIKit's README decodes one
// (`JSONDecoder().decode(OpenAPI.Document.self, from:)`): 240 paths of two operations each, 121 schemas, and vendor
// extensions (`x-…`, kept as `[String: AnyCodable]`) on the document, every operation and every schema.

final class HTTPTransport {}

final class APIClient {
  let document: OpenAPI.Document
  var transport: HTTPTransport?

  init(document: OpenAPI.Document, transport: HTTPTransport = HTTPTransport()) {
    self.document = document
    self.transport = transport
  }
}

enum APIDocumentFixture {
  /// The document, decoded from its JSON text.
  static func decoded(paths: Int = 240, schemas: Int = 121) -> OpenAPI.Document {
    // swift-format-ignore: NeverUseForceTry
    try! JSONDecoder().decode(OpenAPI.Document.self, from: Data(json(paths: paths, schemas: schemas).utf8))
  }

  static func json(paths: Int, schemas: Int) -> String {
    func operation(_ verb: String, _ index: Int) -> String {
      """
      "\(verb)": {"operationId": "\(verb)Item\(index)", "tags": ["items", "group\(index % 8)"],
        "parameters": [{"name": "id", "in": "query", "required": true, "schema": {"type": "string"}},
                       {"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 100}}],
        "responses": {"200": {"description": "the item", "content": {"application/json":
          {"schema": {"$ref": "#/components/schemas/Item\(index % schemas)"}}}},
          "404": {"description": "not found"}},
        "x-rate-limit": {"requests": \(index * 10), "per": "minute", "burst": [1, 2, 3]},
        "x-owner": "team-\(index % 5)"}
      """
    }
    let pathItems = (0..<paths).map { index in
      "\"/items/\(index)\": {\(operation("get", index)), \(operation("post", index))}"
    }
    let schemaItems = (0..<schemas).map { index in
      """
      "Item\(index)": {"type": "object", "required": ["id"],
        "properties": {"id": {"type": "string"}, "count": {"type": "integer"},
          "tags": {"type": "array", "items": {"type": "string"}},
          "price": {"type": "number", "format": "double"}},
        "x-entity": {"table": "items_\(index)", "indexed": true}}
      """
    }
    return """
      {"openapi": "3.1.0", "info": {"title": "Store", "version": "1.0.0", "x-audience": "internal"},
       "paths": {\(pathItems.joined(separator: ", "))},
       "components": {"schemas": {\(schemaItems.joined(separator: ", "))}}}
      """
  }
}
