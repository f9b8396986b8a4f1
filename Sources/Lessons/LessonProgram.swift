/// A lesson as one Swift program: its hidden code, then each step's reference solution followed by
/// the step's checks as `precondition`s, and a last line printed when every check held.
///
/// Two forms: ``script(passMarker:)`` runs with `workbook run --scenario S [--sign-in-as U]`;
/// ``nativeSource(passMarker:)`` compiles with `swiftc` (or runs under `swift`) against the MSAL and
/// ADAL modules, setting up the scenario and persona itself, with `#sourceLocation` lines so a failing
/// check names the lesson file's line. Nothing generated is kept in the repository.
public struct LessonProgram: Sendable {
  /// The lesson.
  public let lesson: Lesson

  /// The program of `lesson`.
  public init(lesson: Lesson) {
    self.lesson = lesson
  }

  /// The `workbook run` arguments that give the program its world: `--scenario S [--sign-in-as U]`.
  public var runArguments: [String] {
    ["--scenario", lesson.scenario.rawValue] + (lesson.persona.map { ["--sign-in-as", $0] } ?? [])
  }

  /// The program for the interpreter (`workbook run` with ``runArguments``).
  public func script(passMarker: String) -> String {
    var lines = lesson.hiddenCode.map { [$0.code] } ?? []
    lines += body(locations: false)
    lines.append("print(\(Self.literal(passMarker)))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The program for `swiftc`: the world set up first, imports hoisted, lines mapped to the lesson file.
  public func nativeSource(passMarker: String) -> String {
    var lines = nativePrelude()
    lines += body(locations: true)
    lines.append("#sourceLocation()")
    lines.append("print(\(Self.literal(passMarker)))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The program for `swiftc` of a learner's `entry` at step `number`: the world, the hidden code
  /// and the steps before it (their solutions), then `entry`, whose lines `#sourceLocation` numbers
  /// from 1 in the file `entryFile` (so swiftc's first error says the entry's own line). Imports in
  /// `entry` are hoisted like the hidden code's.
  public func nativeSource(enteringStep number: Int, entry: String, entryFile: String) -> String {
    let entryLines = entry.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines = nativePrelude(extraImports: entryLines.filter(Self.isImport))
    for step in lesson.steps where step.number < number {
      lines += worldSetUp(of: step)
      lines.append(location(step.solution.firstLine))
      lines.append(step.solution.code)
    }
    if let entered = lesson.steps.first(where: { $0.number == number }) { lines += worldSetUp(of: entered) }
    lines.append("#sourceLocation(file: \(Self.literal(entryFile)), line: 1)")
    lines += entryLines.map { Self.isImport($0) ? "" : $0 }
    lines.append("#sourceLocation()")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Imports (the hidden code's, Foundation's, the simulation's and `extraImports`), the world's
  /// set-up, then the hidden code at its lines.
  private func nativePrelude(extraImports: [String] = []) -> [String] {
    let hidden = lesson.hiddenCode.map { $0.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    var imports = Set((hidden.filter(Self.isImport) + extraImports).map { $0.trimmingCharacters(in: .whitespaces) })
    imports.formUnion(["import Foundation", "import Scenarios", "import IdentityCore"])
    var lines = imports.sorted()
    lines.append("try! Scenario(rawValue: \(Self.literal(lesson.scenario.rawValue)))!.applyToProcessDefault()")
    if let persona = lesson.persona {
      lines.append("_ = SimulationEnvironment.processDefault.signInAs(\(Self.literal(persona)))")
    }
    if let hiddenCode = lesson.hiddenCode {
      // Imports (hoisted above) become blank lines, so every other line keeps its number.
      lines.append(location(hiddenCode.firstLine))
      lines += hidden.map { Self.isImport($0) ? "" : $0 }
    }
    return lines
  }

  /// Each step's solution, then its checks as preconditions (with `#sourceLocation` lines when asked).
  private func body(locations: Bool) -> [String] {
    var lines: [String] = []
    for step in lesson.steps {
      lines += worldSetUp(of: step)
      if locations { lines.append(location(step.solution.firstLine)) }
      lines.append(step.solution.code)
      for check in step.checks {
        if locations { lines.append(location(check.line)) }
        lines.append("precondition(\(check.source), \(Self.literal("step \(step.number): \(check.source)")))")
      }
    }
    return lines
  }

  /// The code that gives a step its world as it begins (`WorkbookWorld`, the workbook-only helper).
  private func worldSetUp(of step: LessonStep) -> [String] {
    // Counting interactive requests afresh matters only to a step whose checks read the count.
    var lines = step.checks.contains { $0.source.contains("interactiveRequestsThisStep") } ? ["WorkbookWorld.beginStep()"] : []
    if let device = step.device { lines.append("WorkbookWorld.moveToNewDevice(\(Self.literal(device)))") }
    lines += step.policies.map { "WorkbookWorld.setPolicy(\(Self.literal($0.name)), on: \($0.on))" }
    if let seconds = step.clockAdvance { lines.append("WorkbookWorld.advanceClock(by: \(seconds))") }
    if let user = step.passwordReset {
      lines.append("precondition(WorkbookWorld.resetPassword(of: \(Self.literal(user))), \(Self.literal("step \(step.number): no user \(user)")))")
    }
    if let fault = step.fault { lines.append("WorkbookWorld.setFault(\(Self.literal(fault)))") }
    if let app = step.app {
      lines.append("precondition(WorkbookWorld.runAs(\(Self.literal(app))), \(Self.literal("step \(step.number): no app \(app)")))")
    }
    lines += step.links.map { "WorkbookWorld.link(\(Self.literal($0.name)), version: \(Self.literal($0.version)))" }
    if let groups = step.keychainAccessGroups {
      lines.append("WorkbookWorld.setKeychainAccessGroups([\(groups.map(Self.literal).joined(separator: ", "))])")
    }
    if let persona = step.persona {
      let argument = persona == Lesson.nobody ? "nil" : Self.literal(persona)
      lines.append("precondition(WorkbookWorld.signIn(as: \(argument)), \(Self.literal("step \(step.number): no user \(persona)")))")
    }
    return lines
  }

  private func location(_ line: Int) -> String {
    "#sourceLocation(file: \(Self.literal("\(lesson.id).swift")), line: \(line))"
  }

  /// Whether a line is an `import`, hoisted to the program's top.
  private static func isImport(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
  }

  /// `text` as a Swift string literal.
  private static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
