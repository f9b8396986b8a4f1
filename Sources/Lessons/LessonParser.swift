import Foundation
import Scenarios
import SwiftScript

/// Reads a lesson file (docs/ARCHITECTURE.md, "Adding a lesson") into a ``Lesson``, or says on which line it is malformed.
///
/// Line by line: `//:` lines are narrative (or header directives right after the title, or a
/// step's `- hint:`/`- check:` lines), `//#-hidden-code` markers bracket set-up code, and every other
/// line is Swift. Swift under a step is its solution; narrative after the solution is the step's
/// afterword; a `##` heading that is not a step, after the steps, starts the closing section.
public struct LessonParser {
  /// The header directives a lesson may have.
  public static let headerDirectives = ["scenario", "sign-in-as"]
  /// The directives a step may have.
  public static let stepDirectives = [
    "hint", "check", "sign-in-as", "as", "policy", "clock", "fault", "device", "keychain-access-groups", "links",
    "password-reset",
  ]

  private let file: String
  private let id: String

  /// A parser for the lesson `id` (its file name without `.swift`) read from `file`.
  public init(id: String, file: String) {
    self.id = id
    self.file = file
  }

  /// Parses a lesson's text.
  public func parse(_ text: String) throws(LessonFileError) -> Lesson {
    var reader = Reader(file: file)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    for (index, line) in lines.enumerated() {
      try reader.read(line, number: index + 1)
    }
    return try reader.finish(id: id, number: try lessonNumber())
  }

  /// The lesson number from the file name's leading digits (`02-account-lookup` → 2).
  private func lessonNumber() throws(LessonFileError) -> Int {
    guard let number = Lesson.number(fromID: id) else {
      throw LessonFileError(
        file: file, line: 1, message: "a lesson's file name starts with its number and a dash (like 02-account-lookup.swift)")
    }
    return number
  }
}

// MARK: - Reading line by line

/// The lesson read so far, and where in it the reader is.
private struct Reader {
  package enum Section {
    case title, header, introduction, step, closing
  }

  /// Where in a step the reader is: its instructions, its solution code, or its afterword.
  package enum StepPart {
    case instructions, solution, afterword
  }

  /// A step being read.
  package struct StepDraft {
    package var number: Int
    package var title: String
    package var headingLine: Int
    package var instructions: [String] = []
    package var hints: [String] = []
    package var checks: [LessonCheck] = []
    package var solution: [String] = []
    package var solutionLine = 0
    package var afterword: [String] = []
    package var part = StepPart.instructions
    /// Starter code (`//#-editable-code` … `//#-end-editable-code`): where it starts, and whether
    /// it is still open.
    package var starter: [String] = []
    package var starterLine: Int?
    package var starterOpen = false
    /// `- sign-in-as: USER`: who answers sign-in pages from this step on.
    package var persona: String?
    /// `- as: APP`: the app the code runs as from this step on.
    package var app: String?
    /// `- policy: NAME on|off` lines.
    package var policies: [(name: String, on: Bool)] = []
    /// `- clock: +DURATION`.
    package var clockAdvance: Double?
    /// `- fault: NAME`.
    package var fault: String?
    /// `- device: iPhone|Mac`.
    package var device: String?
    /// `- keychain-access-groups: GROUP, GROUP` (or `none`).
    package var keychainAccessGroups: [String]?
    /// `- links: MSAL 2.13.0, ADAL 2.7.16`.
    package var links: [(name: String, version: String)] = []
    /// `- password-reset: USER`.
    package var passwordReset: String?
  }

  package let file: String
  package var section = Section.title
  package var title = ""
  package var scenario: Scenario?
  package var persona: String?
  package var directiveLines: [String: Int] = [:]
  package var hiddenCode: [String] = []
  package var hiddenCodeLine: Int?
  package var hiddenCodeOpen = false
  package var introduction: [String] = []
  package var steps: [StepDraft] = []
  package var current: StepDraft?
  package var closing: [String] = []

  package init(file: String) {
    self.file = file
  }

  package func error(_ line: Int, _ message: String) -> LessonFileError {
    LessonFileError(file: file, line: line, message: message)
  }

