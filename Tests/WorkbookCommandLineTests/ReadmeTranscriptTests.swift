import Foundation
import TestSupport
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

  /// The README's shell session: the lines typed at the prompts and what the shell printed.
  static func shellSession() throws -> (typed: [String], printed: [String]) {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
    let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- shell-session") }, "README.md has no shell session")
    let end = try #require(lines[(marker + 2)...].firstIndex(of: "```"))
    let block = lines[(marker + 2)..<end]
    let firstPrompt = try #require(block.firstIndex { Self.promptedText($0) != nil })
    var typed: [String] = []
    var printed: [String] = []
    for line in block[firstPrompt...] {
      if let text = Self.promptedText(line) {
        if text != "^D" { typed.append(text) }
      } else {
        printed.append(line)
      }
    }
    return (typed, printed)
  }

  /// The text after a prompt (`  1> `, ` 10> `, `  6. `), or nil for an output line.
  static func promptedText(_ line: String) -> String? {
    guard line.count >= 5 else { return nil }
    let prompt = line.prefix(5)
    guard prompt.hasSuffix("> ") || prompt.hasSuffix(". ") else { return nil }
    let number = prompt.dropLast(2).drop { $0 == " " }
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return nil }
    return String(line.dropFirst(5))
  }

  @Test func shellSessionPrintsWhatTheReadmeShows() throws {
    let session = try Self.shellSession()
    #expect(session.typed.count >= 5)
    // Piped, the shell prints the same (no prompts, no banner); errors are merged in order.
    let run = try WorkbookBinary.run([], input: session.typed.joined(separator: "\n") + "\n", mergingErrors: true)
    #expect(run.output.components(separatedBy: "\n").dropLast() == session.printed[...])
  }
}
