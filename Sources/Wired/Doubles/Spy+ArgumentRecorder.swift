import WiredChecks

// NB: a leak check names a spy that keeps a survivor as a call's argument, not the app.
extension Spy: ArgumentRecorder {
  package var recorderName: String { spyName }

  package var recordedArguments: [(function: String, arguments: [Any])] {
    CallLedger.locked { records.map { ($0.function, $0.arguments) } }
  }
}
