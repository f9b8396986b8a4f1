import SwiftScript
import Terminal

/// Where an entry came from, for the locations in its errors.
public enum EntryOrigin: Equatable, Sendable {
  /// Typed at the prompt; its first line has this session line number (the prompt's number).
  case prompt(firstLine: Int)
  /// Loaded from a file (`:load`), named by its file name.
  case file(String)
}

/// Turns what an entry did into text: values as the Swift REPL shows them on standard output;
/// compile errors (with the line and a caret) and runtime faults on the error stream.
public struct EntryRenderer {
  /// The style errors are drawn in.
  public let style: TextStyle

  /// Renders with `style`.
  public init(style: TextStyle) {
    self.style = style
  }

  /// The standard-output text and the error text of `result`, the outcome of running `source`
  /// (each empty or ending in a newline).
  public func render(_ result: EntryResult, of source: String, from origin: EntryOrigin) -> (standard: String, error: String) {
    var standard = ""
    var error = ""
    for value in result.shown { standard += value.line + "\n" }
    for diagnostic in result.diagnostics {
      error += location(line: diagnostic.line, column: diagnostic.column, origin: origin)
      error += style.error("error:") + " " + diagnostic.message + "\n"
      var excerpt = diagnostic.excerpt
      if case .prompt(let firstLine) = origin {
        excerpt = ScriptDiagnostic.excerpt(
          source: source, line: diagnostic.line, column: diagnostic.column, displayedLine: firstLine + diagnostic.line - 1)
      }
      if !excerpt.isEmpty { error += excerpt + "\n" }
      for note in diagnostic.notes { error += style.note("note:") + " " + note + "\n" }
    }
    if let failure = result.failure {
      error += render(failure, from: origin)
    }
    return (standard, error)
  }

  /// A runtime failure: Swift's fatal-error text, or the interruption notice.
  public func render(_ failure: ScriptFailure, from origin: EntryOrigin) -> String {
    let place = failure.line.map { location(line: $0, column: failure.column, origin: origin) } ?? ""
    switch failure.kind {
    case .interrupted:
      return style.warning("Execution interrupted (Ctrl-C).") + " The session goes on; its variables are kept.\n"
    case .diagnostic(let message):
      return place + style.error("error:") + " " + message + "\n"
    case .thrown, .fault:
      // The title styled (`Fatal error:`, `Assertion failed:`, a bare `Fatal error`), the message plain.
      let text = failure.description
      guard let colon = text.range(of: ": ") else { return place + style.error(text) + "\n" }
      return place + style.error(String(text[..<colon.lowerBound]) + ":") + " " + text[colon.upperBound...] + "\n"
    case .optionalChainEnded, .initializerFailed:
      return ""
    }
  }

  /// `file:line:column: ` or `line:column: ` (session line numbers for typed entries).
  private func location(line: Int, column: Int?, origin: EntryOrigin) -> String {
    let columnPart = column.map { ":\($0)" } ?? ""
    switch origin {
    case .prompt(let firstLine): return "\(firstLine + line - 1)\(columnPart): "
    case .file(let name): return "\(name):\(line)\(columnPart): "
    }
  }
}
