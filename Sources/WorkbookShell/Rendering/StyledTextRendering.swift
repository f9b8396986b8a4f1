import Lessons
import Terminal
import TextCoding

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

extension TextStyle {
  /// `text` styled and wrapped to `width` columns: each line broken at spaces (a word longer than a
  /// line is broken inside), its continuation lines indented as far as the line itself, every piece
  /// keeping its tone across the break.
  func render(_ text: StyledText, width: Int) -> String {
    var lines: [[StyledText.Span]] = [[]]
    for span in text.spans {
      for (index, piece) in span.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if index > 0 { lines.append([]) }
        if !piece.isEmpty { lines[lines.count - 1].append(StyledText.Span(tone: span.tone, text: String(piece))) }
      }
    }
    return lines.map { wrapLine($0, width: width) }.joined(separator: "\n")
  }

  private func wrapLine(_ spans: [StyledText.Span], width: Int) -> String {
    let plain = spans.map(\.text).joined()
    guard plain.count > width else { return render(StyledText(spans: spans)) }
    let characters = Array(plain)
    let indent = characters.prefix { $0 == " " }.count
    let pieces = WordWrap.lines(String(characters[indent...]), width: max(8, width - indent))
    // Where each wrapped piece lies in the line (the spaces at a break are dropped).
    var offset = indent
    var rendered: [String] = []
    for piece in pieces {
      while offset < characters.count, characters[offset] == " ", !piece.hasPrefix(" ") { offset += 1 }
      let end = offset + piece.count
      guard end <= characters.count, String(characters[offset..<end]) == piece else { return render(StyledText(spans: spans)) }
      rendered.append(String(repeating: " ", count: indent) + render(StyledText(spans: slice(spans, from: offset, to: end))))
      offset = end
    }
    return rendered.joined(separator: "\n")
  }

  /// The pieces of `spans` between two character offsets of their joined text.
  private func slice(_ spans: [StyledText.Span], from start: Int, to end: Int) -> [StyledText.Span] {
    var result: [StyledText.Span] = []
    var position = 0
    for span in spans {
      let count = span.text.count
      let low = max(start, position)
      let high = min(end, position + count)
      if low < high {
        let characters = Array(span.text)
        result.append(StyledText.Span(tone: span.tone, text: String(characters[(low - position)..<(high - position)])))
      }
      position += count
    }
    return result
  }
}
