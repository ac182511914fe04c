// A program that reports Wired failures with no test running, so the tests can check what reaches standard error
// when no test framework can take a failure: from the main code, a detached task, a thread, and real assertions.
import Foundation
import Wired

final class Screen {
  var analytics: AnyObject?
}

final class ProbeMock: Mock, @unchecked Sendable {
  func load() -> Int? { strictStubbedValue(fallback: nil) }
}

switch CommandLine.arguments.dropFirst().first {
case "detached"?:
  await Task.detached {
    reportFailure(
      "Reported from a detached task", fileID: "WiredProbe/main.swift", filePath: "/probe/main.swift", line: 20,
      column: 5)
  }.value
case "thread"?:
  let done = DispatchSemaphore(value: 0)
  Thread {
    reportFailure(
      "Reported from a thread", fileID: "WiredProbe/main.swift", filePath: "/probe/main.swift", line: 25, column: 5)
    done.signal()
  }.start()
  done.wait()
case "assertions"?:
  assertAllInjected(Screen())
  _ = ProbeMock().load()
  await ProbeMock().waitForCall(to: "load()", timeout: 0.01)
  assertNoRetainCycles(Screen(), except: ["nothing"])
default:
  reportFailure(
    "Reported with no test running", fileID: "WiredProbe/main.swift", filePath: "/probe/main.swift", line: 7, column: 3)
}
