import Foundation

/// Hands a piece of work to the evaluation thread and its result back (the caller reads the result
/// only after `wait()`, so the two threads never touch it at the same time).
final class Handoff<Result>: @unchecked Sendable {
  let work: () -> Result
  /// Runs the work inside the caller's context (see `HostRegistry.contextCarrier`).
  let context: ((() -> Void) -> Void)?
  var result: Result?
  let finished = DispatchSemaphore(value: 0)
  private var waited = false

  init(context: ((() -> Void) -> Void)?, _ work: @escaping () -> Result) {
    self.context = context
    self.work = work
  }

  /// Does the work (on the evaluation thread) and signals the waiting caller.
  func perform() {
    if let context {
      context { result = work() }
    } else {
      result = work()
    }
    finished.signal()
  }

  /// Waits for the work to finish (once; later calls return at once) and returns its result.
  func wait() -> Result {
    if !waited {
      finished.wait()
      waited = true
    }
    return result!
  }
}

extension Interpreter {
  /// The stack size of the thread entries run on: 1 GiB of address space, of which only what a
  /// recursion reaches is ever touched. A script call level takes tens of kilobytes of native stack
  /// in debug builds (about 37 KB for a plain recursive function, twice that through a closure), so
  /// `maximumCallDepth` (20,000) levels need about 750 MB there; release builds need far less.
  public static let defaultEvaluationStackSize = 1 << 30
  /// How much of the stack stays unused: evaluation stops with a fault before going deeper.
  static let stackReserve = 16 << 20

  /// Runs `work` on a thread with a large stack and waits for it: entries never depend on the
  /// caller's stack (Swift Testing and the shell call `run` on secondary threads with small ones).
  func onEvaluationStack<Result>(_ work: @escaping () -> Result) -> Result {
    if stackFloor != 0 { return work() }  // already on the evaluation thread
    return startOnEvaluationStack(work).wait()
  }

  /// Starts `work` on a thread with a large stack and returns without waiting; the caller must not
  /// use the interpreter until `wait()` on the result has returned. Work that runs no script code
  /// (parsing, checking) need not carry the caller's context.
  func startOnEvaluationStack<Result>(carryingContext: Bool = true, _ work: @escaping () -> Result) -> Handoff<Result> {
    let handoff = Handoff(context: carryingContext ? registry.contextCarrier?() : nil) { [self] in
      markStackTop()
      defer { stackFloor = 0 }
      return work()
    }
    let thread = Thread { [handoff] in handoff.perform() }
    thread.stackSize = evaluationStackSize
    thread.start()
    return handoff
  }

  /// Marks the current stack position as the top of the evaluation stack (on the evaluation thread).
  private func markStackTop() {
    stackFloor = Interpreter.currentStackAddress() - UInt(evaluationStackSize - Interpreter.stackReserve)
  }

  /// Frees a prepared entry's syntax tree on the evaluation thread. A tree nested tens of thousands
  /// deep (a long chain of operators) is torn down recursively, which a small stack cannot hold;
  /// call it once the entry has run and nothing else holds the `PreparedEntry`.
  public func release(_ pending: PendingEntry) {
    let handoff = pending.handoff
    onEvaluationStack { handoff.result = nil }
  }

  /// Throws a fault when the native stack is close to its end (deep recursion or deeply nested
  /// expressions), instead of letting the process crash.
  func checkStack() throws(ScriptFailure) {
    guard stackFloor != 0, Interpreter.currentStackAddress() < stackFloor else { return }
    throw Self.stackOverflow
  }

  /// What ``checkStack()`` (and ``checkLimits()``) throw when the native stack is close to its end.
  static var stackOverflow: ScriptFailure {
    .fault("stack overflow (the script nests too deeply: a recursion without an end, or an expression nested too deeply)")
  }

  /// The address of a local variable: where the stack is now.
  @inline(never)
  static func currentStackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }
}
