// WiredActions.swift: one job of Wired, to copy into a test target when you cannot add the package.
// Wired unreleased (main), generated from 32 files of Sources/Wired (fingerprint 39017bb3c07d) by
// Scripts/generate-snippets.py. Do not edit: change Sources/Wired and generate again; CI fails when it is stale.
//
// Contains: `assertSendsAction(_:event:)`: a UIKit or AppKit control's target-action fires for an event, without a host
// application.
// Same names, behaviour and messages as the package; works in Swift Testing and XCTest, reports at the
// caller's line, and needs only the toolchain and no other snippet. Everything else is inside `enum WiredActions`;
// `WiredActions.captureFailures { … }` returns the failures of a block instead of reporting them.
// Leaves out, compared with the package: custom reporters and `withFailureReporter` (a failure goes to the running
// Swift Testing test, else the running XCTest test, else standard error, as the package's default does).
//
// Copyright (c) 2026 The Wired authors. MIT License: the notice is at the end of this file.

import Foundation

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif
#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif
#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif
#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// Wired's types for WiredActions.swift: what its entry points take and return, and the machinery
/// behind them, kept out of your names' way.
enum WiredActions {}

// From TargetAction/AppKit/AssertSendsAction+AppKit.swift

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  /// Asserts that an `NSControl` sends its action to its target, and fires it, without a running application.
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ control: NSControl,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let title = (control as? NSButton)?.title ?? control.accessibilityLabel()
    let adapter = WiredActions.TargetActionItem(
      control,
      description: WiredActions.TypeName.of(type(of: control)) + (title.map { " \"\($0)\"" } ?? ""),
      target: control.target,
      action: control.action,
      isEnabled: control.isEnabled,
      isHidden: control.isHidden
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: WiredActions.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an `NSMenuItem` sends its action to its target, and fires it, without a running application.
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ item: NSMenuItem,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let adapter = WiredActions.TargetActionItem(
      item,
      description: "NSMenuItem \"\(item.title)\"",
      target: item.target,
      action: item.action,
      isEnabled: item.isEnabled,
      isHidden: item.isHidden
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: WiredActions.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
#endif

// From TargetAction/AssertSendsAction.swift

/// Asserts that a control sends an action for `event`, and fires it, without a host application.
@MainActor
@discardableResult
func assertSendsAction<Control: WiredActions.ActionSendingControl>(
  _ control: Control,
  event: Control.ControlEvent,
  to target: AnyObject? = nil,
  action: String? = nil,
  requireInteractive: Bool = true,
  message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let requirement = WiredActions.ActionCheck.Requirement(
    target: target, action: action, requireInteractive: requireInteractive)
  guard let failure = WiredActions.ActionCheck.run(control, event: event, requirement: requirement) else { return true }
  failure.report(
    userMessage: message, at: WiredActions.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}

// From TargetAction/UIKit/AssertSendsAction+UIKit.swift

#if canImport(UIKit) && !os(watchOS)
  /// Asserts that a `UIControl` sends an action for `event`, and fires it, without a host application.
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ control: UIControl,
    event: UIControl.Event,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    assertSendsAction(
      WiredActions.UIControlActions(control),
      event: event,
      to: target,
      action: action.map(NSStringFromSelector),
      requireInteractive: requireInteractive,
      message: message(),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts that a `UIBarButtonItem` sends its action to its target, and fires it, without a host application.
  @MainActor
  @discardableResult
  func assertSendsAction(
    _ item: UIBarButtonItem,
    to target: AnyObject? = nil,
    action: Selector? = nil,
    requireInteractive: Bool = true,
    message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let adapter = WiredActions.TargetActionItem(
      item,
      description: WiredActions.TypeName.of(type(of: item)) + (item.title.map { " \"\($0)\"" } ?? ""),
      target: item.target,
      action: item.action,
      isEnabled: item.isEnabled,
      isHidden: false,
      handlers: item.primaryAction.flatMap { WiredActions.PrimaryAction.make($0, sender: item) }.map { [$0] } ?? []
    )
    return adapter.assertSendsAction(
      to: target,
      action: action,
      requireInteractive: requireInteractive,
      message: message,
      site: WiredActions.SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
#endif

// From Adapters/MainThreadRegistration.swift

extension WiredActions {
  /// Runs XCTest's registrations on the main thread, the only one where XCTest accepts them, without waiting for it.
  enum MainThreadRegistration {
    /// Runs `register` now when called on the main thread; otherwise queues it there and returns at once.
    static func run(_ register: @escaping @Sendable () -> Void) {
      if Thread.isMainThread {
        register()
      } else {
        DispatchQueue.main.async(execute: register)
      }
    }
  }
}

// From Internal/Formatting/DidYouMean.swift

extension WiredActions {
  /// Suggests the candidate closest to a name that was not found, when one is close enough to be a typo.
  enum DidYouMean {
    /// The closest candidate within a third of the name's length in edits (at least one), ignoring case.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
      let budget = max(1, name.count / 3)
      var best: (candidate: String, distance: Int)?
      for candidate in candidates where candidate != name {
        let distance = editDistance(name.lowercased(), candidate.lowercased())
        if distance <= budget, distance < (best?.distance ?? .max) {
          best = (candidate, distance)
        }
      }
      return best?.candidate
    }

    /// The optimal string alignment distance between two strings, in characters: insertions, deletions, substitutions,
    /// and transpositions of two neighbouring characters (`veiw` for `view`, the commonest typo), each one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
      let a = Array(a)
      let b = Array(b)
      if a.isEmpty { return b.count }
      if b.isEmpty { return a.count }
      var beforePrevious = [Int](repeating: 0, count: b.count + 1)
      var previous = Array(0...b.count)
      var current = [Int](repeating: 0, count: b.count + 1)
      for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            current[j] = min(current[j], beforePrevious[j - 2] + 1)
          }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return previous[b.count]
    }
  }
}

// From Internal/Formatting/FailureMessage.swift

extension WiredActions {
  /// The one shape of every Wired failure: a headline, an indented detail block, then a hint.
  struct FailureMessage {
    /// The failed claim, on one line.
    var headline: String
    /// Labelled lines (`Found:`, `Path:`…), aligned on their values.
    var details: [(label: String, value: String)] = []
    /// Free lines after the labelled ones, already indented by the caller where needed.
    var sections: [String] = []
    /// What to do next.
    var hint: String?
    /// Text to attach to the failure, such as a diagram of the objects involved.
    var attachments: [TestAttachment] = []

    /// The message, with the user's own message first when there is one.
    func rendered(userMessage: String) -> String {
      var text = userMessage.isEmpty ? headline : "\(userMessage) - \(headline)"
      if !details.isEmpty {
        let width = details.map(\.label.count).max() ?? 0
        let lines = details.map { detail in
          let label = "\(detail.label):".wiredActionsPadding(toLength: width + 1)
          return "  \(label) \(detail.value.wiredActionsIndentingContinuationLines(by: width + 4))"
        }
        text += "\n\n" + lines.joined(separator: "\n")
      }
      for section in sections {
        text += "\n\n" + section
      }
      if let hint {
        text += "\n\n" + hint
      }
      return text
    }

    /// Reports this message through the current reporter at `site`, evaluating the user's message only now.
    func report(userMessage: () -> String, at site: SourceSite) {
      dispatchFailure(rendered(userMessage: userMessage()), at: site, attachments: attachments)
    }
  }
}
extension String {
  /// The string padded with spaces on the right to `length` characters.
  func wiredActionsPadding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// Indents every line after the first, so a multi-line value stays in its column.
  func wiredActionsIndentingContinuationLines(by width: Int) -> String {
    guard contains("\n") else { return self }
    let indent = String(repeating: " ", count: width)
    return split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
  }
}

// From Internal/Formatting/Shortening.swift

extension WiredActions {
  /// Keeps every message readable and bounded: long paths, lists, lines and whole messages are shortened in the middle,
  /// with a count of what was left out.
  enum Shortening {
    /// The most characters a reported message has.
    static let maximumMessageLength = 20_000
    /// The most characters one line of a message has.
    static let maximumLineLength = 2_000

    /// A path of more than 12 segments as its first 6 and last 4, with the number left out between them.
    static func path(_ path: String) -> String {
      let segments = path.split(separator: ".", omittingEmptySubsequences: false)
      guard segments.count > 12 else { return path }
      let head = segments.prefix(6).joined(separator: ".")
      let tail = segments.suffix(4).joined(separator: ".")
      return "\(head) … \(grouped(segments.count - 10)) more segments … \(tail)"
    }

    /// More than 25 lines as the first 20 and the last 5, with the number left out between them.
    static func list(_ lines: [String], indent: String = "    ") -> [String] {
      guard lines.count > 25 else { return lines }
      return lines.prefix(20) + ["\(indent)… \(grouped(lines.count - 25)) more …"] + lines.suffix(5)
    }

    /// The message with each overlong line, then the whole, cut in the middle.
    static func message(_ text: String) -> String {
      guard text.utf8.count > maximumLineLength else { return text }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.count > maximumLineLength ? middleCut(String(line), keeping: maximumLineLength) : String(line)
      }
      return middleCut(lines.joined(separator: "\n"), keeping: maximumMessageLength)
    }

    /// `text` cut to about `keeping` characters, three quarters from its start and the rest from its end.
    private static func middleCut(_ text: String, keeping limit: Int) -> String {
      let count = text.count
      guard count > limit else { return text }
      let head = limit * 3 / 4
      let tail = limit - head
      return "\(text.prefix(head)) … \(grouped(count - limit)) characters left out … \(text.suffix(tail))"
    }

    /// `99,990`: a count with its thousands grouped, whatever the locale.
    static func grouped(_ number: Int) -> String {
      let digits = String(number)
      var result = ""
      for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(digit)
      }
      return result
    }
  }
}

// From Internal/NSLock+Guarded.swift

extension NSLock {
  /// Runs `body` while holding the lock.
  // NB: Foundation's own `withLock` is not available on every OS version Wired supports.
  func wiredActionsGuarded<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

// From Internal/Reflection/TypeKind.swift

extension WiredActions {
  /// What kind of type the runtime says a metatype is, read from its metadata kind without building a `Mirror`.
  enum TypeKind: Equatable {
    case `class`
    case `struct`
    case `enum`
    case optional
    case tuple
    case function
    case existential
    case metatype
    case other

    /// The kind of `type`.
    static func of(_ type: Any.Type) -> TypeKind {
      if type is AnyClass { return .class }
      // NB: the metadata kinds of the Swift ABI (MetadataKind.def); a class on Apple platforms stores an isa
      // pointer there instead, which `is AnyClass` already caught.
      switch unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee {
      case 0x200: return .struct
      case 0x201: return .enum
      case 0x202: return .optional
      case 0x203, 0x204, 0x305: return .class
      case 0x301: return .tuple
      case 0x302: return .function
      case 0x303, 0x307: return .existential
      case 0x304, 0x306: return .metatype
      default: return .other
      }
    }

    /// Whether values of `type` can be copied, from the flags of its value witness table (`IsNonCopyable`), which sits
    /// just before the metadata: eight witnesses, then size, stride and the flags.
    static func isCopyable(_ type: Any.Type) -> Bool {
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      let witnesses = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
      let flags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.stride, as: UInt32.self)
      return flags & 0x0080_0000 == 0
    }

    /// The type inside every layer of `Optional`: `Coordinator` for `Coordinator??`.
    static func innermostWrapped(_ type: Any.Type) -> Any.Type {
      var current = type
      while let optional = current as? any AnyOptional.Type {
        current = optional.wiredActionsWrappedType
      }
      return current
    }
  }
}

// From Internal/Reflection/TypeName.swift

extension WiredActions {
  /// Names of types as a Swift developer writes them: `ScenePresenter?`, `[User]`, `[String: Int]`.
  enum TypeName {
    /// The readable name of a type.
    static func of(_ type: Any.Type) -> String {
      readable(String(describing: type))
    }

    /// `a SceneAInteractor`, `an Int`: the readable name after its indefinite article.
    static func withArticle(_ type: Any.Type) -> String {
      let name = of(type)
      return ("AEIOae".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// The readable name of the dynamic type of a value, looking through `Optional`.
    static func ofValue(_ value: Any) -> String {
      of(Swift.type(of: Unwrapped.value(value) ?? value))
    }

    /// Rewrites `Optional<T>`, `Array<T>` and `Dictionary<K, V>` into their sugared forms, at any depth.
    static func readable(_ name: String) -> String {
      if let inner = generic(name, "Optional") {
        let readableInner = readable(inner)
        return readableInner.contains(" ") && !readableInner.hasPrefix("[")
          ? "(\(readableInner))?" : "\(readableInner)?"
      }
      if let inner = generic(name, "Array") {
        return "[\(readable(inner))]"
      }
      if let inner = generic(name, "Dictionary"), let comma = topLevelComma(in: inner[...]) {
        let key = inner[..<comma]
        let value = inner[inner.index(after: comma)...].drop { $0 == " " }
        return "[\(readable(String(key))): \(readable(String(value)))]"
      }
      guard name.hasSuffix(">"), let open = name.firstIndex(of: "<") else { return name }
      // NB: another generic type keeps its name; only its arguments are sugared.
      var arguments: [String] = []
      var rest = name[name.index(after: open)..<name.index(before: name.endIndex)]
      while let comma = topLevelComma(in: rest) {
        arguments.append(readable(String(rest[..<comma])))
        rest = rest[rest.index(after: comma)...].drop { $0 == " " }
      }
      arguments.append(readable(String(rest)))
      return "\(name[..<open])<\(arguments.joined(separator: ", "))>"
    }

    private static func generic(_ name: String, _ base: String) -> String? {
      guard name.hasPrefix(base + "<"), name.hasSuffix(">") else { return nil }
      return String(name.dropFirst(base.count + 1).dropLast())
    }

    private static func topLevelComma(in text: Substring) -> String.Index? {
      var depth = 0
      for index in text.indices {
        switch text[index] {
        case "<", "(", "[": depth += 1
        case ">", ")", "]": depth -= 1
        case "," where depth == 0: return index
        default: break
        }
      }
      return nil
    }
  }
}

// From Internal/Reflection/Unwrapped.swift

extension WiredActions {
  /// Looks through `Optional`, its values and its metatypes, at any depth without building a `Mirror`.
  protocol AnyOptional {
    /// The value inside every layer, or `nil` when some layer is `nil`.
    var wiredActionsWrappedAny: Any? { get }
    /// The `Wrapped` type of one layer.
    static var wiredActionsWrappedType: Any.Type { get }
  }
}
extension Optional: WiredActions.AnyOptional {
  static var wiredActionsWrappedType: Any.Type { Wrapped.self }

  var wiredActionsWrappedAny: Any? {
    switch self {
    case .some(let wrapped):
      if let inner = wrapped as? any WiredActions.AnyOptional { inner.wiredActionsWrappedAny } else { wrapped }
    case .none:
      nil
    }
  }
}

extension WiredActions {
  /// What an `Any` holds once every layer of `Optional` is removed.
  enum Unwrapped {
    /// The innermost value, or `nil` when some layer is `nil`; a non-optional value is returned as it is.
    static func value(_ value: Any) -> Any? {
      // NB: the metadata kind first: a cast to a protocol costs a conformance lookup, on every value of a walk.
      guard TypeKind.of(Swift.type(of: value)) == .optional, let optional = value as? any AnyOptional else {
        return value
      }
      return optional.wiredActionsWrappedAny
    }

    /// Whether the value is an `Optional` of any depth, `nil` or not.
    static func isOptional(_ value: Any) -> Bool {
      TypeKind.of(Swift.type(of: value)) == .optional
    }
  }
}

// From Internal/Reflection/ValueDescription.swift

extension WiredActions {
  /// How failure messages show a value: an object by type and identity, anything else as Swift would debug-print it.
  enum ValueDescription {
    /// `SceneViewController (0x000060000…)` for an object; `"text"`, `42` or `https://x` for a value.
    static func of(_ value: Any) -> String {
      guard let unwrapped = Unwrapped.value(value) else { return "nil" }
      if let object = asObject(unwrapped) {
        return instance(object)
      }
      if TypeKind.of(type(of: unwrapped)) == .tuple {
        return tuple(unwrapped)
      }
      let text = String(reflecting: unwrapped)
      // NB: a message stays readable, and small, even when the value is a huge collection.
      guard text.utf8.count > maximumLength else { return text }
      return String(text.prefix(maximumLength)) + "… (\(text.count - maximumLength) more characters)"
    }

    /// `(nil, LocationError.denied)`: each element as `of(_:)` shows it, so `Optional` never shows.
    private static func tuple(_ value: Any) -> String {
      let elements = Mirror(reflecting: value).children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
        return label + of(child.value)
      }
      return "(\(elements.joined(separator: ", ")))"
    }

    /// How many characters of a value's description a message shows.
    static let maximumLength = 1_000

    /// An object as `of(_:)` shows it; any other value followed by its type: `3 (Int)`.
    static func withType(_ value: Any) -> String {
      guard let unwrapped = Unwrapped.value(value) else { return "nil" }
      if asObject(unwrapped) != nil { return of(unwrapped) }
      return "\(of(unwrapped)) (\(TypeName.ofValue(unwrapped)))"
    }

    /// `SceneViewController (0x000060000…)`.
    static func instance(_ object: AnyObject) -> String {
      "\(TypeName.of(type(of: object))) (\(address(of: object)))"
    }

    /// The address that identifies an object, as the debugger shows it.
    static func address(of object: AnyObject) -> String {
      "\(Unmanaged.passUnretained(object).toOpaque())"
    }

    /// The value as an object, when it is an instance of a class.
    static func asObject(_ value: Any) -> AnyObject? {
      // NB: `value as AnyObject` would box a struct on Apple platforms; only a class instance has an identity.
      let dynamicType = type(of: value)
      guard dynamicType is AnyClass else { return nil }
      // NB: an `Any` is three words of buffer and the metadata of what it holds. When that is the class itself, the
      // buffer's first word is the reference, read without the dynamic cast that `as AnyObject` makes on every value of
      // a walk; when it is an existential (a generic value whose type was `any P`, erased again), the reference sits in
      // a box, and the cast finds it.
      return withUnsafePointer(to: value) { container in
        let words = UnsafeRawPointer(container)
        guard
          words.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: UnsafeRawPointer.self)
            == unsafeBitCast(dynamicType, to: UnsafeRawPointer.self)
        else { return value as AnyObject }
        return words.load(as: AnyObject.self)
      }
    }
  }
}

// From Reporters/AutomaticReporter.swift

extension WiredActions {
  /// Reports to whichever test framework is running the current test, and never drops a failure.
  struct AutomaticReporter: FailureReporter {
    /// Reports the failure to the running test, or to standard error when no test can take it.
    func report(_ failure: TestFailure) {
      if SwiftTestingReporter.isTestRunning {
        SwiftTestingReporter().report(failure)
      } else if XCTestReporter().recordIfTestIsRunning(failure) {
        return
      } else {
        StandardErrorReporter().report(failure)
        SwiftTestingReporter().report(failure)
      }
    }
  }
}

// From Reporters/FailureReporter.swift

extension WiredActions {
  /// Something that turns a ``TestFailure`` into a failed test, a log line or anything else.
  protocol FailureReporter: Sendable {
    /// Reports one failure.
    func report(_ failure: TestFailure)
  }
}

// From Reporters/StandardErrorReporter.swift

extension WiredActions {
  /// Writes each failure to standard error as `file:line:column: error: message`, the shape editors link.
  struct StandardErrorReporter: FailureReporter {
    /// Writes the failure to standard error.
    func report(_ failure: TestFailure) {
      var text = "\(failure.filePath):\(failure.line):\(failure.column): error: \(failure.message)\n"
      for attachment in failure.attachments {
        text += "--- \(attachment.name) ---\n\(attachment.content)\n"
      }
      FileHandle.standardError.write(Data(text.utf8))
    }
  }
}
extension WiredActions.FailureReporter where Self == WiredActions.StandardErrorReporter {
  /// Writes the failure to standard error, one `file:line:column: error: message` block per failure; never traps.
  static var standardError: WiredActions.StandardErrorReporter { WiredActions.StandardErrorReporter() }
}

// From Reporters/SwiftTestingReporter.swift

extension WiredActions {
  /// Records each failure as a Swift Testing issue at the caller's source location.
  struct SwiftTestingReporter: FailureReporter {
    /// Records the failure as an issue of severity error.
    func report(_ failure: TestFailure) {
      #if canImport(Testing)
        let comment = Comment(
          rawValue: failure.message.isEmpty ? "Wired reported a failure without a message" : failure.message
        )
        let location = Self.sourceLocation(of: failure)
        #if compiler(>=6.2)
          for attachment in failure.attachments {
            Attachment.record(attachment.content, named: attachment.name, sourceLocation: location)
          }
          SavedAttachments.save(failure.attachments)
        #endif
        #if compiler(>=6.3)
          Issue.record(comment, severity: .error, sourceLocation: location)
        #else
          Issue.record(comment, sourceLocation: location)
        #endif
      #endif
    }

    #if canImport(Testing)
      /// Where Swift Testing shows the failure: the caller's location.
      static func sourceLocation(of failure: TestFailure) -> SourceLocation {
        SourceLocation(
          // NB: Swift Testing traps on a file ID without a module part, or on a line or column below 1.
          fileID: failure.fileID.contains("/") ? failure.fileID : "_/\(failure.fileID)",
          filePath: failure.filePath,
          line: max(1, Int(clamping: failure.line)),
          column: max(1, Int(clamping: failure.column))
        )
      }
    #endif

    /// Whether a Swift Testing test is running in the current task.
    static var isTestRunning: Bool {
      #if canImport(Testing)
        Test.current != nil
      #else
        false
      #endif
    }
  }
}

// From Reporters/XCTestReporter.swift

extension WiredActions {
  /// Records each failure as an XCTest failure at the caller's file and line.
  struct XCTestReporter: FailureReporter {
    /// Creates the reporter, and from now on follows XCTest's tests, so that it knows when one is running.
    init() {
      Self.observeTests()
    }

    /// Records the failure on the running XCTest test, or writes it to standard error when none runs.
    func report(_ failure: TestFailure) {
      if !recordIfTestIsRunning(failure) {
        StandardErrorReporter().report(failure)
      }
    }

    /// Starts following XCTest's tests now rather than at the first failure, so that the test that is about to start is
    /// known to be running.
    static func observeTests() {
      #if canImport(XCTest)
        _ = FailureObserver.registered
      #endif
    }

    /// Records the failure with `XCTFail` and tells whether a running XCTest test received it.
    func recordIfTestIsRunning(_ failure: TestFailure) -> Bool {
      #if canImport(XCTest)
        let observer = FailureObserver.registered
        let before = observer.state
        #if canImport(Darwin)
          if !failure.attachments.isEmpty, let testCase = observer.runningTestCase {
            testCase.record(Self.issue(failure))
            return true
          }
        #endif
        if let file = failure.staticFilePath {
          XCTFail(failure.message, file: file, line: failure.line)
        } else {
          // NB: XCTest takes the file as a `StaticString`, which a failure built at run time does not have;
          // the location then leads the message instead.
          XCTFail("\(failure.filePath):\(failure.line): \(failure.message)")
        }
        // NB: a test seen starting took the failure, even if it overrides how it records failures; before
        // the first start is seen (the observer registers on first use), a changed failure count proves it.
        let isTaken = before.isTestRunning || observer.state.failureCount != before.failureCount
        // NB: the test took the failure, but not its attachments, which XCTest has on Apple platforms only.
        if isTaken { SavedAttachments.save(failure.attachments) }
        return isTaken
      #else
        return false
      #endif
    }

    #if canImport(Darwin)
      /// The failure as an issue that carries its attachments, such as the diagram of a cycle.
      private static func issue(_ failure: TestFailure) -> XCTIssue {
        let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: Int(clamping: failure.line))
        let attachments = failure.attachments.map { attachment in
          let xcAttachment = XCTAttachment(string: attachment.content)
          xcAttachment.name = attachment.name
          xcAttachment.lifetime = .keepAlways
          return xcAttachment
        }
        return XCTIssue(
          type: .assertionFailure,
          compactDescription: failure.message,
          detailedDescription: nil,
          sourceCodeContext: XCTSourceCodeContext(location: location),
          associatedError: nil,
          attachments: attachments
        )
      }
    #endif
  }

  #if canImport(XCTest)
    /// Follows the XCTest tests that run and the failures they receive, so the reporter can tell when XCTest dropped
    /// one.
    fileprivate final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
      struct State {
        var isTestRunning = false
        var failureCount = 0
      }

      /// The observer, registered with XCTest on the main thread (at once when this is first read there).
      static let registered: FailureObserver = {
        let observer = FailureObserver()
        MainThreadRegistration.run { XCTestObservationCenter.shared.addTestObserver(observer) }
        return observer
      }()

      private let lock = NSLock()
      private var current = State()
      private weak var testCase: XCTestCase?

      /// The test case that is running, for attachments.
      var runningTestCase: XCTestCase? {
        lock.wiredActionsGuarded { testCase }
      }

      var state: State {
        lock.wiredActionsGuarded { current }
      }

      private func update(_ change: (inout State) -> Void) {
        lock.wiredActionsGuarded { change(&current) }
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        lock.wiredActionsGuarded { self.testCase = testCase }
        update { $0.isTestRunning = true }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.wiredActionsGuarded { self.testCase = nil }
        update { $0.isTestRunning = false }
      }

      #if canImport(Darwin)
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { update { $0.failureCount += 1 } }
      #else
        func testCase(
          _ testCase: XCTestCase,
          didFailWithDescription description: String,
          inFile filePath: String?,
          atLine lineNumber: Int
        ) { update { $0.failureCount += 1 } }
      #endif
    }
  #endif
}

