import Foundation
import Testing

/// Runs the built `workbook` executable, as a newcomer would.
enum WorkbookBinary {
  /// The executable next to the test bundle (SwiftPM puts products in one build directory).
  static var url: URL {
    get throws {
      var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("workbook")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
      }
      let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/workbook")
      guard FileManager.default.isExecutableFile(atPath: fromSource.path) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: fromSource.path])
      }
      return fromSource
    }
  }

  /// Runs the binary with `arguments`, `input` piped to its standard input (none: empty input);
  /// returns exit status, standard output and standard error.
  /// With `mergingErrors`, standard error goes to the same pipe as standard output, in order.
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:], mergingErrors: Bool = false)
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

@Suite("The workbook command")
struct WorkbookCommandTests {
  @Test("world prints the simulated world")
  func world() throws {
    let result = try WorkbookBinary.run(["world"])
    #expect(result.status == 0)
    #expect(result.output.contains("adele@contoso.com"))
    #expect(result.output.contains("4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
    #expect(result.output.contains("Contoso B2C"))
  }

  @Test("--version and --help")
  func versionAndHelp() throws {
    #expect(try WorkbookBinary.run(["--version"]).output.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    let help = try WorkbookBinary.run(["--help"])
    for subcommand in ["shell", "run", "world", "decode"] {
      #expect(help.output.contains("  \(subcommand)"), "\(subcommand) missing from --help")
    }
    #expect(help.output.contains("(default)"))
  }

  @Test("decode prints a JWT's claims; a non-token fails with a message on stderr")
  func decode() throws {
    let header = Data(#"{"alg":"none","typ":"JWT"}"#.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
    let payload = Data(#"{"oid":"a11ce000-0000-4000-8000-0000000000a1","exp":1767607199}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "")
    let good = try WorkbookBinary.run(["decode", "\(header).\(payload)."])
    #expect(good.status == 0)
    #expect(good.output.contains("a11ce000-0000-4000-8000-0000000000a1"))
    #expect(good.output.contains("exp 2026-01-05T09:59:59Z"))
    let bad = try WorkbookBinary.run(["decode", "hello"])
    #expect(bad.status == 1)
    #expect(bad.error.contains("neither a JWT"))
  }
}
