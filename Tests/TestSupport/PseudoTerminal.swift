internal import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests: the code under test reads and writes the terminal side, as a
/// program does at a terminal emulator; the test types on the controlling side and sees what was drawn.
package final class PseudoTerminal: @unchecked Sendable {
  /// The controlling side: what the test types goes in here, what the program draws comes out.
  package let controller: Int32
  /// The terminal side, the program's standard input and output.
  package let terminal: Int32
  private let lock = NSLock()
  private var drawn = Data()
  private var terminalClosed = false
  private var readingEnded = false
  private var whenReadingEnds: CheckedContinuation<Void, Never>?

  /// Opens a pair; a thread keeps reading what is drawn, so the terminal never blocks its writer.
  /// With `translatesNewlines` false, output processing is off and "\n" stays "\n" (not "\r\n").
  package init(translatesNewlines: Bool = true) throws {
    var terminal: Int32 = -1
    controller = pseudo_terminal_open(&terminal)
    guard controller >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENXIO) }
    self.terminal = terminal
    if !translatesNewlines {
      var attributes = termios()
      tcgetattr(terminal, &attributes)
      attributes.c_oflag &= ~tcflag_t(OPOST)
      tcsetattr(terminal, TCSANOW, &attributes)
    }
    // libedit needs a terminal type to edit; tests run without one.
    if ProcessInfo.processInfo.environment["TERM"].map({ $0.isEmpty || $0 == "dumb" }) ?? true { setenv("TERM", "xterm", 1) }
    Thread.detachNewThread { [self] in readUntilClosed() }
  }

  deinit {
    if !terminalClosed { close(terminal) }
    close(controller)
  }

  /// Closes this process's copy of the terminal side and, once every writer has closed it too,
  /// returns everything drawn (for a child process that wrote to it and exited).
  package func finish() async -> String {
    let alreadyClosed = lock.withLock {
      defer { terminalClosed = true }
      return terminalClosed
    }
    if !alreadyClosed { close(terminal) }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ended = lock.withLock {
        if !readingEnded { whenReadingEnds = continuation }
        return readingEnded
      }
      if ended { continuation.resume() }
    }
    return screen
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(controller, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      lock.withLock { drawn.append(contentsOf: buffer[0..<count]) }
    }
    let waiting = lock.withLock {
      readingEnded = true
      defer { whenReadingEnds = nil }
      return whenReadingEnds
    }
    waiting?.resume()
  }

  /// What has been drawn so far.
  package var screen: String { lock.withLock { String(decoding: drawn, as: UTF8.self) } }

  /// Whether `text` is drawn within two seconds (drawing reaches the test asynchronously).
  package func shows(_ text: String) -> Bool {
    for _ in 0..<200 {
      if screen.contains(text) { return true }
      usleep(10_000)
    }
    return false
  }

  /// Types `keys` (raw text: "\t", "\u{1b}[A", "\r").
  package func type(_ keys: String) {
    type(Array(keys.utf8))
  }

  /// Types raw bytes (0x03 is Ctrl-C, 0x7F Backspace).
  package func type(_ bytes: [UInt8]) {
    _ = write(controller, bytes, bytes.count)
  }

  // MARK: - Terminal modes

  /// The terminal side's current attributes.
  package func attributes() throws -> termios {
    var attributes = termios()
    guard tcgetattr(terminal, &attributes) == 0 else { throw POSIXError(.ENOTTY) }
    return attributes
  }

  /// Control character `index` (`VMIN`, `VTIME`) of `attributes`.
  package static func controlCharacter(_ index: Int, of attributes: termios) -> cc_t {
    var attributes = attributes
    return withUnsafeBytes(of: &attributes.c_cc) { $0[index] }
  }

  /// Whether two attribute sets agree on the flags and control characters.
  package static func same(_ first: termios, _ second: termios) -> Bool {
    var first = first
    var second = second
    let characters = withUnsafeBytes(of: &first.c_cc) { Array($0) } == withUnsafeBytes(of: &second.c_cc) { Array($0) }
    return characters && first.c_lflag == second.c_lflag && first.c_iflag == second.c_iflag
      && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
  }
}

/// Hands a non-Sendable value to another thread that is the only one using it meanwhile.
package struct UnsafeTransfer<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
