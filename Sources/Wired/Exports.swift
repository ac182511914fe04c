/// The checks and what they answer, which a test reads through `import Wired`, and an app may link on their own in its
/// debug builds (`WiredChecks` imports no test framework).
@_exported import WiredChecks
