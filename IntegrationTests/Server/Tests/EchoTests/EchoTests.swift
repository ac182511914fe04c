import NIOCore
import NIOEmbedded
import Testing
import Wired

// A SwiftNIO echo server as NIO's own samples write one, run on an EmbeddedChannel: the app's handler sits in NIO's
// pipeline, and the checks find it there by the app's path to the channel.

/// Counts what the server echoed; the handler reports to it.
final class EchoStatistics: @unchecked Sendable {
  private(set) var echoed = 0
  func record(_ bytes: Int) { echoed += bytes }
}

/// Writes back what it reads, and reports it to its statistics, which it holds weakly.
final class EchoHandler: ChannelInboundHandler, @unchecked Sendable {
  typealias InboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  weak var statistics: EchoStatistics?

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    statistics?.record(buffer.readableBytes)
    context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
  }
}

/// The app: a channel with its echo handler, and the statistics it reports to.
final class EchoServer {
  let channel = EmbeddedChannel()
  let statistics = EchoStatistics()

  /// A server whose handler reports to its statistics, unless `forgetsStatistics`, a creator's slip.
  init(forgetsStatistics: Bool = false) throws {
    let handler = EchoHandler()
    if !forgetsStatistics { handler.statistics = statistics }
    try channel.pipeline.syncOperations.addHandler(handler)
  }

  deinit { _ = try? channel.finish() }
}

@Suite struct EchoTests {
  @Test func theHandlerInNIOsPipelineIsWiredAndEchoes() throws {
    let server = try EchoServer()
    #expect(assertAllInjected(server))
    #expect(assertNoRetainCycles(server))
    try server.channel.writeInbound(ByteBuffer(string: "hi"))
    #expect(try server.channel.readOutbound(as: ByteBuffer.self) == ByteBuffer(string: "hi"))
    #expect(server.statistics.echoed == 2)
  }

  @Test func theSnapshotListsTheAppsHandlerByThePathToTheChannelAndNotNIOsInsides() throws {
    #expect(
      wiringSnapshot(try EchoServer()) == """
        EchoServer
        channel: EmbeddedChannel → EmbeddedChannel
        channel ⋯ EchoHandler → EchoHandler (inside NIOEmbedded)
        channel ⋯ EchoHandler.statistics: EchoStatistics? weak → EchoStatistics (also at statistics)
        statistics: EchoStatistics → EchoStatistics

        """)
  }

  @Test func aHandlerLeftWithoutItsStatisticsIsFoundInsideThePipeline() throws {
    let server = try EchoServer(forgetsStatistics: true)
    // NB: named as the snapshot names it, by the app's path to NIO's channel and the handler's type: NIO's pipeline is
    // NIO's, in any version.
    #expect(
      checkInjections(server).missing.map(\.description) == ["channel ⋯ EchoHandler.statistics: EchoStatistics? (weak)"]
    )
    // NB: `statistics` is also the server's own property, which is never nil: the entry is turned down, and pointed at
    // the handler's.
    let failures = captureFailures { assertAllInjected(server, except: ["statistics"]) }
    #expect(
      failures.first?.message.contains(
        """
          Stale except: entries (not optional, so never nil):
            "statistics" (did you mean "EchoHandler.statistics"?)
        """) == true)
    // NB: an entry that starts with the handler's type does not depend on NIO's internals.
    #expect(assertAllInjected(server, except: ["EchoHandler.statistics"]))
  }
}
