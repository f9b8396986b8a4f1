import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A problem found before running: a syntax error, or an error the compiler's checks would report.
public struct ScriptDiagnostic: Equatable, CustomStringConvertible, Sendable {
  public let message: String
  /// 1-based line and column in the entry.
  public let line: Int
  public let column: Int
  /// The offending line with a caret under the column, as swiftc shows it.
  public let excerpt: String
  /// Extra help (`did you mean 'account'?`).
  public let notes: [String]

  public init(message: String, line: Int, column: Int, excerpt: String, notes: [String] = []) {
    self.message = message
    self.line = line
    self.column = column
    self.excerpt = excerpt
    self.notes = notes
  }

  /// `line:column: error: message`, the excerpt, and notes.
  public var description: String {
    var text = "\(line):\(column): error: \(message)"
    if !excerpt.isEmpty { text += "\n" + excerpt }
    for note in notes { text += "\nnote: \(note)" }
    return text
  }

  /// Builds the excerpt for `line`/`column` of `source`: the line, then a caret under the column.
  /// The gutter shows `displayedLine` when given (the shell numbers lines across a session).
  public static func excerpt(source: String, line: Int, column: Int, displayedLine: Int? = nil) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return "" }
    let text = String(lines[line - 1])
    let gutter = String(displayedLine ?? line)
    let padding = String(repeating: " ", count: gutter.count)
    let indent = String(text.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    return "\(gutter) | \(text)\n\(padding) | \(indent)^"
  }
}

/// An entry parsed and ready to run: its syntax tree (operators folded) and any syntax errors.
public struct ParsedEntry {
  public let source: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  public let diagnostics: [ScriptDiagnostic]
  /// The operators the entry was folded with: the session's, and those it declares
  /// (`infix operator +-: AdditionPrecedence`), for the entries after it.
  var operators = SessionOperators()
  /// What the entry was lowered with: the session's earlier entries' declarations and its own,
  /// for the entries after it (`SourceLowering`).
  var lowering = SessionLowering()

  /// 1-based line and column of a node's first token.
  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = node.startLocation(converter: converter)
    return (location.line, location.column)
  }
}

/// Parses entries with swift-syntax and tells whether an entry is still incomplete.
public enum ScriptParser {
  /// How deeply parentheses, blocks and `if`s may nest: far past real code, and passed explicitly,
  /// since swift-syntax's own default in a debug build is 20. Parsing runs on the evaluation stack.
  public static let maximumNestingLevel = 256

  /// swift-syntax's parse of `source`, allowing ``maximumNestingLevel``.
  static func parseTree(_ source: String) -> SourceFileSyntax {
    var parser = Parser(source, maximumNestingLevel: maximumNestingLevel)
    return SourceFileSyntax.parse(from: &parser)
  }

  /// Parses `source`, folds operators with Swift's standard precedence (and `operators`, the
  /// session's own, with those `source` declares), and collects syntax errors.
  public static func parse(_ source: String) -> ParsedEntry {
    parse(source, operators: SessionOperators())
  }

