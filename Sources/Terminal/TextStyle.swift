/// How the shell styles text: ANSI colours and weights when colour is on, the plain text otherwise.
///
/// Every styled piece of output goes through one of these, so `NO_COLOR`, `TERM=dumb` and piped
/// output never see an escape code.
public struct TextStyle: Sendable {
  /// Whether escape codes are written.
  public let usesColor: Bool

  /// A style that colours when `usesColor` is true.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Plain text only.
  public static let plain = TextStyle(usesColor: false)

  /// Errors: bold red.
  public func error(_ text: String) -> String { wrap(text, "1;31") }
  /// Warnings: yellow.
  public func warning(_ text: String) -> String { wrap(text, "33") }
  /// Notes, hints and secondary information: cyan.
  public func note(_ text: String) -> String { wrap(text, "36") }
  /// Success and confirmations: green.
  public func success(_ text: String) -> String { wrap(text, "32") }
  /// Headings and names worth seeing first: bold.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Quiet text (frames, labels): dim.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// Emphasised words in lesson text: italic.
  public func emphasis(_ text: String) -> String { wrap(text, "3") }
  /// Code in lesson text, inline or in blocks: cyan.
  public func code(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    guard usesColor, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