// From Reporting/CaptureFailures.swift

extension WiredActions {
  /// Runs `operation` and returns the failures it reported, in order, instead of failing the test.
  static func captureFailures(_ operation: () throws -> Void) rethrows -> [TestFailure] {
    let collector = FailureCollector()
    try withFailureReporter(collector, operation: operation)
    return collector.failures
  }

  /// Runs the async `operation` and returns the failures it reported, in order, instead of failing the test.
  static func captureFailures(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Void
  ) async rethrows -> [TestFailure] {
    let collector = FailureCollector()
    try await withFailureReporter(collector, isolation: isolation, operation: operation)
    return collector.failures
  }

  /// A reporter that keeps the failures it is given, safely from any thread.
  final class FailureCollector: FailureReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [TestFailure] = []

    var failures: [TestFailure] {
      lock.wiredActionsGuarded { collected }
    }

    func report(_ failure: TestFailure) {
      lock.wiredActionsGuarded { collected.append(failure) }
    }
  }
}

// From Reporting/ReportFailure.swift

extension WiredActions {
  /// The one place where the library hands a failure to a reporter.
  static func dispatchFailure(_ message: String, at site: SourceSite, attachments: [TestAttachment] = []) {
    let failure = TestFailure(Shortening.message(message), at: site, attachments: attachments)
    if let reporter = CurrentReporter.value {
      reporter.report(failure)
    } else {
      AutomaticReporter().report(failure)
    }
  }
}

