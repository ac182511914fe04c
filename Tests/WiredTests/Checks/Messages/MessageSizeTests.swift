import Testing
import Wired

// Every message stays readable and bounded, whatever the size of the graph or the list.

@Suite struct MessageSizeTests {
  @Test func aLongListKeepsItsEndsAndCountsTheMiddle() {
    let spy = LogHandlerMock()
    for index in 1...1_000 { spy.log(level: .info, message: "m\(index)") }
    let failures = captureFailures { assertNotCalled(spy, "log(level:message:)") }
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.count == 28)
    #expect(lines[21] == "    20. log(level:message:) with level: LogLevel.info, message: \"m20\"")
    #expect(lines[22] == "    … 975 more …")
    #expect(lines.last == "    1000. log(level:message:) with level: LogLevel.info, message: \"m1000\"")
  }

  @Test func everyMessageHasAnUpperSize() {
    let huge = String(repeating: "long line ", count: 10_000)
    let failures = captureFailures {
      for _ in 0..<30 { reportFailure(huge) }
      let line = "a line of eighty characters, give or take a few, to fill a very tall message"
      reportFailure(Array(repeating: line, count: 1_000).joined(separator: "\n"))
    }
    #expect(failures.count == 31)
    #expect(failures.allSatisfy { $0.message.count <= 20_100 })
    #expect(failures.first?.message.contains(" … 98,000 characters left out … ") == true)
    #expect(failures.last?.message.contains("characters left out") == true)
  }
}
