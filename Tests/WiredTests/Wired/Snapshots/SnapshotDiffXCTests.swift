import Foundation
import XCTest

@testable import Wired
@testable import WiredChecks

/// An app's analytics, one instance for the whole app.
final class FeedAnalytics: @unchecked Sendable {
  static let shared = FeedAnalytics()
}

final class FeedLogger {}

final class FeedViewModel {
  var analytics: FeedAnalytics?
  var logger: FeedLogger?

  init(analytics: FeedAnalytics, logger: FeedLogger? = nil) {
    self.analytics = analytics
    self.logger = logger
  }
}

/// A snapshot that changed, in XCTest: the failure lands on the test, at the caller's line, and says only what
/// changed in the wiring.
final class SnapshotDiffXCTests: FailureRecordingTestCase, @unchecked Sendable {
  private let directory = "/tmp/wired-snapshot-xctests"

  func testANewDependencyIsTheOnlyChangeWhenAnotherBecameTheAppsSharedInstance() throws {
    let file = URL(fileURLWithPath: "\(directory)/__Snapshots__/Feed/feed.wiring.txt")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try wiringSnapshot(FeedViewModel(analytics: FeedAnalytics())).write(to: file, atomically: true, encoding: .utf8)
    let line = #line + 2
    let recorded = recordedFailures {
      assertWiringSnapshot(
        FeedViewModel(analytics: .shared, logger: FeedLogger()), filePath: "/tmp/wired-snapshot-xctests/Feed.swift",
        function: "feed()")
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - The wiring of FeedViewModel changed since __Snapshots__/Feed/feed.wiring.txt

          Changed:
            logger: nil → FeedLogger

        If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
        """
      ])
  }

  func testAnInstanceTheAppMakesWhereItTookTheSharedOneIsAChange() throws {
    let file = URL(fileURLWithPath: "\(directory)/__Snapshots__/SharedFeed/feed.wiring.txt")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    // NB: what recording `FeedViewModel(analytics: .shared)` writes.
    try "FeedViewModel\nanalytics: FeedAnalytics? → FeedAnalytics (shared)\nlogger: FeedLogger? = nil\n".write(
      to: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(
      WiringSnapshot.of(TwoBuilds { FeedViewModel(analytics: .shared) as Any }, depth: nil, scope: .appModules).text,
      try String(contentsOf: file, encoding: .utf8))
    let line = #line + 2
    let recorded = recordedFailures {
      assertWiringSnapshot(
        FeedViewModel(analytics: FeedAnalytics()), filePath: "/tmp/wired-snapshot-xctests/SharedFeed.swift",
        function: "feed()")
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - The wiring of FeedViewModel changed since __Snapshots__/SharedFeed/feed.wiring.txt

          Changed:
            analytics: no longer the instance both builds share: each build makes its own

        If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
        """
      ])
  }

  func testALostInjectionIsTheOnlyChangeReported() throws {
    let file = URL(fileURLWithPath: "\(directory)/__Snapshots__/Feature/feature.wiring.txt")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try wiringSnapshot(TrackedFeature()).write(to: file, atomically: true, encoding: .utf8)
    let line = #line + 2
    let recorded = recordedFailures {
      assertWiringSnapshot(
        TrackedFeature(.settingsForgotten), filePath: "/tmp/wired-snapshot-xctests/Feature.swift", function: "feature()"
      )
    }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(
      recorded.map(\.description),
      [
        """
        failed - The wiring of TrackedFeature changed since __Snapshots__/Feature/feature.wiring.txt

          Changed:
            settings.analytics: AnalyticsTracker → nil

        If the change is intended, record it again: record: true, or WIRED_RECORD_SNAPSHOTS=1.
        """
      ])
  }
}
