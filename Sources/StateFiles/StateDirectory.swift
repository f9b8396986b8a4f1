import Foundation

/// Where the workbook keeps what outlives a session: the shell's history and lesson progress.
///
/// `$XDG_STATE_HOME/msal-workbook` when `XDG_STATE_HOME` is set (on any system); otherwise
/// `~/Library/Application Support/msal-workbook` on macOS and `~/.local/state/msal-workbook` elsewhere.
public struct StateDirectory: Equatable, Sendable {
  /// The directory (it may not exist yet: writers create it).
  public let url: URL

  /// The directory for `environment` (the process environment) and `home`.
  public init(environment: [String: String], home: URL) {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      url = URL(fileURLWithPath: state).appendingPathComponent("msal-workbook")
      return
    }
    #if os(macOS)
      url = home.appendingPathComponent("Library/Application Support/msal-workbook")
    #else
      url = home.appendingPathComponent(".local/state/msal-workbook")
    #endif
  }

  /// The directory of the running process's user.
  public static var current: StateDirectory {
    let environment = ProcessInfo.processInfo.environment
    let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    return StateDirectory(environment: environment, home: home)
  }

  /// The shell's history file.
  public var historyFile: URL { url.appendingPathComponent("history") }
}
