internal import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `workbook` running in a pseudo-terminal, as in a terminal emulator: the test types
/// keys (Ctrl-C included, which the terminal turns into SIGINT) and reads what the shell draws.
package final class ShellTerminal: @unchecked Sendable {
  package let pid: Int32
  /// The terminal the shell runs in: what it draws, and where the test types.
  private let terminal: PseudoTerminal
  private var exitStatus: Int32?

  /// Starts `workbook arguments` with `environment` added to a clean one (HOME and XDG_STATE_HOME
  /// in a temporary directory, TERM=xterm, no colour unless asked).
  package init(arguments: [String] = [], environment: [String: String] = [:], stateDirectory: URL) throws {
    let binary = try WorkbookBinary.url.path
    var variables = [
      "HOME": stateDirectory.path, "XDG_STATE_HOME": stateDirectory.appendingPathComponent("state").path,
      "TERM": "xterm", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_COLOR": "1",
    ]
    for (name, value) in environment { variables[name] = value }
    let argv = [binary] + arguments
    let envp = variables.map { "\($0.key)=\($0.value)" }
    var controller: Int32 = -1
    let pid = ShellTerminal.withCStrings(argv) { argvPointers in
      ShellTerminal.withCStrings(envp) { envpPointers in
        pseudo_terminal_spawn(binary, argvPointers, envpPointers, 24, 100, &controller)
      }
    }
    guard pid > 0 else { throw POSIXError(.ENXIO) }
    self.pid = pid
    terminal = PseudoTerminal(adoptingController: controller)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
  }

  /// Everything drawn so far, as text.
  package var screen: String { terminal.screen }

  /// How many bytes the shell has drawn so far.
  package var drawnCount: Int { terminal.drawnCount }

  /// What the shell drew from byte `offset` on.
  package func screen(fromByte offset: Int) -> String { terminal.screen(fromByte: offset) }

  /// The shell's exit status if it has ended (by a signal: 128 plus its number), else nil; never waits.
  package func exitStatusIfEnded() -> Int32? {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    exitStatus = ShellTerminal.exitCode(of: status)
    return exitStatus
  }

  /// The text drawn after the first occurrence of `marker` (or everything when it is absent).
  package func screen(after marker: String) -> String {
    let text = screen
    guard let range = text.range(of: marker, options: .backwards) else { return text }
    return String(text[range.upperBound...])
  }

  /// Waits up to `seconds` (generous: a loaded CI machine starts processes slowly) for `text` to be
  /// drawn; returns whether it was. When it was not, writes what was drawn to standard error, so a
  /// failed test shows the screen it timed out on.
  @discardableResult
  package func waitFor(_ text: String, seconds: Double = 30, after marker: String? = nil) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let visible = marker.map { screen(after: $0) } ?? screen
      if visible.contains(text) { return true }
      usleep(10_000)
    }
    reportTimeout(waitingFor: text, after: marker, seconds: seconds)
    return false
  }

  /// Writes the screen, escaped and with the process's state, for a wait that timed out.
  private func reportTimeout(waitingFor text: String, after marker: String?, seconds: Double) {
    var status: Int32 = 0
    if exitStatus == nil, waitpid(pid, &status, WNOHANG) == pid {
      exitStatus = ShellTerminal.exitCode(of: status)
    }
    let state = exitStatus.map { "exited with status \($0)" } ?? "still running"
    let drawn = screen.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\n": return "\n"
      case "\u{1b}": return "\\e"
      case "\r": return "\\r"
      default: return scalar.value < 0x20 ? "\\x" + String(scalar.value, radix: 16) : String(scalar)
      }
    }.joined()
    let place = marker.map { " after \"\($0)\"" } ?? ""
    let report = """
      ShellTerminal: no "\(text)"\(place) within \(seconds) s; workbook (pid \(pid)) \(state). \
      What it drew:
      \(drawn)
      ---

      """
    FileHandle.standardError.write(Data(report.utf8))
  }

  /// Waits for `prompt` to be drawn after `marker`, then a moment more: keys typed before the line
  /// editor takes the terminal go through the terminal's own line discipline (Ctrl-C there flushes
  /// what was typed ahead), which is not what a person at the prompt sees.
  @discardableResult
  package func waitForPrompt(_ prompt: String, after marker: String? = nil) -> Bool {
    let shown = waitFor(prompt, after: marker)
    usleep(50_000)
    return shown
  }

  /// How many times `text` has been drawn.
  package func count(of text: String) -> Int {
    screen.components(separatedBy: text).count - 1
  }

  /// Types `keys` (e.g. "\t", "\u{1b}[A", "\r", "\u{03}" for Ctrl-C, "\u{04}" for Ctrl-D).
  package func type(_ keys: String) {
    terminal.type(keys)
  }

  /// Resizes the terminal, as a person dragging the window does (the shell gets SIGWINCH).
  package func resize(rows: UInt16, columns: UInt16) {
    var size = winsize()
    size.ws_row = rows
    size.ws_col = columns
    _ = ioctl(terminal.controller, UInt(TIOCSWINSZ), &size)
  }

  /// Waits up to `seconds` for the shell to exit; returns its exit status, or nil when it still runs.
  package func waitForExit(seconds: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let code = ShellTerminal.exitCode(of: status)
        exitStatus = code
        return code
      }
      usleep(10_000)
    }
    return nil
  }

  /// The exit code `waitpid` reported, or 128 plus the signal that ended the process, as a shell says.
  private static func exitCode(of status: Int32) -> Int32 {
    (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
