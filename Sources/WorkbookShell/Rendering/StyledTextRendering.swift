import Lessons
import Terminal

extension TextStyle {
  /// `text` with each piece in the style its tone asks for (plain text when colour is off).
  func render(_ text: StyledText) -> String {
    var rendered = ""
    for span in text.spans {
      switch span.tone {
      case .plain: rendered += span.text
      case .bold: rendered += bold(span.text)
      case .dim: rendered += dim(span.text)
      case .note: rendered += note(span.text)
      case .success: rendered += success(span.text)
      case .error: rendered += error(span.text)
      }
    }
    return rendered
  }
}
