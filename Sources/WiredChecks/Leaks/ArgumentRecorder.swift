/// A test double of Wired's that keeps the arguments of the calls it records, for the test's assertions: a spy. An
/// object of the app's that outlives a leak check because a spy the test holds keeps it as an argument is kept by the
/// test's double, not by the app, and is named so.
package protocol ArgumentRecorder: AnyObject {
  /// The name failure messages use for the double.
  var recorderName: String { get }
  /// Each recorded call's function and the arguments it was given, in order.
  var recordedArguments: [(function: String, arguments: [Any])] { get }
}
