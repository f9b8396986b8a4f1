/// A `Task { }` waiting for the main actor to be free.
///
/// An app's code runs on the main actor, and so does a task it starts there: Swift runs the
/// task's operation once the code that started it suspends (an `await`) or returns. The
/// interpreter keeps such tasks in line (``Interpreter/schedule(_:)``) and runs them, in the order
/// they were made, when an `await` has been evaluated, when a task's value is asked for, and when
/// the entry ends. (A script's top-level code in Swift 5 mode is not on the main actor, so there
/// a task may run at any point, or not at all if the program ends first: this is one order it
/// may take, the one an app's main actor gives.)
public final class ScheduledTask {
  /// What the task runs; nil once it has run (or started to).
  private var operation: (() throws(ScriptFailure) -> Void)?

  /// A task that will run `operation` when the main actor is next free.
  public init(_ operation: @escaping () throws(ScriptFailure) -> Void) {
    self.operation = operation
  }

  /// Whether its operation has run (or is running).
  public var hasStarted: Bool { operation == nil }

  /// Runs its operation now, unless it has run; a trap in it ends the entry.
  public func runIfWaiting() throws(ScriptFailure) {
    guard let operation else { return }
    self.operation = nil
    try operation()
  }
}
