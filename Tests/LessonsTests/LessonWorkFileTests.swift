import Lessons
import Testing

/// The work file: a lesson's steps as a Swift file under marker comments.
@Suite("Lesson work files")
struct LessonWorkFileTests {
  static let lesson = try! LessonParser(id: "02-account-lookup", file: "Lessons/02-account-lookup.swift").parse(LessonParserTests.wellFormed)

  @Test("a new file has the header, the hidden code as comments, and the step's marker, narrative and starter")
  func newFile() throws {
    let lesson = Self.lesson
    let text = LessonWorkFile.newText(for: lesson, startingAt: lesson.steps[1], command: "workbook lesson 2 --watch x.swift --once")
    #expect(text.hasPrefix("// Lesson 2 · \(lesson.title): your work file.\n"))
    #expect(text.contains("//   workbook lesson 2 --watch x.swift --once\n"))
    #expect(text.contains("\n" + LessonWorkFile.marker(for: lesson.steps[1]) + "\n"))
    #expect(!text.contains(LessonWorkFile.marker(for: lesson.steps[0])), "only the current step")
    let file = try LessonWorkFile(text: text, lesson: lesson)
    #expect(file.blocks.map(\.step) == [2] && file.currentStep == 2)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 || !$0.hasPrefix("// ") || $0.hasPrefix("//   ") })
  }

  @Test("blocks are read under their markers with their file lines; the last is the current step")
  func blocks() throws {
    let text = """
      // a comment before the first marker
      \(LessonWorkFile.marker(for: Self.lesson.steps[0]))
      let a = 1

      \(LessonWorkFile.marker(for: Self.lesson.steps[1]))
      let b = 2
      """
    let file = try LessonWorkFile(text: text, lesson: Self.lesson)
    #expect(file.blocks.map(\.step) == [1, 2])
    #expect(file.blocks[0].firstLine == 3 && file.blocks[0].code == "let a = 1\n")
    #expect(file.blocks[1].firstLine == 6 && file.blocks[1].code == "let b = 2")
  }

  @Test("code before the first marker, a step the lesson lacks, steps out of order and no marker are refused with their line")
  func refused() {
    let first = LessonWorkFile.marker(for: Self.lesson.steps[0])
    let second = LessonWorkFile.marker(for: Self.lesson.steps[1])
    let cases: [(String, LessonWorkFile.FormatError)] = [
      ("// fine\nlet early = 1\n\(first)", .init(line: 2, message: "code before the first step's marker (`// MARK: - Step N · …`); put it under a step")),
      ("// MARK: - Step 9 · Nope", .init(line: 1, message: "lesson 2 has no step 9 (it has \(Self.lesson.steps.count))")),
      ("\(second)\n\(first)", .init(line: 2, message: "the marker of step 1 follows step 2's: the file holds consecutive steps, in order")),
      ("let x = 1", .init(line: 1, message: "code before the first step's marker (`// MARK: - Step N · …`); put it under a step")),
      ("// nothing here", .init(line: 1, message: "no step marker (`// MARK: - Step N · Title`): the file holds no step of lesson 2")),
    ]
    for (text, expected) in cases {
      #expect(throws: expected) { try LessonWorkFile(text: text, lesson: Self.lesson) }
    }
  }

  @Test("skipping adds the skip line to the last block and the next step's block; only a block with the line is skipped")
  func skipped() throws {
    let text = LessonWorkFile.newText(for: Self.lesson, startingAt: Self.lesson.steps[0], command: "c") + "let half = 1"
    let grown = text + LessonWorkFile.skipAddition(to: text, next: Self.lesson.steps[1])
    #expect(grown.hasPrefix(text + "\n" + LessonWorkFile.skipLine + "\n\n" + LessonWorkFile.marker(for: Self.lesson.steps[1])))
    let file = try LessonWorkFile(text: grown, lesson: Self.lesson)
    #expect(file.blocks.map(\.isSkipped) == [true, false])
    #expect(file.currentStep == 2)
    let edited = try LessonWorkFile(text: grown.replacingOccurrences(of: LessonWorkFile.skipLine + "\n", with: ""), lesson: Self.lesson)
    #expect(edited.blocks.map(\.isSkipped) == [false, false], "deleting the line runs the learner's code again")
  }
}
