import Atomics

/// Where the hub sends what happened.
public final class EventSink: Sendable {
  public init() {}
}

/// One event the hub keeps, with the sink it goes to and the hub it came from.
public final class HubEvent: @unchecked Sendable {
  public var sink: EventSink?
  public var source: Hub?

  public init(sink: EventSink?, source: Hub?) {
    self.sink = sink
    self.source = source
  }
}

/// The last events, in a ring the app keeps in one allocation, as a `ManagedBuffer` subclass.
public final class EventRing: ManagedBuffer<EventRing.Header, HubEvent> {
  public struct Header {
    var count = 0
    var capacity = 0
  }

  /// An empty ring of `capacity` events.
  public static func make(capacity: Int) -> EventRing {
    let ring = EventRing.create(minimumCapacity: capacity) { buffer in Header(count: 0, capacity: buffer.capacity) }
    return unsafeDowncast(ring, to: EventRing.self)
  }

  /// Keeps `event`, until the ring is full.
  public func append(_ event: HubEvent) {
    withUnsafeMutablePointers { header, elements in
      guard header.pointee.count < header.pointee.capacity else { return }
      (elements + header.pointee.count).initialize(to: event)
      header.pointee.count += 1
    }
  }

  deinit {
    _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
  }
}

/// The analytics the hub makes once, on first use.
public final class Analytics: Sendable {
  public init() {}
}

/// A hub that keeps its recent events in a ring and its analytics in an atomic lazy reference, as swift-atomics'
/// README makes one.
public final class Hub: @unchecked Sendable {
  public let recentEvents = EventRing.make(capacity: 8)
  public let analytics = ManagedAtomicLazyReference<Analytics>()
  public var sink: EventSink? = EventSink()

  public init() {}

  /// Records an event whose sink was forgotten, and which keeps the hub.
  public func recordEventWithoutItsSink() {
    recentEvents.append(HubEvent(sink: nil, source: self))
  }

  /// The analytics, made on first use.
  public var analyticsNow: Analytics {
    analytics.storeIfNilThenLoad(Analytics())
  }
}
