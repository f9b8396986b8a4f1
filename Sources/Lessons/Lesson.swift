import Scenarios

/// A lesson of the workbook: one `Lessons/NN-slug.swift` file, parsed (the format: docs/ARCHITECTURE.md, "Adding a lesson").
///
/// The file is valid Swift as a whole: `//:` lines are narrative, `//: ## Step N · Title` starts a
/// step whose `- hint:` and `- check:` lines belong to it and whose code is its reference solution,
/// and `//#-hidden-code` … `//#-end-hidden-code` is set-up that runs silently on entering.
public struct Lesson: Sendable {
  /// The `sign-in-as:` value meaning nobody: the learner answers sign-in pages at the terminal.
  public static let nobody = "off"

  /// The file name without `.swift` (`02-account-lookup`): the key of its progress.
  public let id: String
  /// The lesson's number (the file name's leading digits).
  public let number: Int
  /// The title (the `# Title` on the first line).
  public let title: String
  /// The world the lesson starts in (`scenario:`).
  public let scenario: Scenario
  /// Who answers sign-in pages during the lesson (`sign-in-as:`), if anyone.
  public let persona: String?
  /// Set-up code that runs silently on entering the lesson.
  public let hiddenCode: SourceBlock?
  /// The narrative before the first step (Markdown, `//: ` removed).
  public let introduction: String
  /// The steps, in order (at least one).
  public let steps: [LessonStep]
  /// The narrative after the last step (its `## Recap` heading included), shown when the lesson is done.
  public let closing: String
  /// The file the lesson came from (for messages).
  public let file: String

  /// The number a lesson file's id starts with (`02-account-lookup` → 2); nil when it has none.
  public static func number(fromID id: String) -> Int? {
    guard let match = id.firstMatch(of: /^(\d+)-/), let number = Int(match.1), number > 0 else { return nil }
    return number
  }
}

/// One step of a lesson: what to do, hints, the checks that say it is done, and its reference solution.
public struct LessonStep: Sendable {
  /// The step's number (1-based, as its heading says).
  public let number: Int
  /// The heading's title (`Find the ADAL user` in `## Step 1 · Find the ADAL user`).
  public let title: String
  /// What to do: the narrative between the heading and the solution, hints and checks left out.
  public let instructions: String
  /// Hints, gentlest first; `:hint` shows one more each time (after the hints of the first failing
  /// check, which lead towards these).
  public let hints: [String]
  /// Swift `Bool` expressions that all hold once the step is done.
  public let checks: [LessonCheck]
  /// The reference solution.
  public let solution: SourceBlock
  /// What the learner starts from (`//#-editable-code` … `//#-end-editable-code`, as Swift
  /// Playgrounds marks it), shown with the step; nil when the step starts from nothing.
  public let starterCode: SourceBlock?
  /// The narrative after the solution: shown once the step passes.
  public let afterword: String
  /// Who answers sign-in pages from this step on (`- sign-in-as: USER`, or ``Lesson/nobody``, `off`:
  /// the learner at the terminal), set as the step begins; nil keeps whoever answered before (the
  /// lesson's `sign-in-as:`, or an earlier step's).
  public let persona: String?
  /// The app the code runs as from this step on (`- as: APP`, as the shell's `:as`), set as the step
  /// begins; nil keeps the app that ran before.
  public let app: String?
  /// Conditional Access presets switched as the step begins (`- policy: compliance on`, as the
  /// shell's `:policy`): each name with on or off.
  public let policies: [(name: String, on: Bool)]
  /// Seconds the simulated clock moves forward as the step begins (`- clock: +2h`), if any.
  public let clockAdvance: Double?
  /// The fault the service has from this step on (`- fault: offline`, as the shell's `:fault`).
  public let fault: String?
  /// The device the step continues on (`- device: Mac`), a new one as its scenario has it; nil keeps
  /// the device.
  public let device: String?
  /// The running app's keychain-access-groups entitlement from this step on (`- keychain-access-groups:
  /// com.microsoft.adalcache`, `none` for an empty list, as the shell's `:entitlements`), set after `- as:`.
  public let keychainAccessGroups: [String]?
  /// Libraries the running app's build links from this step on (`- links: MSAL 2.13.0, ADAL 2.7.16`,
  /// as the shell's `:link`), set after `- as:`; each replaces another version of itself.
  public let links: [(name: String, version: String)]
  /// The directory user whose password is reset as the step begins (`- password-reset: USER`, as
  /// the shell's `:password-reset`): their refresh tokens and browser sessions stop working.
  public let passwordReset: String?
}

/// A check of a step: a Swift `Bool` expression evaluated in the learner's session.
public struct LessonCheck: Sendable, Equatable {
  /// The expression.
  public let source: String
  /// Its line in the lesson file.
  public let line: Int
  /// Hints about this check (`  - hint:` lines under it), gentlest first: `:hint` shows them when
  /// this is the first check that fails, before the step's own hints.
  public var hints: [String]

  /// A check of `source` on `line`, with its own `hints`.
  public init(source: String, line: Int, hints: [String] = []) {
    self.source = source
    self.line = line
    self.hints = hints
  }
}

/// Lines of Swift taken from a lesson file, with the line they start on (for error locations).
public struct SourceBlock: Sendable, Equatable {
  /// The code (lines joined by newlines; leading and trailing blank lines removed).
  public let code: String
  /// The line of the lesson file the code's first line is on.
  public let firstLine: Int

  /// A block of `code` starting on line `firstLine`.
  public init(code: String, firstLine: Int) {
    self.code = code
    self.firstLine = firstLine
  }
}
