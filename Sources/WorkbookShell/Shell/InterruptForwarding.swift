import CInterruptSignal
import Foundation
import SwiftScript

/// Ctrl-C in the shell: a SIGINT handler that only records the signal (so reading a line returns
/// instead of the process ending), and, while code runs, a watcher that turns it into a stop request.
enum InterruptForwarding {
  /// Installs the handler. Returns false when the system refused it.
  @discardableResult
  static func install() -> Bool {
    interrupt_signal_install() == 0
  }

  /// Forgets a Ctrl-C that arrived while nothing ran (at the prompt).
  static func discardPending() {
    _ = interrupt_signal_take()
  }

  /// Whether Ctrl-C was pressed since the last look (and forgets it).
  static func takePending() -> Bool {
    interrupt_signal_take() != 0
  }

  /// Runs `body`; meanwhile Ctrl-C raises `flag`, which stops the running entry at its next statement.
  static func forwarding<Result>(to flag: InterruptFlag, _ body: () -> Result) -> Result {
    discardPending()
    let watcher = Watcher()
    let thread = Thread { [watcher] in
      while !watcher.isFinished {
        if interrupt_signal_take() != 0 { flag.raise() }
        // Wakes at once when the entry ends, so no entry waits out a poll interval.
        _ = watcher.wake.wait(timeout: .now() + .milliseconds(10))
      }
      watcher.stopped.signal()
    }
    thread.start()
    defer {
      watcher.finish()
      watcher.stopped.wait()
    }
    return body()
  }

  /// The running entry's end, told to the watcher thread.
  private final class Watcher: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    let stopped = DispatchSemaphore(value: 0)
    let wake = DispatchSemaphore(value: 0)

    var isFinished: Bool { lock.withLock { finished } }

    func finish() {
      lock.withLock { finished = true }
      wake.signal()
    }
  }
}
