import Foundation

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

  /// Runs the binary with `arguments`, `input` piped to its standard input (none: empty input);
  /// returns exit status, standard output and standard error.
  /// With `mergingErrors`, standard error goes to the same pipe as standard output, in order.
  package static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:], mergingErrors: Bool = false)
    throws -> (status: Int32, output: String, error: String)
  {
    let process = Process()
    process.executableURL = try url
    process.arguments = arguments
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