// From Reporting/SavedAttachments.swift

extension WiredActions {
  /// Where the attachments of a failure go when the test run keeps none: `swift test` records Swift Testing attachments
  /// only with `--attachments-path`, and XCTest on Linux has no attachments at all.
  enum SavedAttachments {
    /// The folder of this process's attachments: `<temporary folder>/Wired/<process id>`.
    static let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("Wired", isDirectory: true)
      .appendingPathComponent("\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

    private static let lock = NSLock()

    /// Whether Xcode runs the tests, and so keeps their attachments.
    static var isKeptByTheRunner: Bool {
      let environment = ProcessInfo.processInfo.environment
      return environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil
    }

    /// Writes each attachment into ``folder`` (a name used before gets `-2`, `-3`…) and says on standard error where,
    /// unless the runner keeps attachments itself; returns the files written.
    @discardableResult
    static func save(_ attachments: [TestAttachment]) -> [URL] {
      guard !attachments.isEmpty, !isKeptByTheRunner else { return [] }
      return lock.wiredActionsGuarded {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return attachments.compactMap { attachment in
          let url = freeURL(for: attachment.name)
          guard (try? Data(attachment.content.utf8).write(to: url)) != nil else { return nil }
          FileHandle.standardError.write(Data("⎙ Wired saved '\(attachment.name)' at \(url.path)\n".utf8))
          return url
        }
      }
    }

    /// `name` in ``folder``, or `name` with a number before its extension when that file exists.
    private static func freeURL(for name: String) -> URL {
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path) else { return url }
      let base = url.deletingPathExtension().lastPathComponent
      let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
      var number = 2
      while FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(base)-\(number)\(suffix)").path) {
        number += 1
      }
      return folder.appendingPathComponent("\(base)-\(number)\(suffix)")
    }
  }
}

