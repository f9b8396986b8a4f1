import Foundation

/// The repository this test run was built from: its root, and what git tracks in it.
enum Repository {
  /// The package's root folder (two folders above this file's).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Whether the root is a git work tree with git on the PATH (a download without `.git` is not).
  static var isGitWorkTree: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
      && (try? git(["rev-parse", "--is-inside-work-tree"])) == "true\n"
  }

  /// Every path git tracks, relative to the root.
  static func trackedFiles() throws -> [String] {
    try git(["ls-files", "-z"]).split(separator: "\0").map(String.init)
  }

  /// The text of the tracked file at `path`.
  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private static func git(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
    return String(decoding: data, as: UTF8.self)
  }
}
