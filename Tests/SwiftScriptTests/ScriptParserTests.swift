import SwiftScript
import Testing

/// The parser's two jobs for the shell: telling an unfinished entry from a finished one, and
/// rendering syntax errors with the line and a caret.
@Suite struct ScriptParserTests {
  // MARK: - Incomplete entries

  @Test(
    "an entry the shell continues on the next line",
    arguments: [
      "func greet() {",
      "if signedIn {\n  print(1)",
      "let scopes = [\"User.Read\",",
      "let pair = (1,",
      "print(",
      "application.acquireTokenSilent(with: parameters) { result, error in",
      "let total = 1 +",
      "let ok = signedIn &&",
      "let banner = \"\"\"\nWelcome",
      "/* a comment\nstill going",
      "do {\n  try run()\n} catch {",
      "switch code {\ncase 1:",
    ])
  func incomplete(_ source: String) {
    #expect(ScriptParser.isIncomplete(source))
  }

  @Test(
    "a finished entry, even a wrong one, is not continued",
    arguments: [
      "",
      "let x = 1",
      "print(\"hi\")",
      "// just a comment",
      "let = 5",
      "let name = \"unterminated",
      "}",
      "let x = 1 )",
      "let banner = \"\"\"\nWelcome\n\"\"\"",
      "/* closed */ let y = 2",
      "func greet() {\n  print(1)\n}",
    ])
  func complete(_ source: String) {
    #expect(!ScriptParser.isIncomplete(source))
  }

  // MARK: - Syntax diagnostics

  @Test func syntaxErrorNamesLineColumnAndCaret() throws {
    let parsed = ScriptParser.parse("let a = 1\nlet = 5")
    let diagnostic = try #require(parsed.diagnostics.first)
    #expect(diagnostic.line == 2)
    #expect(diagnostic.column == 5)  // where swiftc puts it too
    #expect(diagnostic.excerpt == "2 | let = 5\n  |     ^")
    #expect(diagnostic.description.hasPrefix("2:5: error: "))
  }

  @Test func wellFormedEntryHasNoDiagnostics() {
    #expect(ScriptParser.parse("let a = [1, 2, 3].map { $0 * 2 }").diagnostics.isEmpty)
  }

  // MARK: - Bracket nesting

  @Test("too deep a nesting is reported where the sixteenth bracket opens, past strings, comments and non-ASCII text")
  func bracketNestingLocation() throws {
    // Brackets in a string and a comment do not count; "é" and "日本" are one column each; a CRLF
    // line ending ends a line (and the comment on it).
    let source = "let label = \"[[[[[[[[[[[[[[[[[\" // [[[[[[[[[[[[[[[[[\r\nlet é日本 = " + String(repeating: "[", count: 16)
    let diagnostic = try #require(ScriptParser.parse(source).diagnostics.first)
    #expect(diagnostic.message == "brackets nested more than 15 deep are not supported in the workbook")
    #expect(diagnostic.line == 2)
    #expect(diagnostic.column == 26)
    #expect(ScriptParser.parse("let x = \"\\\"[\" + " + String(repeating: "[", count: 12) + String(repeating: "]", count: 12)).diagnostics.isEmpty)
  }
}
