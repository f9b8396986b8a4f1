import Foundation

/// One choice the shell's Tab can offer.
public struct CompletionCandidate: Equatable, Sendable {
  /// What the choice is, for display and ordering.
  public enum Kind: Sendable { case variable, function, type, property, method, label, keyword }

  /// The text that replaces the partial word (a method ends with `(`, a label with `: `).
  public let text: String
  public let kind: Kind
  /// The full name shown beside ambiguous choices (`account(forUsername:)`), when it says more than `text`.
  public let detail: String?

  public init(text: String, kind: Kind, detail: String? = nil) {
    self.text = text
    self.kind = kind
    self.detail = detail
  }
}

/// The completions for a cursor position: where the partial word starts and the choices for it.
public struct Completions: Equatable, Sendable {
  /// The character offset in the line where the partial word starts (the text from here to the
  /// cursor is replaced by a candidate's `text`).
  public let start: Int
  /// The partial word before the cursor (may be empty).
  public let partial: String
  /// The choices, best first.
  public let candidates: [CompletionCandidate]

  /// The longest text every candidate starts with (what a single Tab can insert at once).
  public var commonPrefix: String {
    guard var prefix = candidates.first?.text else { return partial }
    for candidate in candidates.dropFirst() {
      while !candidate.text.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}
