/// Text in pieces, each with a tone: what the lesson engine says, before anyone decides how it looks.
///
/// The engine knows nothing of terminals; its host (the shell) turns each tone into a style, or
/// into nothing when colour is off. `"Next: " + .bold(":lesson 2")` reads as it prints.
public struct StyledText: Sendable, Equatable, ExpressibleByStringInterpolation {
  /// How a piece of text should stand out.
  public enum Tone: Sendable, Equatable {
    /// Ordinary text.
    case plain
    /// Names worth seeing first (a command to type next).
    case bold
    /// Quiet text: reminders, secondary information.
    case dim
    /// Remarks that explain what just happened.
    case note
    /// Something done.
    case success
    /// Something failing.
    case error
  }

  /// One piece of text and its tone.
  public struct Span: Sendable, Equatable {
    /// How the piece stands out.
    public let tone: Tone
    /// The piece.
    public let text: String

    /// `text` in `tone`.
    public init(tone: Tone, text: String) {
      self.tone = tone
      self.text = text
    }
  }

  /// The pieces, in order.
  public private(set) var spans: [Span]

  /// `text` in one tone.
  public init(_ text: String, tone: Tone = .plain) {
    spans = text.isEmpty ? [] : [Span(tone: tone, text: text)]
  }

  /// The pieces `spans`, in order.
  public init(spans: [Span]) {
    self.spans = spans
  }

  /// Plain text from a literal.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// Plain text from an interpolated literal.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// The text without its tones.
  public var plainText: String {
    spans.map(\.text).joined()
  }

  /// `text` in bold.
  public static func bold(_ text: String) -> StyledText { StyledText(text, tone: .bold) }
  /// `text`, quiet.
  public static func dim(_ text: String) -> StyledText { StyledText(text, tone: .dim) }
  /// `text` as a remark.
  public static func note(_ text: String) -> StyledText { StyledText(text, tone: .note) }
  /// `text` as something done.
  public static func success(_ text: String) -> StyledText { StyledText(text, tone: .success) }
  /// `text` as something failing.
  public static func error(_ text: String) -> StyledText { StyledText(text, tone: .error) }

  /// The pieces of `left`, then those of `right`.
  public static func + (left: StyledText, right: StyledText) -> StyledText {
    var joined = left
    joined.spans += right.spans
    return joined
  }

  /// The pieces of `left`, then `right` as plain text.
  public static func + (left: StyledText, right: String) -> StyledText {
    left + StyledText(right)
  }
}
