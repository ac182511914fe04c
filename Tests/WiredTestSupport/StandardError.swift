import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Captures what the process writes to standard error while a closure runs; shared by the test targets.
public enum StandardError {
  private static let lock = NSLock()

  /// Runs `body` and returns what it wrote to standard error.
  public static func capture(_ body: () -> Void) throws -> String {
    lock.lock()
    defer { lock.unlock() }
    let pipe = Pipe()
    let saved = dup(STDERR_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}

#if os(macOS) || os(Linux)
  /// Runs the `WiredProbe` program, built beside the test bundle, and returns its exit status and standard error.
  public enum Probe {
    /// - Parameter mode: What the probe reports from: `nil` for its main code, `"detached"`, `"thread"`, or
    ///   `"assertions"` for real failing assertions.
    public static func run(_ mode: String? = nil) throws -> (status: Int32, standardError: String) {
      let process = Process()
      process.executableURL = productsDirectory.appendingPathComponent("WiredProbe")
      process.arguments = mode.map { [$0] } ?? []
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static var productsDirectory: URL {
      #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
          return bundle.bundleURL.deletingLastPathComponent()
        }
      #endif
      return Bundle.main.bundleURL
    }
  }
#endif
