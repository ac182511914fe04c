import GRDB
import Hummingbird

/// One item of the todo list, a row of the `todo` table and a JSON body.
public struct Todo: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord, ResponseCodable {
  /// The row's id, `nil` until inserted.
  public var id: Int64?
  /// What to do.
  public var title: String
  /// Whether it is done.
  public var completed: Bool

  /// A todo not yet inserted.
  public init(id: Int64? = nil, title: String, completed: Bool = false) {
    self.id = id
    self.title = title
    self.completed = completed
  }

  /// Takes the id the database gave the inserted row.
  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
