/// The class instances whose last strong reference went, waiting for their `deinit` to run.
///
/// Swift runs a class's `deinit` as soon as the last strong reference to an instance goes. Here an
/// instance is an ``ObjectValue`` held by the interpreter's values, so Swift's own reference
/// counting tells when a script's instance is gone: ``ObjectValue``'s own `deinit` moves the
/// stored properties into a new ``ObjectValue`` (no reference to the dying one escapes) and puts it
/// here. The interpreter runs the waiting `deinit`s at its next checkpoint (every statement, loop
/// pass and call passes one: `Interpreter.checkLimits`), so that a `deinit`'s output comes
/// before the next statement's, as in compiled Swift, and never in the middle of the interpreter's
/// own bookkeeping.
///
/// Only classes that declare a `deinit` (or inherit one) point here; other instances go quietly.
/// Used on the evaluation thread only (values are not shared across threads); while closed
/// (`:reset` letting the session's instances go) it takes nothing.
///
/// A `deinit` runs to its end before the next waiting instance's starts; the instances it lets go
/// itself (and, once it is over, its instance's stored properties) go first, as Swift releases
/// them: ``setAside()`` starts a level of its own for them, ``restore(_:)`` ends it.
final class DeinitQueue {
  /// Whether a class with a `deinit` was ever declared in this process: only then does the order
  /// in which a scope lets its variables go show (``Scope``'s `deinit` keeps Swift's order then,
  /// and saves the work otherwise). Set once, on the evaluation thread; a stale read on another
  /// interpreter's thread only orders a release it did not need to.
  nonisolated(unsafe) static var isObservable = false

  /// Instances waiting, in the order their last reference went; nil once taken.
  private var waiting: [ObjectValue?] = []
  /// Where the innermost level starts: what is before it waits for a `deinit` further out to end.
  private var levelStart = 0
  /// The next instance of the innermost level to take.
  private var next = 0
  /// Whether an instance of the innermost level is waiting: what the checkpoint looks at.
  private(set) var hasWaiting = false
  /// False once the session that made it was reset: its instances go without their `deinit`.
  private(set) var isOpen = true

  /// Puts an instance whose last reference went in line for its `deinit`.
  func append(_ object: ObjectValue) {
    guard isOpen else { return }
    waiting.append(object)
    hasWaiting = true
  }

  /// The innermost level's instance waiting longest, taken out of the line.
  func takeNext() -> ObjectValue? {
    guard next < waiting.count else { return nil }
    let object = waiting[next]
    waiting[next] = nil
    next += 1
    if next == waiting.count {
      hasWaiting = false
      if levelStart == 0 {
        waiting.removeAll(keepingCapacity: true)
        next = 0
      }
    }
    return object
  }

  /// Where a level starts and reads: what ``restore(_:)`` takes back.
  struct Level {
    fileprivate let start: Int
    fileprivate let next: Int
  }

  /// Starts a level for the instances a `deinit` about to run lets go: the ones waiting now wait
  /// until ``restore(_:)``.
  func setAside() -> Level {
    let outer = Level(start: levelStart, next: next)
    levelStart = waiting.count
    next = waiting.count
    hasWaiting = false
    return outer
  }

  /// Ends the level ``setAside()`` started (its instances all taken, or let go after a fault),
  /// and makes the one before it the innermost again.
  func restore(_ outer: Level) {
    if levelStart < waiting.count { waiting.removeSubrange(levelStart...) }
    levelStart = outer.start
    next = outer.next
    hasWaiting = next < waiting.count
  }

  /// Takes nothing more and lets the waiting instances go without their `deinit` (the session is
  /// being reset).
  func close() {
    isOpen = false
    waiting.removeAll()
    levelStart = 0
    next = 0
    hasWaiting = false
  }

  /// Takes instances again (the reset session's are gone).
  func reopen() {
    isOpen = true
  }
}

// MARK: - Argument temporaries

extension Array where Element == Argument {
  /// Lets a call's arguments go last to first, as Swift ends its argument temporaries'
  /// lives once the call returns; only where a `deinit` can show the order (else the array goes
  /// whole, as it would).
  mutating func releaseLastFirst() {
    guard DeinitQueue.isObservable else { return }
    while popLast() != nil {}
  }
}
