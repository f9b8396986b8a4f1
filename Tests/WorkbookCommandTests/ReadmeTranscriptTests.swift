import Foundation
import Testing

/// The README's "Running Swift scripts" transcript is a real run: the script it shows, run by the
/// built binary, prints exactly the lines it shows (and its misspelled variant the error it shows).
@Suite("README transcript")
struct ReadmeTranscriptTests {
  /// The transcript block of README.md that starts with `$ cat lookup.swift`.
  static func transcript() throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "$ cat lookup.swift"), "README.md has no lookup.swift transcript")
    let end = try #require(lines[start...].firstIndex(of: "```"))
    return Array(lines[start..<end])
  }

  /// The lines after the command starting with `prefix`, up to the next command.
  static func output(after prefix: String, in transcript: [String]) throws -> [String] {
    let command = try #require(transcript.firstIndex { $0.hasPrefix(prefix) }, "no '\(prefix)' in the transcript")
    let next = transcript[(command + 1)...].firstIndex { $0.hasPrefix("$ ") } ?? transcript.endIndex
    return Array(transcript[(command + 1)..<next])
  }

  @Test func lookupScriptPrintsWhatTheReadmeShows() throws {
    let transcript = try Self.transcript()
    let script = try Self.output(after: "$ cat lookup.swift", in: transcript).joined(separator: "\n") + "\n"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("lookup.swift")
    try script.write(to: file, atomically: true, encoding: .utf8)

    let run = try WorkbookBinary.run(["run", file.path, "--scenario", "adal-2.6-signed-in"])
    let expected = try Self.output(after: "$ .build/debug/workbook run lookup.swift", in: transcript)
    #expect(run.output.components(separatedBy: "\n").dropLast() == expected[...])
    #expect(run.status == 0)

    // The misspelled variant: `savedIdentifer` on line 21.
    let typo = directory.appendingPathComponent("lookup-typo.swift")
    try script.replacingOccurrences(of: "savedIdentifier!)", with: "savedIdentifer!)").write(to: typo, atomically: true, encoding: .utf8)
    let failed = try WorkbookBinary.run(["run", typo.path, "--scenario", "adal-2.6-signed-in"])
    let expectedError = try Self.output(after: "$ .build/debug/workbook run lookup-typo.swift", in: transcript)
    #expect(failed.error.components(separatedBy: "\n").dropLast() == expectedError[...])
    #expect(failed.status == 1)
  }
}