// From Reporting/SourceSite.swift

extension WiredActions {
  /// The caller's source location, passed untouched from a assertion to the reporter.
  struct SourceSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
}

// From Reporting/TestAttachment.swift

extension WiredActions {
  /// Text that goes with a failure, such as a wiring diagram: a Swift Testing attachment where the compiler has them
  /// (Swift 6.2 and later), an `XCTAttachment` on Apple platforms, and the end of the text on standard error.
  struct TestAttachment: Sendable, Hashable {
    /// The file name the attachment is saved under, such as `"SceneViewController.dot"`.
    let name: String
    /// The attachment's text.
    let content: String

    /// Creates an attachment.
    init(name: String, content: String) {
      self.name = name
      self.content = content
    }
  }
}

// From Reporting/TestFailure.swift

extension WiredActions {
  /// A failure that a Wired helper reports: the message and the caller's source location.
  struct TestFailure: Sendable, Hashable, CustomStringConvertible {
    /// The full text of the failure, the user's own message first when one was given.
    var message: String
    /// The caller's `#fileID`, such as `"MyAppTests/SceneTests.swift"`.
    var fileID: String
    /// The caller's `#filePath`.
    var filePath: String
    /// The caller's `#line`.
    var line: UInt
    /// The caller's `#column`.
    var column: UInt
    /// Text that goes with the failure, such as a diagram of the objects involved; not part of equality.
    var attachments: [TestAttachment] = []
    /// The caller's `#filePath` as the compiler gave it, which XCTest needs; `nil` for a failure built at run time.
    let staticFilePath: StaticString?

