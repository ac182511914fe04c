// A program that reports a Wired failure with no test running, so the tests can check what reaches
// standard error when no test framework can take a failure.
import Wired

reportFailure(
  "Reported with no test running", fileID: "WiredProbe/main.swift", filePath: "/probe/main.swift", line: 7, column: 3)
