import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `workbook` executable, as a newcomer would.
package enum WorkbookBinary {
  /// The executable next to the test bundle (SwiftPM puts products in one build directory).
  package static var url: URL {
    get throws { try product("workbook") }
  }

  /// The built executable product `name` (`workbook`, `shell-fuzz`): beside the running program or
  /// up to four folders above it, else in the source tree's `.build/debug`.
  package static func product(_ name: String) throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)")
    guard FileManager.default.isExecutableFile(atPath: fromSource.path) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: fromSource.path])
    }
    return fromSource
  }

  /// The user a test runs the binary as when it needs file permissions to hold (root reads any
  /// file): `nobody`, through util-linux's `setpriv`.
  package static let unprivilegedUser: (uid: UInt32, gid: UInt32) = (65534, 65534)

  /// Whether the binary can be run without root's privileges: the tests run as another user, or
  /// as root with `setpriv` to drop them.
  package static var canRunUnprivileged: Bool {
    getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  }

  /// Runs the binary with `arguments`, `input` piped to its standard input (none: empty input);
  /// returns exit status, standard output and standard error.
  /// With `mergingErrors`, standard error goes to the same pipe as standard output, in order.
  /// With `unprivileged`, a test running as root runs it as `unprivilegedUser`, so that file
  /// permissions apply (the files it is to use must belong to that user). `currentDirectory` is
  /// where it runs (the test's own, unless given).
  package static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:], mergingErrors: Bool = false,
    unprivileged: Bool = false, currentDirectory: URL? = nil
  ) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = try url
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    if unprivileged && getuid() == 0 {
      let (uid, gid) = unprivilegedUser
      process.arguments = ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", try url.path] + arguments
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = mergingErrors ? output : error
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = mergingErrors ? Data() : error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
  }
}