    /// Creates a failure with a message and a source location.
    init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
      self.message = message
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
      self.staticFilePath = nil
    }

    /// Two failures are equal when their messages and locations are.
    static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
      lhs.message == rhs.message && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line
        && lhs.column == rhs.column
    }

    /// Hashes the message and the location.
    func hash(into hasher: inout Hasher) {
      hasher.combine(message)
      hasher.combine(fileID)
      hasher.combine(filePath)
      hasher.combine(line)
      hasher.combine(column)
    }

    /// The failure as `file:line:column: message`, the way compilers print diagnostics.
    var description: String {
      "\(fileID):\(line):\(column): \(message)"
    }
  }
}
extension WiredActions.TestFailure {
  init(_ message: String, at site: WiredActions.SourceSite, attachments: [WiredActions.TestAttachment] = []) {
    self.message = message
    self.attachments = attachments
    self.fileID = "\(site.fileID)"
    self.filePath = "\(site.filePath)"
    self.line = site.line
    self.column = site.column
    self.staticFilePath = site.filePath
  }
}

// From Reporting/WithFailureReporter.swift

extension WiredActions {
  /// The reporter of the current task, when one was set with `withFailureReporter`.
  enum CurrentReporter {
    @TaskLocal static var value: (any FailureReporter)?
  }