  package mutating func read(_ line: String, number: Int) throws(LessonFileError) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("//#-") {
      try marker(trimmed, line: number)
    } else if var step = current, step.starterOpen {
      if trimmed.hasPrefix("//:"), let start = step.starterLine {
        throw error(number, "narrative inside starter code: close the //#-editable-code of line \(start - 1) with //#-end-editable-code first")
      }
      step.starter.append(line)
      current = step
    } else if hiddenCodeOpen {
      if trimmed.hasPrefix("//:"), let start = hiddenCodeLine {
        throw error(number, "narrative inside hidden code: close the //#-hidden-code of line \(start - 1) with //#-end-hidden-code first")
      }
      hiddenCode.append(line)
    } else if trimmed == "//:" || trimmed.hasPrefix("//:") {
      var text = trimmed.dropFirst(3)
      if text.first == " " { text = text.dropFirst() }
      try narrative(String(text), line: number)
    } else {
      try code(line, line: number)
    }
  }

  // MARK: Markers

  package mutating func marker(_ marker: String, line: Int) throws(LessonFileError) {
    switch marker {
    case "//#-hidden-code":
      guard section == .header || section == .introduction || section == .title else {
        throw error(line, "hidden code belongs before the first step")
      }
      if section == .title { try requireTitle(line) }
      guard hiddenCodeLine == nil else { throw error(line, "a lesson has one hidden-code block") }
      section = .introduction
      hiddenCodeOpen = true
      hiddenCodeLine = line + 1
    case "//#-end-hidden-code":
      guard hiddenCodeOpen else { throw error(line, "//#-end-hidden-code without //#-hidden-code before it") }
      hiddenCodeOpen = false
    case "//#-editable-code":
      guard section == .step, var step = current, step.part == .instructions else {
        throw error(line, "starter code (//#-editable-code) belongs in a step, before its solution")
      }
      guard step.starterLine == nil else { throw error(line, "step \(step.number) has one starter-code block") }
      step.starterOpen = true
      step.starterLine = line + 1
      current = step
    case "//#-end-editable-code":
      guard var step = current, step.starterOpen else {
        throw error(line, "//#-end-editable-code without //#-editable-code before it")
      }
      step.starterOpen = false
      current = step
    default:
      let name = marker.prefix { !$0.isWhitespace }
      throw error(
        line, "unknown directive '\(name)' (known: //#-hidden-code, //#-end-hidden-code, //#-editable-code, //#-end-editable-code)")
    }
  }

  // MARK: Narrative

  package mutating func narrative(_ text: String, line: Int) throws(LessonFileError) {
    switch section {
    case .title:
      guard text.hasPrefix("# ") else { try requireTitle(line) }
      title = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
      if title.isEmpty { try requireTitle(line) }
      section = .header
    case .header:
      if let (key, value) = headerDirective(text) {
        try directive(key, value: value, line: line)
        return
      }
      section = .introduction
      try narrative(text, line: line)
    case .introduction:
      if try startsStep(text, line: line) { return }
      introduction.append(text)
    case .step:
      if try startsStep(text, line: line) { return }
      if text.hasPrefix("## ") {
        try finishStep()
        section = .closing
        closing.append(text)
        return
      }
      try stepNarrative(text, line: line)
    case .closing:
      if text.hasPrefix("## Step") {
        throw error(line, "a step after the closing section (the closing `##` heading must come after the last step)")
      }
      closing.append(text)
    }
  }

  /// `scenario: fresh` → ("scenario", "fresh"): a lower-case word, a colon, a value.
  package func headerDirective(_ text: String) -> (String, String)? {
    guard let match = text.firstMatch(of: /^([a-z][a-z0-9-]*):(?:\s+(.*))?$/) else { return nil }
    return (String(match.1), String(match.2 ?? "").trimmingCharacters(in: .whitespaces))
  }

  package mutating func directive(_ key: String, value: String, line: Int) throws(LessonFileError) {
    guard LessonParser.headerDirectives.contains(key) else {
      let known = LessonParser.headerDirectives.joined(separator: ", ")
      throw error(line, "unknown directive '\(key):' (known: \(known))")
    }
    if let earlier = directiveLines[key] { throw error(line, "a second '\(key):' line (the first is on line \(earlier))") }
    directiveLines[key] = line
    guard !value.isEmpty else { throw error(line, "'\(key):' needs a value") }
    switch key {
    case "scenario":
      guard let named = Scenario(rawValue: value) else {
        let known = Scenario.allCases.map(\.rawValue).joined(separator: ", ")
        throw error(line, "unknown scenario '\(value)' (known: \(known))")
      }
      scenario = named
    default:
      persona = value
    }
  }

  package func requireTitle(_ line: Int) throws(LessonFileError) -> Never {
    throw error(line, "a lesson starts with its title: `//: # Title`")
  }

  /// Starts a step when `text` is a `## Step N · Title` heading.
  package mutating func startsStep(_ text: String, line: Int) throws(LessonFileError) -> Bool {
    guard text.hasPrefix("## Step") else { return false }
    guard let match = text.firstMatch(of: /^## Step\s+(\d+)\s*[·:.\-–—]?\s*(.*)$/), let number = Int(match.1) else {
      throw error(line, "a step heading is `## Step N · Title`")
    }
    let expected = steps.count + (current == nil ? 1 : 2)
    guard number == expected else { throw error(line, "step \(number) where step \(expected) was expected") }
    let stepTitle = String(match.2).trimmingCharacters(in: .whitespaces)
    guard !stepTitle.isEmpty else { throw error(line, "step \(number) has no title: `## Step \(number) · Title`") }
    try finishStep()
    current = StepDraft(number: number, title: stepTitle, headingLine: line)
    section = .step
    return true
  }

  package mutating func stepNarrative(_ text: String, line: Int) throws(LessonFileError) {
    guard var step = current else { return }
    if let match = text.firstMatch(of: /^\s+-\s+([a-z][a-z-]*):(?:\s+(.*))?$/) {
      // `  - hint:` under a `- check:`: a hint about that check.
      let name = String(match.1)
      let value = String(match.2 ?? "").trimmingCharacters(in: .whitespaces)
      guard name == "hint" else {
        throw error(line, "'- \(name):' is indented: only a check's own '- hint:' goes under a '- check:'")
      }
      guard step.part == .instructions else {
        throw error(line, "'- hint:' after step \(step.number)'s code: hints and checks come before the solution")
      }
      guard !step.checks.isEmpty else {
        throw error(line, "an indented '- hint:' belongs to the '- check:' above it, and step \(step.number) has none yet")
      }
      guard !value.isEmpty else { throw error(line, "'- hint:' needs text after it") }
      step.checks[step.checks.count - 1].hints.append(value)
      current = step
      return
    }
    if let match = text.firstMatch(of: /^-\s+([a-z][a-z-]*):(?:\s+(.*))?$/) {
      let name = String(match.1)
      let value = String(match.2 ?? "").trimmingCharacters(in: .whitespaces)
      guard LessonParser.stepDirectives.contains(name) else {
        throw error(line, "unknown directive '- \(name):' in step \(step.number) (known: \(LessonParser.stepDirectives.map { "- \($0):" }.joined(separator: ", ")))")
      }
      guard step.part == .instructions else {
        throw error(line, "'- \(name):' after step \(step.number)'s code: hints and checks come before the solution")
      }
      guard !value.isEmpty else { throw error(line, "'- \(name):' needs text after it") }
      if name == "hint" {
        step.hints.append(value)
      } else if name == "sign-in-as" {
        guard step.persona == nil else { throw error(line, "a second '- sign-in-as:' in step \(step.number)") }
        step.persona = value
      } else if name == "clock" {
        guard step.clockAdvance == nil else { throw error(line, "a second '- clock:' in step \(step.number)") }
        guard let advance = ClockAdvance(value) else {
          throw error(line, "'- clock:' is + then amounts with units, such as +2h, +90m or +1d12h")
        }
        step.clockAdvance = advance.seconds
      } else if name == "fault" {
        guard step.fault == nil else { throw error(line, "a second '- fault:' in step \(step.number)") }
        guard WorkbookWorld.fault(named: value) != nil else {
          throw error(line, "'- fault:' is one of \(WorkbookWorld.faultNames.joined(separator: ", ")) (throttle may name its seconds)")
        }
        step.fault = value.lowercased()
      } else if name == "policy" {
        let words = value.split(separator: " ").map { $0.lowercased() }
        guard words.count == 2, WorkbookWorld.policyNames.contains(words[0]), ["on", "off"].contains(words[1]) else {
          throw error(line, "'- policy:' is a policy and on or off: \(WorkbookWorld.policyNames.map { "`\($0) on`" }.joined(separator: ", "))")
        }
        step.policies.append((words[0], words[1] == "on"))
      } else if name == "device" {
        guard step.device == nil else { throw error(line, "a second '- device:' in step \(step.number)") }
        guard let name = WorkbookWorld.deviceNames.first(where: { $0.lowercased() == value.lowercased() }) else {
          throw error(line, "'- device:' is one of \(WorkbookWorld.deviceNames.joined(separator: ", "))")
        }
        step.device = name
      } else if name == "keychain-access-groups" {
        guard step.keychainAccessGroups == nil else {
          throw error(line, "a second '- keychain-access-groups:' in step \(step.number)")
        }
        let groups = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard value.lowercased() != "none" else {
          step.keychainAccessGroups = []
          current = step
          return
        }
        guard !groups.contains(where: { $0.isEmpty || $0.contains(" ") }) else {
          throw error(line, "'- keychain-access-groups:' is groups separated by commas (without the team prefix), or none")
        }
        step.keychainAccessGroups = groups
      } else if name == "password-reset" {
        guard step.passwordReset == nil else { throw error(line, "a second '- password-reset:' in step \(step.number)") }
        step.passwordReset = value
      } else if name == "links" {
        guard step.links.isEmpty else { throw error(line, "a second '- links:' in step \(step.number)") }
        for entry in value.split(separator: ",") {
          let words = entry.split(separator: " ").map(String.init)
          guard words.count == 2, WorkbookWorld.libraryNames.contains(words[0]),
            words[1].firstMatch(of: /^[0-9]+(\.[0-9]+){1,2}$/) != nil
          else {
            throw error(line, "'- links:' is libraries with versions, separated by commas: `MSAL 2.13.0, ADAL 2.6.10`")
          }
          step.links.append((words[0], words[1]))
        }
      } else if name == "as" {
        guard step.app == nil else { throw error(line, "a second '- as:' in step \(step.number)") }
        step.app = value
      } else {
        try validateCheck(value, line: line)
        step.checks.append(LessonCheck(source: value, line: line))
      }
    } else if step.part == .instructions {
      step.instructions.append(text)
    } else {
      step.part = .afterword
      step.afterword.append(text)
    }
    current = step
  }

  package func validateCheck(_ source: String, line: Int) throws(LessonFileError) {
    if let problem = ConditionSyntax(source).problem {
      throw error(line, "the check `\(source)` is not a Swift expression: \(problem.message)")
    }
  }

  // MARK: Code

  package mutating func code(_ line: String, line number: Int) throws(LessonFileError) {
    let isBlank = line.trimmingCharacters(in: .whitespaces).isEmpty
    switch section {
    case .title:
      if isBlank { return }
      try requireTitle(number)
    case .header, .introduction:
      if isBlank { return }
      throw error(number, "code before the first step belongs inside //#-hidden-code … //#-end-hidden-code")
    case .closing:
      if isBlank { return }
      throw error(number, "code in the closing section (after the last step's `##` heading)")
    case .step:
      guard var step = current else { return }
      switch step.part {
      case .instructions:
        if isBlank { return }
        step.part = .solution
        step.solutionLine = number
        step.solution.append(line)
      case .solution:
        step.solution.append(line)
      case .afterword:
        if isBlank { return }
        throw error(
          number, "code after step \(step.number)'s closing text: a step has one solution, right after its checks")
      }
      current = step
    }
  }

  // MARK: Finishing

  package mutating func finishStep() throws(LessonFileError) {
    guard let step = current else { return }
    if step.starterOpen, let start = step.starterLine {
      throw error(start - 1, "//#-editable-code is never closed with //#-end-editable-code")
    }
    if step.checks.isEmpty {
      throw error(step.headingLine, "step \(step.number) has no `- check:` line (a step is done when its checks hold)")
    }
    if step.solution.isEmpty {
      throw error(step.headingLine, "step \(step.number) has no solution code under its checks")
    }
    steps.append(step)
    current = nil
  }

  package mutating func finish(id: String, number: Int) throws(LessonFileError) -> Lesson {
    if section == .title { try requireTitle(1) }
    if hiddenCodeOpen, let start = hiddenCodeLine {
      throw error(start - 1, "//#-hidden-code is never closed with //#-end-hidden-code")
    }
    try finishStep()
    guard let scenario else { throw error(1, "no `//: scenario: NAME` line after the title") }
    guard !steps.isEmpty else { throw error(1, "the lesson has no steps (`//: ## Step 1 · Title`)") }
    return Lesson(
      id: id, number: number, title: title, scenario: scenario, persona: persona,
      hiddenCode: hiddenCodeLine.flatMap { Self.block(hiddenCode, firstLine: $0) },
      introduction: Self.text(introduction),
      steps: steps.map { draft in
        LessonStep(
          number: draft.number, title: draft.title, instructions: Self.text(draft.instructions), hints: draft.hints,
          checks: draft.checks,
          solution: Self.block(draft.solution, firstLine: draft.solutionLine)
            ?? SourceBlock(code: "", firstLine: draft.solutionLine),
          starterCode: draft.starterLine.flatMap { Self.block(draft.starter, firstLine: $0) },
          afterword: Self.text(draft.afterword), persona: draft.persona, app: draft.app, policies: draft.policies, clockAdvance: draft.clockAdvance, fault: draft.fault,
          device: draft.device, keychainAccessGroups: draft.keychainAccessGroups, links: draft.links,
          passwordReset: draft.passwordReset)
      },
      closing: Self.text(closing), file: file)
  }

  /// Narrative lines as one text, without blank lines at either end.
  package static func text(_ lines: [String]) -> String {
    let start = lines.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? lines.endIndex
    let end = lines.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0 + 1 } ?? start
    return start < end ? lines[start..<end].joined(separator: "\n") : ""
  }

  /// Code lines as a block, without blank lines at either end; nil when there is no code.
  package static func block(_ lines: [String], firstLine: Int) -> SourceBlock? {
    guard let start = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
      let end = lines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    else { return nil }
    return SourceBlock(code: lines[start...end].joined(separator: "\n"), firstLine: firstLine + start)
  }
}
