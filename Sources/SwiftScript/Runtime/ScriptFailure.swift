import Foundation

/// Why an entry stopped early: a thrown Swift error nobody caught yet, a runtime trap, an error the
/// compiler would have reported, or an interruption.
public struct ScriptFailure: Error, CustomStringConvertible, @unchecked Sendable {
  public enum Kind {
    /// A Swift error in flight (`throw`, or a throwing host call). `catch` can stop it.
    case thrown(Value)
    /// A runtime trap, with Swift's message (without the `Fatal error: ` prefix; an assertion's
    /// `Assertion failed: …` or `Precondition failed: …` whole, as its own title).
    case fault(String)
    /// An error the Swift compiler reports, found while running (wording as the compiler's).
    case diagnostic(String)
    /// Stopped from another thread (Ctrl-C).
    case interrupted
    /// A `?` in an optional chain met `nil`: the chain ends with `nil`. Caught where the chain
    /// ends; it never leaves an entry.
    case optionalChainEnded
    /// A failable initializer's delegation (`super.init(…)`, `self.init(…)`) failed: the
    /// initializer ends there, producing `nil`. Caught where the instance is made; it never leaves
    /// an entry.
    case initializerFailed
  }

  public var kind: Kind
  /// The 1-based line and column in the entry where it happened, once known.
  public var line: Int?
  public var column: Int?

  public init(_ kind: Kind, line: Int? = nil, column: Int? = nil) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// A runtime trap with Swift's message.
  public static func fault(_ message: String) -> ScriptFailure { ScriptFailure(.fault(message)) }
  /// An error with the compiler's wording.
  public static func diagnostic(_ message: String) -> ScriptFailure { ScriptFailure(.diagnostic(message)) }
  /// A thrown Swift error.
  public static func thrown(_ value: Value) -> ScriptFailure { ScriptFailure(.thrown(value)) }

  /// Swift's trap for reading an `unowned` reference (a property or a capture) whose instance is
  /// gone; `address` names where it was.
  static func unownedInstanceGone(address: UInt) -> ScriptFailure {
    .fault("Attempted to read an unowned reference but object 0x\(String(address, radix: 16)) was already destroyed")
  }

  /// Swift's trap for an access to a variable while an `inout` access to it is in progress
  /// (`increment(&stepSize)` whose body reads `stepSize`); `address` names the variable.
  static func simultaneousAccess(address: UInt) -> ScriptFailure {
    .fault("Simultaneous accesses to 0x\(String(address, radix: 16)), but modification requires exclusive access.")
  }

  /// A trap's message as Swift's runtime prints it after the place: `Fatal error: message`, a bare
  /// `Fatal error` (`fatalError()`), or an assertion's own title, which the message begins with
  /// (`Assertion failed: boom`, `Precondition failed`).
  static func trapText(_ message: String) -> String {
    if ownTitles.contains(where: { message == $0 || message.hasPrefix($0 + ": ") }) { return message }
    return message.isEmpty ? "Fatal error" : "Fatal error: \(message)"
  }

  /// The titles `assert` and `precondition` print in place of `Fatal error`.
  static let ownTitles = ["Assertion failed", "Precondition failed"]

  /// Whether this is a failable initializer's delegation failing (``Kind/initializerFailed``).
  var isInitializerFailure: Bool {
    if case .initializerFailed = kind { return true }
    return false
  }

  public var description: String {
    switch kind {
    case .thrown(let value): "Fatal error: Error raised at top level: \(ValueFormatter.errorDescription(value))"
    case .fault(let message): Self.trapText(message)
    case .diagnostic(let message): "error: \(message)"
    case .interrupted: "Execution interrupted"
    case .optionalChainEnded: "optional chain ended"
    case .initializerFailed: "initializer failed"
    }
  }
}