  /// Runs `operation` with every Wired failure it reports sent to `reporter`.
  @discardableResult
  static func withFailureReporter<Result>(
    _ reporter: some FailureReporter,
    operation: () throws -> Result
  ) rethrows -> Result {
    try CurrentReporter.$value.withValue(reporter, operation: operation)
  }

  /// Runs the async `operation` with every Wired failure it reports sent to `reporter`.
  @discardableResult
  static func withFailureReporter<Result>(
    _ reporter: some FailureReporter,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await CurrentReporter.$value.withValue(reporter, operation: operation, isolation: isolation)
  }
}

// From TargetAction/ActionCheck.swift

extension WiredActions {
  /// The shared core of every target-action assertion: collect the handlers for an event, match the requested pair,
  /// fire them directly, and say what went wrong.
  @MainActor
  enum ActionCheck {
    /// What the assertion requires beyond "some action is registered".
    struct Requirement {
      var target: AnyObject?
      var action: String?
      var requireInteractive: Bool
    }

    /// Fires the control's actions for `event`; returns the failure message, or `nil` when it passed.
    static func run<Control: ActionSendingControl>(
      _ control: Control,
      event: Control.ControlEvent,
      requirement: Requirement
    ) -> FailureMessage? {
      let eventName = control.name(of: event)
      let forEvent = eventName.isEmpty ? "" : " for \(eventName)"
      let claim = "Expected \(control.actionControlDescription) to send \(requested(requirement))\(forEvent)"
      if requirement.requireInteractive, let state = uninteractiveState(of: control) {
        var message = FailureMessage(headline: "\(claim), but it is \(state)")
        message.hint =
          "A user cannot trigger a \(state) control. Pass requireInteractive: false to check its wiring anyway."
        return message
      }
      let isPlatform = control is any PlatformActionControl
      let actions = control.registeredActions(for: event)
      guard !actions.isEmpty else {
        var message = FailureMessage(headline: "\(claim), but none is registered")
        if !eventName.isEmpty { message.sections = [otherEvents(of: control)] }
        message.hint =
          "Register one\(forEvent) where the control is set up, and check that the set-up code ran"
          + (isPlatform ? " (in a test, loadViewIfNeeded() runs viewDidLoad)." : ".")
        return message
      }
      var toFire = actions
      if requirement.target != nil || requirement.action != nil {
        toFire = actions.filter { matches($0, requirement) }
        guard !toFire.isEmpty else {
          var message = FailureMessage(headline: "\(claim), but it does not")
          message.sections = [listing(actions, title: eventName.isEmpty ? "Registered" : "Registered for \(eventName)")]
          message.hint = mismatchHint(actions, requirement, isPlatform: isPlatform)
          return message
        }
      }
      if let unreachable = toFire.first(where: { !isFireable($0) }) {
        let problem =
          if case .doesNotRespond? = unreachable.target {
            "the target of \(unreachable.name) does not implement it"
          } else {
            "\(unreachable.name) has no target to send it to"
          }
        var message = FailureMessage(headline: "\(claim), but \(problem)")
        message.details = [("Found", unreachable.summary)]
        message.hint = unreachableHint(unreachable, isPlatform: isPlatform)
        return message
      }
      for action in toFire {
        action.send(action.arguments)
      }
      return nil
    }

    private static func requested(_ requirement: Requirement) -> String {
      let target = requirement.target.map { " to \(ValueDescription.instance($0))" } ?? ""
      return (requirement.action ?? "an action") + target
    }

    private static func uninteractiveState<Control: ActionSendingControl>(of control: Control) -> String? {
      if !control.isEnabledForActions { return "disabled" }
      if control.isHiddenForActions { return "hidden" }
      return nil
    }

    private static func matches(_ action: ControlAction, _ requirement: Requirement) -> Bool {
      if let name = requirement.action, action.name != name {
        // NB: `#selector(pay)` and "pay" name a method without arguments; a colon-less name also matches `pay:`.
        guard !name.contains(":"), action.name.prefix(while: { $0 != ":" }) == name[...] else { return false }
      }
      if let target = requirement.target {
        switch action.target {
        case .object(let object)?, .doesNotRespond(let object)?: return object === target
        default: return false
        }
      }
      return true
    }

    private static func isFireable(_ action: ControlAction) -> Bool {
      switch action.target {
      case nil, .object?: true
      case .responderChain?, .released?, .doesNotRespond?: false
      }
    }

    /// Why no registered action is the requested one: a typo in the app's own registration, a target that cannot be
    /// matched, or a near name.
    private static func mismatchHint(
      _ actions: [ControlAction],
      _ requirement: Requirement,
      isPlatform: Bool
    ) -> String? {
      if let action = requirement.action,
        let suggestion = DidYouMean.suggestion(for: action, among: actions.map(\.name)),
        let suggested = actions.first(where: { $0.name == suggestion })
      {
        // NB: a near name that its target does not implement is the app's typo; suggesting it would copy the typo.
        guard case .doesNotRespond(let object)? = suggested.target else { return "Did you mean \"\(suggestion)\"?" }
        return "The control registers \(suggestion), which \(TypeName.of(type(of: object))) does not implement: "
          + "correct the selector where the app adds the action, not the test."
      }
      if requirement.target != nil, let unmatched = actions.first(where: { !isFireable($0) && !isTargeted($0) }) {
        return unreachableHint(unmatched, isPlatform: isPlatform)
      }
      return nil
    }

    /// Whether the action names an object as its target, whether or not it implements the selector.
    private static func isTargeted(_ action: ControlAction) -> Bool {
      switch action.target {
      case .object?, .doesNotRespond?: true
      default: false
      }
    }

