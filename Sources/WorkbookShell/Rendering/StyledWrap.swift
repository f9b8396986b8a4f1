/// Word wrapping for styled lesson text, measured in Characters of visible text.
///
/// `WordWrap` wraps plain strings; this wraps runs before any escape code is added, so widths count
/// only what is seen and a style can never be split inside its escape sequence. Each line comes back
/// as its own runs, so the caller styles (opens and closes) every line separately.
enum StyledWrap {
  /// `runs` broken into lines of at most `width` Characters: at spaces where it can, inside a word
  /// only when the word alone is longer than a line. Runs of spaces become one space, except inside
  /// code, where they are kept; spaces at line ends are dropped. Text with no words gives no lines.
  static func lines(_ runs: [StyledRun], width: Int) -> [[StyledRun]] {
    let width = max(1, width)
    var lines: [[Cell]] = []
    var current: [Cell] = []
    for (gap, word) in words(of: runs) {
      var word = word[...]
      var spacing = current.isEmpty ? [] : collapsed(gap)
      if !current.isEmpty, current.count + spacing.count + word.count > width {
        lines.append(current)
        current = []
        spacing = []
      }
      current += spacing
      while current.count + word.count > width {
        let room = width - current.count
        lines.append(current + word.prefix(room))
        current = []
        word = word.dropFirst(room)
      }
      current += word
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map(runs(of:))
  }

  /// The number of Characters `runs` show.
  static func visibleWidth(of runs: [StyledRun]) -> Int {
    runs.reduce(0) { $0 + $1.text.count }
  }

  // MARK: - Cells

  /// One visible Character and how it is drawn.
  private struct Cell {
    let character: Character
    let attributes: InlineAttributes
  }

  /// The words of `runs`, each with the spaces before it.
  private static func words(of runs: [StyledRun]) -> [(gap: [Cell], word: [Cell])] {
    var words: [(gap: [Cell], word: [Cell])] = []
    var gap: [Cell] = []
    var word: [Cell] = []
    for run in runs {
      for character in run.text {
        let cell = Cell(character: character, attributes: run.attributes)
        if character == " " {
          if !word.isEmpty {
            words.append((gap, word))
            gap = []
            word = []
          }
          gap.append(cell)
        } else {
          word.append(cell)
        }
      }
    }
    if !word.isEmpty { words.append((gap, word)) }
    return words
  }

  /// The spaces drawn for `gap` between two words on one line.
  private static func collapsed(_ gap: [Cell]) -> [Cell] {
    if gap.allSatisfy({ $0.attributes.contains(.code) }) { return gap }
    return Array(gap.prefix(1))
  }

  /// `cells` grouped into runs of one set of attributes.
  private static func runs(of cells: [Cell]) -> [StyledRun] {
    var runs: [StyledRun] = []
    for cell in cells {
      if let last = runs.last, last.attributes == cell.attributes {
        runs[runs.count - 1].text.append(cell.character)
      } else {
        runs.append(StyledRun(text: String(cell.character), attributes: cell.attributes))
      }
    }
    return runs
  }
}
