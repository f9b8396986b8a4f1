import CPseudoTerminal
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

  /// Opens a pair; a thread keeps reading what is drawn, so the terminal never blocks its writer.
  package init() throws {
    var terminal: Int32 = -1
    controller = pseudo_terminal_open(&terminal)
    guard controller >= 0 else { throw POSIXError(.ENXIO) }
    self.terminal = terminal
    // libedit needs a terminal type to edit; tests run without one.
    if ProcessInfo.processInfo.environment["TERM"].map({ $0.isEmpty || $0 == "dumb" }) ?? true { setenv("TERM", "xterm", 1) }
    let thread = Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(controller, &buffer, buffer.count)
        if count <= 0 { return }
        lock.withLock { drawn.append(contentsOf: buffer[0..<count]) }
      }
    }
    thread.start()
  }

  deinit {
    close(terminal)
    close(controller)
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