    private static func unreachableHint(_ action: ControlAction, isPlatform: Bool) -> String {
      if case .doesNotRespond(let object)? = action.target {
        let typeName = TypeName.of(type(of: object))
        guard isPlatform else {
          return "Implement \(action.name) in \(typeName), or register the action it does implement."
        }
        return
          "Implement \(action.name) as an @objc method of \(typeName), or register the selector "
          + "it does implement: a real tap would crash with \"unrecognized selector sent to instance\"."
      }
      if case .released? = action.target {
        return "A control holds its target weakly: keep the target alive (usually the view controller that owns the "
          + "control) for as long as the control is."
      }
      return "A nil target sends the action up the responder chain, which only a running application has; or the "
        + "target was released, since a control holds it weakly. Add the action with an explicit, living target, "
        + "or check the responder that handles it directly."
    }

    private static func otherEvents<Control: ActionSendingControl>(of control: Control) -> String {
      let events = control.registeredActionsByEvent().filter { !$0.actions.isEmpty }
      guard !events.isEmpty else { return "  Registered for other events: none" }
      let lines = events.flatMap { entry in entry.actions.map { "    \(entry.event): \($0.summary)" } }
      return "  Registered for other events:\n" + lines.joined(separator: "\n")
    }

    private static func listing(_ actions: [ControlAction], title: String) -> String {
      "  \(title):\n"
        + actions.enumerated().map { "    \($0.offset + 1). \($0.element.summary)" }.joined(separator: "\n")
    }
  }
}

// From TargetAction/ActionSendingControl.swift

extension WiredActions {
  /// A control that sends actions for events: the shape
  /// ``assertSendsAction(_:event:to:action:requireInteractive:message:fileID:filePath:line:column:)`` checks.
  @MainActor
  protocol ActionSendingControl: AnyObject {
    /// The type of the events the control sends actions for.
    associatedtype ControlEvent

    /// The actions registered for `event`, in the order the control would send them.
    func registeredActions(for event: ControlEvent) -> [ControlAction]

    /// Every event that has actions, named for messages, to show what is registered when the checked event has none.
    func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])]

    /// How messages name an event.
    func name(of event: ControlEvent) -> String

    /// How messages name the control: its type, and its title or accessibility label when it has one.
    var actionControlDescription: String { get }

    /// Whether a user could trigger the control now: `false` when it is disabled.
    var isEnabledForActions: Bool { get }

    /// Whether the control is hidden, so that a user could not trigger it.
    var isHiddenForActions: Bool { get }
  }

  /// A UIKit or AppKit control adapted by Wired, whose actions are Objective-C selectors set up by a view controller:
  /// failure hints may speak of `@objc` and `loadViewIfNeeded()`.
  @MainActor
  protocol PlatformActionControl: ActionSendingControl {}
}
extension WiredActions.ActionSendingControl {
  /// The event's case name, its `String` raw value, or for an option set such as `Event(rawValue: 64)`, `Event 64`.
  func name(of event: ControlEvent) -> String {
    if let raw = event as? any RawRepresentable {
      if let text = raw.rawValue as? String { return text }
      return "\(WiredActions.TypeName.of(ControlEvent.self)) \(raw.rawValue)"
    }
    return String(describing: event)
  }

  /// The control's type name.
  var actionControlDescription: String { WiredActions.TypeName.of(type(of: self)) }

  /// `true`: a control that has no notion of being disabled is always enabled.
  var isEnabledForActions: Bool { true }

  /// `false`: a control that has no notion of being hidden is always visible.
  var isHiddenForActions: Bool { false }
}

// From TargetAction/ControlAction.swift

extension WiredActions {
  /// One handler a control has registered for an event: a target-action pair, or a closure handler such as a
  /// `UIAction`.
  @MainActor
  struct ControlAction {
    /// Who receives a target-action message.
    enum Target {
      /// The object the action is sent to.
      case object(AnyObject)
      /// No target: the action goes up the responder chain, which only a running application has.
      case responderChain
      /// The target was released; controls hold their targets weakly.
      case released
      /// The target does not implement the action's selector; a running app would crash with "unrecognized selector
      /// sent to instance".
      case doesNotRespond(AnyObject)
    }

    /// What a target-action method receives, chosen by the number of colons in its selector.
    enum Arguments: Sendable, Equatable {
      /// `pay()`: no argument.
      case none
      /// `pay(_ sender:)`: the control.
      case sender
      /// `pay(_ sender:forEvent:)`: the control, and a `nil` event since no real touch happened.
      case senderAndEvent
    }

    /// The target, for a target-action pair; `nil` for a closure handler.
    let target: Target?
    /// The selector's name (`"pay:"`) for a target-action pair, or a readable name for a closure handler.
    let name: String
    let send: @MainActor (Arguments) -> Void

    /// A target-action pair.
    static func targetAction(
      _ target: Target,
      selector: String,
      send: @escaping @MainActor (Arguments) -> Void
    ) -> ControlAction {
      ControlAction(target: target, name: selector, send: send)
    }

    /// A closure handler, such as a `UIAction`.
    static func handler(named name: String, send: @escaping @MainActor () -> Void) -> ControlAction {
      ControlAction(target: nil, name: name, send: { _ in send() })
    }

    /// The arguments the action's selector takes: one per colon, at most the sender and the event.
    var arguments: Arguments {
      switch name.filter({ $0 == ":" }).count {
      case 0: .none
      case 1: .sender
      default: .senderAndEvent
      }
    }

    /// `pay: → PaymentViewController (0x…)`, or the handler's name.
    var summary: String {
      switch target {
      case nil: name
      case .object(let object)?: "\(name) → \(ValueDescription.instance(object))"
      case .responderChain?: "\(name) → nil target (responder chain)"
      case .released?: "\(name) → a released target"
      case .doesNotRespond(let object)?: "\(name) → \(ValueDescription.instance(object)), which does not implement it"
      }
    }
  }
}

// From TargetAction/ObjectiveCAction.swift

extension WiredActions {
  #if canImport(ObjectiveC)
    /// Target-action pairs of UIKit and AppKit, performed through the Objective-C runtime.
    @MainActor
    enum ObjectiveCAction {
      /// A pair whose message `send` performs with as many arguments as the selector takes.
      static func make(target: Any?, selector: Selector, sender: AnyObject) -> ControlAction {
        let name = NSStringFromSelector(selector)
        guard let receiver = target.flatMap({ $0 as AnyObject }), !(receiver is NSNull) else {
          return .targetAction(.responderChain, selector: name) { _ in }
        }
        guard let object = receiver as? NSObject, object.responds(to: selector) else {
          return .targetAction(.doesNotRespond(receiver), selector: name) { _ in }
        }
        return .targetAction(.object(object), selector: name) { [weak sender] arguments in
          switch arguments {
          case .none: _ = object.perform(selector)
          case .sender: _ = object.perform(selector, with: sender)
          case .senderAndEvent: _ = object.perform(selector, with: sender, with: nil)
          }
        }
      }
    }
  #endif
}

