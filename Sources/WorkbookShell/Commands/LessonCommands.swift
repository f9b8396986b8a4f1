import Foundation
import Lessons
import Terminal

/// The commands that lead through the lessons: choose one, check, hints, the solution, moving on.
enum LessonCommands {
  static let all: [ShellCommand] = [lessons, lesson, check, hint, solution, next, back, watch]

  static let lessons: ShellCommand = ShellCommand(
    name: "lessons", summary: "the lessons, what you have done, and where you are",
    details: """
      Each lesson with ✓ when all its steps are done and ▸ where you are, the steps done, and a progress \
      bar. Progress is saved after every step in the state directory (beside the history file).
      """, group: .lessons,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("lessons", ":lessons") }
      let lessons = shell.lessons
      let listing = LessonListing(
        library: try refusal(lessons.library), progress: lessons.progress,
        current: lessons.position.map { .init(lesson: $0.lesson.id, step: $0.step.number) }, style: shell.style)
      shell.print(listing.text)
    })

  static let lesson: ShellCommand = ShellCommand(
    name: "lesson", arguments: "N [STEP]", summary: "start or resume lesson N (at STEP)",
    details: """
      Starts lesson N in its scenario: the world is rebuilt, the lesson's set-up runs, and its first step \
      (or the step you left it at) is shown. With STEP, starts at that step: the steps before it run \
      with their reference solutions, so their variables exist.
      Example: :lesson 2
      """, group: .lessons,
    completions: { shell, index, _, _ in
      guard index == 0, let library = try? shell.lessons.library() else { return [] }
      return library.lessons.map { String($0.number) }
    },
    run: { shell, argument throws(CommandError) in
      let words = argument.split(separator: " ").map(String.init)
      guard (1...2).contains(words.count), let number = Int(words[0]) else { throw .usage("lesson", ":lesson N [STEP]") }
      var step: Int?
      if words.count == 2 {
        guard let stepNumber = Int(words[1]) else { throw .usage("lesson", ":lesson N [STEP]") }
        step = stepNumber
      }
      try refusal { () throws(LessonCommandError) in try shell.lessons.start(number: number, step: step) }
    })

  static let check: ShellCommand = ShellCommand(
    name: "check", summary: "which of the step's checks hold, and why the others do not",
    details: """
      The step is done when all its checks hold; they are evaluated after each entry, quietly. `:check` \
      shows each one with ✓ or ✗ and, for a failing one, what it found (a value that differs, a \
      variable that does not exist yet, an error).
      """, group: .lessons,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("check", ":check") }
      try refusal(shell.lessons.check)
    })

  static let hint: ShellCommand = ShellCommand(
    name: "hint", summary: "a hint for the step (one more each time)", group: .lessons,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("hint", ":hint") }
      try refusal(shell.lessons.hint)
    })

  static let solution: ShellCommand = ShellCommand(
    name: "solution", arguments: "[STEP]", summary: "the step's reference solution (asks first if not done)",
    details: """
      Shows the reference solution of the current step, or of STEP. For a step you have not done yet it \
      asks first, since it gives the answer away. At a terminal the solution is also put in your \
      history: ↑ recalls it to edit and run.
      """, group: .lessons,
    run: { shell, argument throws(CommandError) in
      try refusal { () throws(LessonCommandError) in try shell.lessons.solution(argument) }
    })

  static let next: ShellCommand = ShellCommand(
    name: "next", summary: "skip to the next step (its solution runs), or the next lesson",
    details: """
      In a step: skips it. Its reference solution runs first, shown, so the next step has what it needs; \
      the step is not marked done. After a lesson's last step: starts the next lesson.
      """, group: .lessons,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("next", ":next") }
      try refusal(shell.lessons.next)
    })

  static let back: ShellCommand = ShellCommand(
    name: "back", summary: "go back a step (the world is rebuilt to how it was)",
    details: """
      Rebuilds the lesson's world and replays the reference solutions of the steps before the previous \
      one, then shows it again. Steps done stay done.
      """, group: .lessons,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("back", ":back") }
      try refusal(shell.lessons.back)
    })

  static let watch: ShellCommand = ShellCommand(
    name: "watch", arguments: "[FILE]", summary: "work the lesson in a file in your editor: it runs after every save",
    details: """
      Works the current lesson in FILE (default lesson-NN.swift in the current directory), as \
      `workbook lesson N --watch` does: a missing file is written for your step (its text as comments, \
      then its starter code); every save runs the whole file against the lesson's world and shows the \
      step's checks; a step that passes is saved as done and the next step's block is added to the \
      file. Keys: h hint, s solution, n skip to the next step, r run again, q back to the prompt, \
      which then takes up the lesson where the file left it. When input is not a terminal, the file \
      runs once.
      Example: :lesson 3, then :watch
      """, group: .lessons,
    completions: { _, index, _, partial in index == 0 ? FileCompletion.paths(matching: partial) : [] },
    run: { shell, argument throws(CommandError) in
      guard let position = shell.lessons.position else {
        throw CommandError("you are not in a lesson: start one (:lesson 3), then :watch works its steps in a file")
      }
      let library = try refusal(shell.lessons.library)
      do throws(LessonCommandLine.Failure) {
        let place = try WorkFilePlace(
          library: library, number: position.lesson.number,
          path: argument.isEmpty ? nil : (argument as NSString).expandingTildeInPath,
          store: shell.progressStore ?? ProgressStore(directory: .current))
        if shell.isInteractive {
          _ = try WorkFileWatch(place: place, keys: FileDescriptorKeyInput(), output: shell.write).run()
        } else {
          _ = try place.run(output: shell.write)
          shell.note("(input is not a terminal: \(place.fileName) ran once; at a terminal :watch runs it after every save until q)")
        }
      } catch {
        throw CommandError(error.description)
      }
      try refusal(shell.lessons.followSavedProgress)
    })
}

/// Runs a lesson engine's command, its refusal becoming the shell's command error.
func refusal<Result>(_ body: () throws(LessonCommandError) -> Result) throws(CommandError) -> Result {
  do {
    return try body()
  } catch {
    throw CommandError(error.message)
  }
}
