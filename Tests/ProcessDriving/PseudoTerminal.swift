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
  /// What the reading thread collects; the thread holds only this, so the pair is closed (and the
  /// thread ends) when the test lets go of the terminal.
  private let drawn = DrawnBytes()
  private let lock = NSLock()
  private var terminalClosed = false

  /// Opens a pair; a thread keeps reading what is drawn, so the terminal never blocks its writer.
  /// With `translatesNewlines` false, output processing is off and "\n" stays "\n" (not "\r\n").
  package convenience init(translatesNewlines: Bool = true) throws {
    var terminal: Int32 = -1
    let controller = pseudo_terminal_open(&terminal)
    guard controller >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENXIO) }
    if !translatesNewlines {
      var attributes = termios()
      tcgetattr(terminal, &attributes)
      attributes.c_oflag &= ~tcflag_t(OPOST)
      tcsetattr(terminal, TCSANOW, &attributes)
    }
    // libedit needs a terminal type to edit; tests run without one.
    if ProcessInfo.processInfo.environment["TERM"].map({ $0.isEmpty || $0 == "dumb" }) ?? true { setenv("TERM", "xterm", 1) }
    self.init(controller: controller, terminal: terminal)
  }

  /// Takes over the controlling side of a terminal whose other side a child process already holds
  /// (`pseudo_terminal_spawn`); `terminal` is then -1.
  package convenience init(adoptingController controller: Int32) {
    self.init(controller: controller, terminal: -1)
  }

  private init(controller: Int32, terminal: Int32) {
    self.controller = controller
    self.terminal = terminal
    terminalClosed = terminal < 0
    // The reading thread reads its own duplicate of the controlling side and closes it when done,
    // so no later terminal that reuses the number of a closed descriptor can lose output to it.
    let drawn = drawn
    let reading = dup(controller)
    Thread.detachNewThread {
      drawn.collect(from: reading)
      close(reading)
    }
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
    await drawn.end()
    return screen
  }

  /// What has been drawn so far.
  package var screen: String { drawn.text }

  /// How many bytes have been drawn so far.
  package var drawnCount: Int { drawn.count }

  /// What has been drawn from byte `offset` on (a caller that waits for output reads only what is new).
  package func screen(fromByte offset: Int) -> String { drawn.text(from: offset) }

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

/// The bytes drawn on a terminal, appended by its reading thread until the controlling side reads
/// no more, and read by the test.
private final class DrawnBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()
  private var ended = false
  private var whenEnded: CheckedContinuation<Void, Never>?

  /// The bytes so far, as text.
  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// How many bytes so far.
  var count: Int { lock.withLock { bytes.count } }

  /// The bytes from `offset` on, as text.
  func text(from offset: Int) -> String {
    lock.withLock {
      let start = bytes.index(bytes.startIndex, offsetBy: min(offset, bytes.count))
      return String(decoding: bytes[start...], as: UTF8.self)
    }
  }

  /// Reads `descriptor` until it reports the end (every writer gone) or an error (it was closed).
  func collect(from descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      lock.withLock { bytes.append(contentsOf: buffer[0..<count]) }
    }
    let waiting = lock.withLock {
      ended = true
      defer { whenEnded = nil }
      return whenEnded
    }
    waiting?.resume()
  }

  /// Returns once reading has ended.
  func end() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let alreadyEnded = lock.withLock {
        if !ended { whenEnded = continuation }
        return ended
      }
      if alreadyEnded { continuation.resume() }
    }
  }
}

/// Hands a non-Sendable value to another thread that is the only one using it meanwhile.
package struct UnsafeTransfer<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