// From TargetAction/TargetActionItem.swift

extension WiredActions {
  #if canImport(ObjectiveC)
    /// Adapts anything with one target and one action (`UIBarButtonItem`, `NSControl`, `NSMenuItem`) to
    /// ``ActionSendingControl``, with a single event.
    @MainActor
    final class TargetActionItem: PlatformActionControl {
      private let sender: AnyObject
      private let target: AnyObject?
      private let action: Selector?
      private let handlers: [ControlAction]
      let actionControlDescription: String
      let isEnabledForActions: Bool
      let isHiddenForActions: Bool

      init(
        _ sender: AnyObject,
        description: String,
        target: AnyObject?,
        action: Selector?,
        isEnabled: Bool,
        isHidden: Bool,
        handlers: [ControlAction] = []
      ) {
        self.sender = sender
        self.handlers = handlers
        self.actionControlDescription = description
        self.target = target
        self.action = action
        self.isEnabledForActions = isEnabled
        self.isHiddenForActions = isHidden
      }

      func registeredActions(for event: Void) -> [ControlAction] {
        guard let action else { return handlers }
        return [ObjectiveCAction.make(target: target, selector: action, sender: sender)] + handlers
      }

      func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
        []
      }

      /// Empty: an item with one target and one action has no events to name.
      func name(of event: Void) -> String {
        ""
      }

      /// Runs the shared check on this item and reports its failure at `site`.
      func assertSendsAction(
        to target: AnyObject?,
        action: Selector?,
        requireInteractive: Bool,
        message: () -> String,
        site: SourceSite
      ) -> Bool {
        let requirement = ActionCheck.Requirement(
          target: target,
          action: action.map(NSStringFromSelector),
          requireInteractive: requireInteractive
        )
        guard let failure = ActionCheck.run(self, event: (), requirement: requirement) else { return true }
        failure.report(userMessage: message, at: site)
        return false
      }
    }
  #endif
}

// From TargetAction/UIKit/PrimaryAction.swift

extension WiredActions {
  #if canImport(UIKit) && !os(watchOS)
    /// The `primaryAction` of a `UIBarButtonItem`, which has no target or action of its own.
    @MainActor
    enum PrimaryAction {
      // NB: UIKit fires a `UIAction` through this method of `UIMenuElement`; it is not API, so Wired checks that
      // it exists before using it, and the item then counts as having no action rather than one that cannot fire.
      private static let perform = NSSelectorFromString("performWithSender:target:")

      /// The action as a handler that fires it with `sender`, or `nil` when UIKit offers no way to fire it.
      static func make(_ action: UIAction, sender: AnyObject) -> ControlAction? {
        guard action.responds(to: perform) else { return nil }
        return .handler(named: "primaryAction UIAction \"\(action.title)\"") { [weak sender] in
          _ = action.perform(perform, with: sender, with: nil)
        }
      }
    }
  #endif
}

// From TargetAction/UIKit/UIControlActions.swift

extension WiredActions {
  #if canImport(UIKit) && !os(watchOS)
    /// Adapts a `UIControl` to ``ActionSendingControl``: its target-action pairs and `UIAction` handlers, per event.
    @MainActor
    final class UIControlActions: PlatformActionControl {
      let control: UIControl

      init(_ control: UIControl) {
        self.control = control
      }

      func registeredActions(for event: UIControl.Event) -> [ControlAction] {
        UIControlEventNames.singleEvents(in: event).flatMap(actions(forSingleEvent:))
      }

      func registeredActionsByEvent() -> [(event: String, actions: [ControlAction])] {
        UIControlEventNames.singleEvents(in: control.allControlEvents).map {
          ($0.wiredActionsReadableName, actions(forSingleEvent: $0))
        }
      }

      func name(of event: UIControl.Event) -> String {
        event.wiredActionsReadableName
      }

      var actionControlDescription: String {
        let title = (control as? UIButton)?.currentTitle ?? control.accessibilityLabel
        return TypeName.of(type(of: control)) + (title.map { " \"\($0)\"" } ?? "")
      }

      var isEnabledForActions: Bool { control.isEnabled }

      var isHiddenForActions: Bool { control.isHidden }

      /// The handlers of one event bit: `UIAction`s and target-action pairs, in the order UIKit keeps them.
      private func actions(forSingleEvent event: UIControl.Event) -> [ControlAction] {
        let sentTogether: UIControl.Event =
          control is UIButton && event == .touchUpInside ? [.touchUpInside, .primaryActionTriggered] : event
        var actions: [ControlAction] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
          guard !events.isDisjoint(with: sentTogether) else { return }
          if let action {
            actions.append(.handler(named: "UIAction \"\(action.title)\"") { [control] in control.sendAction(action) })
          }
          if let (target, selector) = targetAction {
            actions.append(ObjectiveCAction.make(target: target, selector: selector, sender: control))
          }
        }
        return actions
      }
    }
  #endif
}

// From TargetAction/UIKit/UIControlEventNames.swift

#if canImport(UIKit) && !os(watchOS)
  extension WiredActions {
    /// The single events of a `UIControl.Event` mask, and the names failure messages give them.
    enum UIControlEventNames {
      static let named: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
      ]

      /// Every single-bit event in `mask`, lowest bit first.
      static func singleEvents(in mask: UIControl.Event) -> [UIControl.Event] {
        (0..<UInt.bitWidth).compactMap { bit in
          let event = UIControl.Event(rawValue: 1 << UInt(bit))
          return mask.contains(event) ? event : nil
        }
      }
    }
  }
  extension UIControl.Event {
    /// `touchUpInside`, or the raw value for an event without a name; several names joined with ` | `.
    var wiredActionsReadableName: String {
      let names = WiredActions.UIControlEventNames.singleEvents(in: self).map { event in
        WiredActions.UIControlEventNames.named.first { $0.0 == event }?.1
          ?? "UIControl.Event(rawValue: \(event.rawValue))"
      }
      return names.isEmpty ? "no event" : names.joined(separator: " | ")
    }
  }
#endif

// MARK: - Licence

// MIT License
//
// Copyright (c) 2026 The Wired authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
