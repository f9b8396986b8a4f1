import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the shell writes colour: `NO_COLOR`, `FORCE_COLOR`, `TERM=dumb`, then whether both ends
/// are a terminal, in that order (the first that speaks decides).
public enum ColorChoice {
  /// Decides from the process environment and whether standard input and output are terminals.
  ///
  /// - `NO_COLOR` set to anything non-empty: no colour (no-color.org).
  /// - `FORCE_COLOR` set to anything but empty, `0` or `false`: colour, even into a pipe.
  /// - `TERM=dumb`: no colour.
  /// - Otherwise colour only when output is a terminal and input is one too (piped input means a
  ///   script or a test reading the output: no escape codes).
  public static func usesColor(environment: [String: String], outputIsTerminal: Bool, inputIsTerminal: Bool) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let force = environment["FORCE_COLOR"], !["", "0", "false"].contains(force.lowercased()) { return true }
    if environment["TERM"] == "dumb" { return false }
    return outputIsTerminal && inputIsTerminal
  }

  /// The style for this process: its environment, and whether its standard input and output are terminals.
  public static func processStyle() -> TextStyle {
    TextStyle(
      usesColor: usesColor(
        environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
        inputIsTerminal: isatty(STDIN_FILENO) == 1))
  }
}
