import Foundation

/// A lesson as a Swift file the learner edits in their own editor, as rustlings' exercises are:
/// each step's code under a marker comment, the step being worked on last.
///
/// ```swift
/// // MARK: - Step 2 · Silent first
/// // (the step's narrative, as comments)
/// let result = try await application.acquireTokenSilent(with: parameters)
/// ```
///
/// The file is written with the current step's block (its narrative and starter code); when that
/// step passes, the next step's block is added at the end, so the file grows into the learner's
/// whole solution. A step the learner skips (`n` while watching) keeps its block, marked with
/// ``skipLine``, and the next step's block follows. Running it (``LessonWorkFileRun``) replays the
/// steps before the first marker with their reference solutions, then runs each block after the
/// world its step names.
public struct LessonWorkFile: Equatable, Sendable {
  /// One step's code in the file.
  public struct Block: Equatable, Sendable {
    /// The step it belongs to.
    public let step: Int
    /// Its code (the lines after the marker, comments included).
    public let code: String
    /// The file line of the first line of `code`.
    public let firstLine: Int
    /// Whether the learner skipped the step (``skipLine`` in the block): its reference solution
    /// runs in place of `code`.
    public var isSkipped: Bool {
      code.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(LessonWorkFile.skipMarker) }
    }
  }

  /// The start of the line that marks a step as skipped (`n` while watching).
  public static let skipMarker = "// workbook: skipped"
  /// The line added to a block when its step is skipped.
  public static let skipLine = skipMarker + " (the step's reference solution runs in place of this block; delete this line to run yours)"

  /// The blocks, in file order (step numbers increasing by one).
  public let blocks: [Block]

  /// The step being worked on: the last block's.
  public var currentStep: Int? { blocks.last?.step }

  // MARK: - Reading

  /// Why a file cannot be read as a lesson file.
  public struct FormatError: Error, Equatable, CustomStringConvertible {
    /// The file line.
    public let line: Int
    public let message: String
    public var description: String { "line \(line): \(message)" }

    /// The error `message` about file line `line`.
    public init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// The marker line of `step`: `// MARK: - Step 2 · Silent first` (Xcode lists it in the jump bar).
  public static func marker(for step: LessonStep) -> String {
    "// MARK: - Step \(step.number) · \(step.title)"
  }

  /// Reads `text`: code only under markers, markers for consecutive steps of `lesson`.
  public init(text: String, lesson: Lesson) throws(FormatError) {
    var blocks: [(step: Int, lines: [String], firstLine: Int)] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = offset + 1
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let match = trimmed.firstMatch(of: /^\/\/ MARK: - Step ([0-9]+)\b/) {
        let step = Int(match.1) ?? 0
        guard lesson.steps.contains(where: { $0.number == step }) else {
          throw FormatError(line: number, message: "lesson \(lesson.number) has no step \(step) (it has \(lesson.steps.count))")
        }
        if let last = blocks.last, step != last.step + 1 {
          throw FormatError(
            line: number, message: "the marker of step \(step) follows step \(last.step)'s: the file holds consecutive steps, in order")
        }
        blocks.append((step, [], number + 1))
      } else if blocks.isEmpty {
        guard trimmed.isEmpty || trimmed.hasPrefix("//") else {
          throw FormatError(line: number, message: "code before the first step's marker (`// MARK: - Step N · …`); put it under a step")
        }
      } else {
        blocks[blocks.count - 1].lines.append(String(line))
      }
    }
    guard !blocks.isEmpty else {
      throw FormatError(line: 1, message: "no step marker (`// MARK: - Step N · Title`): the file holds no step of lesson \(lesson.number)")
    }
    self.blocks = blocks.map { Block(step: $0.step, code: $0.lines.joined(separator: "\n"), firstLine: $0.firstLine) }
  }

  // MARK: - Writing

  /// A new file for `lesson`, starting at `step`: a header saying how the file works (`command`
  /// watches it), then the step's block.
  public static func newText(for lesson: Lesson, startingAt step: LessonStep, command: String) -> String {
    var lines = [
      "// Lesson \(lesson.number) · \(lesson.title): your work file.",
      "//",
      "// Write each step's code under its marker and save. While",
      "//   \(command)",
      "// runs, every save runs the file against the lesson's world and says which of the step's checks",
      "// hold (add --once to run it once, as an editor's task runner does); when the step passes, the",
      "// next step's marker is added at the end. Steps before the first marker run with their",
      "// reference solutions.",
    ]
    if let hidden = lesson.hiddenCode?.code, !hidden.isEmpty {
      lines += ["//", "// The lesson's set-up, which runs first (its names are yours to use):"]
      lines += hidden.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "//" : "//   " + $0 }
    }
    return lines.joined(separator: "\n") + "\n\n" + block(for: step)
  }

  /// The block of `step`: its marker, its instructions as comments (wrapped at 100 columns), and
  /// its starter code, or a line saying where the code goes.
  public static func block(for step: LessonStep) -> String {
    var lines = [marker(for: step)]
    lines += commented(step.instructions)
    if let starter = step.starterCode?.code, !starter.isEmpty {
      lines.append(starter)
    } else {
      lines.append("// your code for step \(step.number) here")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What is added at the end of a file whose last step, `step`, is skipped: the skip line in its
  /// block, then the block of `next`. `text` is the file as it is.
  public static func skipAddition(to text: String, next: LessonStep) -> String {
    (text.hasSuffix("\n") ? "" : "\n") + skipLine + "\n\n" + block(for: next)
  }

  /// `text` (narrative Markdown) as `//` comment lines of at most 100 columns, paragraphs kept.
  static func commented(_ text: String, width: Int = 100) -> [String] {
    var lines: [String] = []
    for paragraph in text.components(separatedBy: "\n\n") {
      if !lines.isEmpty { lines.append("//") }
      var line = "//"
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        if line.count + 1 + word.count > width, line != "//" {
          lines.append(line)
          line = "//"
        }
        line += " " + word
      }
      if line != "//" { lines.append(line) }
    }
    return lines
  }
}
