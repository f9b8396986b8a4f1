import Foundation

/// A temporary folder of stand-in commands (`apt-get`, `swift`, `pkg-config`…) put first on `PATH`,
/// for running one of the repository's shell scripts without touching the machine.
package struct StandInCommands {
  /// What a script run printed, and how it ended.
  package struct Run {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
    /// Both streams, standard output first.
    package var output: String { standardOutput + standardError }
  }

  /// The folder; stand-ins write any files they keep here too.
  package let directory: URL

  package init(_ purpose: String) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The repository's script at `path` (relative to the package root).
  package static func script(_ path: String) -> URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(path)
  }

  /// Adds an executable stand-in `name` whose shell script is `body`.
  package func add(_ name: String, body: String) throws {
    let file = directory.appendingPathComponent(name)
    try body.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
  }

  /// Runs `script` with bash, the stand-ins first on `PATH` and `environment` added. Standard error
  /// goes to a file, so neither stream can fill its pipe while the other is read.
  package func run(_ script: URL, arguments: [String] = [], environment extra: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = directory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let output = Pipe()
    let errors = directory.appendingPathComponent("standard-error-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let errorHandle = try FileHandle(forWritingTo: errors)
    defer { try? errorHandle.close() }
    process.standardOutput = output
    process.standardError = errorHandle
    try process.run()
    let standardOutput = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let standardError = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    return Run(status: process.terminationStatus, standardOutput: standardOutput, standardError: standardError)
  }

  /// Removes the folder.
  package func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
