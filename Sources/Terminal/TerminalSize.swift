#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal, read when needed (a resize between entries is seen by the next read).
package enum TerminalSize {
  /// The columns of the terminal on `descriptor`; `fallback` when it is not a terminal or says 0.
  package static func columns(of descriptor: Int32 = STDOUT_FILENO, fallback: Int = 80) -> Int {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return fallback }
    return Int(size.ws_col)
  }

  /// How wide text meant for reading (lesson narrative) is drawn: the terminal's width up to 100
  /// columns (longer lines read badly), or 80 columns when output is not a terminal.
  package static func readingWidth(outputIsTerminal: Bool) -> Int {
    outputIsTerminal ? min(columns(), 100) : 80
  }
}
