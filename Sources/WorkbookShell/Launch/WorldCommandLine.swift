import Foundation
import IdentityPlatform
import Terminal

/// `workbook world`: the simulated world's directory, fitted to the terminal when standard output
/// is one (tables wrap their cells), at full width when it is piped (for grep and files).
public enum WorldCommandLine {
  /// The directory as text.
  public static func text() -> String {
    World.standardDirectory().summary(width: isatty(STDOUT_FILENO) == 1 ? TerminalSize.columns() : nil)
  }
}