  static func parse(
    _ source: String, operators sessionOperators: SessionOperators, lowering sessionLowering: SessionLowering = SessionLowering()
  ) -> ParsedEntry {
    if let location = excessiveBracketNesting(source) {
      let empty = Parser.parse(source: "")
      let message = "brackets nested more than \(maximumBracketNesting) deep are not supported in the workbook"
      let diagnostic = ScriptDiagnostic(
        message: message, line: location.line, column: location.column,
        excerpt: ScriptDiagnostic.excerpt(source: source, line: location.line, column: location.column))
      return ParsedEntry(
        source: source, tree: empty, converter: SourceLocationConverter(fileName: "<entry>", tree: empty), diagnostics: [diagnostic])
    }
    var parsed = parseTree(source)
    var converter = SourceLocationConverter(fileName: "<entry>", tree: parsed)
    var diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed).map { diagnostic in
      // swift-syntax's words, with the limit named, and swiftc's where they differ.
      let message =
        diagnostic.message == "parsing has exceeded the maximum nesting level"
        ? "parsing has exceeded the maximum nesting level (the workbook parses \(maximumNestingLevel) levels of parentheses, blocks and ifs)"
        : diagnostic.message.replacingOccurrences(of: "must be separated by newline or ';'", with: "must be separated by ';'")
      var made = makeDiagnostic(message, diagnostic.location(converter: converter), source: source)
      if message == "expected ',' in array element", let line = source.split(separator: "\n", omittingEmptySubsequences: false)[safe: made.line - 1],
        line.contains(/\[\s*[A-Za-z_][A-Za-z0-9_.]*\s+[A-Za-z_][A-Za-z0-9_]*\s*(:[^\]]*)?\]/)
      {
        // `[application allAccounts]`: Objective-C's message syntax.
        made = ScriptDiagnostic(
          message: made.message, line: made.line, column: made.column, excerpt: made.excerpt,
          notes: ["this is Objective-C's message syntax; in Swift, call a method with a dot: receiver.method(argument: value)"])
      }
      return made
    }
    var lowering = sessionLowering
    if diagnostics.isEmpty {
      // Wrapped variables, actors and computed globals written out in plainer Swift, on the
      // lines they were on.
      lowering.learn(from: parsed)
      if let lowered = SourceLowering.lower(source, tree: parsed, session: lowering) {
        parsed = parseTree(lowered)
        converter = SourceLocationConverter(fileName: "<entry>", tree: parsed)
        diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed).map {
          makeDiagnostic($0.message, $0.location(converter: converter), source: source)
        }
      }
    }
    var tree = parsed
    var operators = sessionOperators
    if diagnostics.isEmpty {
      var foldErrors: [OperatorError] = []
      operators.add(parsed, errors: &foldErrors)
      let folded = operators.table.foldAll(parsed) { foldErrors.append($0) }
      if let file = folded.as(SourceFileSyntax.self) { tree = file }
      for error in foldErrors {
        let node: Syntax
        switch error {
        case .missingGroup(_, let referencedFrom), .missingOperator(_, let referencedFrom): node = referencedFrom
        case .incomparableOperators(let leftOperator, _, _, _): node = Syntax(leftOperator)
        default: node = Syntax(parsed)
        }
        let location = node.startLocation(converter: converter)
        diagnostics.append(makeDiagnostic(foldMessage(error), location, source: source))
      }
    }
    // Folding rearranges nodes but keeps the text, so positions (and the converter) stay valid.
    var entry = ParsedEntry(source: source, tree: tree, converter: converter, diagnostics: diagnostics)
    entry.operators = operators
    entry.lowering = lowering
    return entry
  }

  private static func foldMessage(_ error: OperatorError) -> String {
    switch error {
    case .missingOperator(_, let name): "operator '\(name)' is not supported in the workbook"
    case .missingGroup(let name, _): "unknown precedence group '\(name)'"
    case .incomparableOperators: "adjacent operators are in non-associative precedence groups; add parentheses"
    default: "operators could not be combined here"
    }
  }

  private static func makeDiagnostic(_ message: String, _ location: SourceLocation, source: String) -> ScriptDiagnostic {
    ScriptDiagnostic(
      message: message, line: location.line, column: location.column,
      excerpt: ScriptDiagnostic.excerpt(source: source, line: location.line, column: location.column))
  }

  private static func makeDiagnostic(_ message: some DiagnosticMessage, _ location: SourceLocation, source: String) -> ScriptDiagnostic {
    makeDiagnostic(message.message, location, source: source)
  }

  /// Whether `source` is an unfinished entry the shell should continue on the next line: an open
  /// brace, parenthesis or bracket, a trailing operator, an unterminated multi-line string or block
  /// comment. A complete entry with errors (`let = 5`) is not incomplete.
  public static func isIncomplete(_ source: String) -> Bool {
    if hasUnterminatedBlockComment(source) { return true }
    if excessiveBracketNesting(source) != nil { return false }
    let tree = parseTree(source)
    guard tree.hasError else { return false }
    let tokens = Array(tree.tokens(viewMode: .all))
    guard let lastPresent = tokens.last(where: { $0.presence == .present && $0.tokenKind != .endOfFile }) else {
      return false
    }
    if case .stringSegment = lastPresent.tokenKind, isInSingleLineString(lastPresent) { return false }
    let missing = tokens.filter { $0.presence == .missing }
    if missing.isEmpty {
      // Unterminated multi-line string: the lexer keeps it open to the end.
      return source.components(separatedBy: "\"\"\"").count % 2 == 0
    }
    let end = lastPresent.endPositionBeforeTrailingTrivia
    return missing.allSatisfy { $0.position >= end } && !hasUnexpectedNodes(tree, before: end)
  }

  private static func isInSingleLineString(_ token: TokenSyntax) -> Bool {
    guard let literal = token.parent?.parent?.as(StringLiteralSegmentListSyntax.self)?.parent?.as(StringLiteralExprSyntax.self)
    else { return false }
    return literal.openingQuote.tokenKind == .stringQuote
  }

  private static func hasUnexpectedNodes(_ tree: SourceFileSyntax, before end: AbsolutePosition) -> Bool {
    final class Finder: SyntaxVisitor {
      let end: AbsolutePosition
      var found = false
      init(end: AbsolutePosition) {
        self.end = end
        super.init(viewMode: .all)
      }
      override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if node.position < end { found = true }
        return .skipChildren
      }
    }
    let finder = Finder(end: end)
    finder.walk(tree)
    return finder.found
  }

  private static func hasUnterminatedBlockComment(_ source: String) -> Bool {
    enum State { case code, lineComment, string, blockComment }
    var state = State.code
    var depth = 0
    let characters = Array(source)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
      switch state {
      case .code:
        if character == "/" && next == "/" {
          state = .lineComment
          index += 1
        } else if character == "/" && next == "*" {
          state = .blockComment
          depth = 1
          index += 1
        } else if character == "\"" {
          state = .string
        }
      case .lineComment:
        if character == "\n" { state = .code }
      case .string:
        if character == "\\" { index += 1 } else if character == "\"" || character == "\n" { state = .code }
      case .blockComment:
        if character == "/" && next == "*" {
          depth += 1
          index += 1
        } else if character == "*" && next == "/" {
          depth -= 1
          index += 1
          if depth == 0 { state = .code }
        }
      }
      index += 1
    }
    return state == .blockComment
  }
}
