import IdentifiedCollections
import Tagged

// An inbox as swift-identified-collections' and swift-tagged's READMEs write one: rows identified by a tagged id,
// each with an attachment object of the app's.

final class AttachmentStore {}

final class Attachment {
  let name: String
  var store: AttachmentStore?
  init(name: String, store: AttachmentStore) {
    self.name = name
    self.store = store
  }
}

struct Message: Identifiable {
  typealias ID = Tagged<Message, Int>
  let id: ID
  var subject: String
  var isRead: Bool
  var attachment: Attachment?
}

final class Inbox {
  var messages: IdentifiedArrayOf<Message> = []
  let store = AttachmentStore()

  init(count: Int) {
    for index in 0..<count {
      messages.append(
        Message(
          id: Message.ID(index), subject: "Subject \(index)", isRead: index.isMultiple(of: 2),
          attachment: Attachment(name: "file-\(index).pdf", store: store)))
    }
  }
}
