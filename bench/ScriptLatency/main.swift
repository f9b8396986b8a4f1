import Bindings
import Foundation
import IdentityCore
import Lessons
import Scenarios
import SwiftScript
import WorkbookShell

// Measures SwiftScript: (1) per-entry evaluation latency of typical lesson entries typed at the
// prompt, each in a live session (plain Swift, then MSAL calls in scenario adal-2.6-signed-in: the
// silent acquisition includes the simulated service signing two RS256 tokens); (2) a whole script run in-process. `bench/run` times this
// program's `--run FILE` against `swift FILE` for the same file.
//
// Usage: script-latency [--rounds N]      per-entry latency table
//        script-latency --run FILE        run FILE once (prints what it prints)
//        script-latency --lesson-programs LESSONS OUT
//                                         write each lesson as NN.swift (for `workbook run` with the
//                                         arguments in NN.args) and NN-native.swift (for `swift`)

/// Entries a learner types in the first lessons, in order, in one session.
let typicalEntries = [
  #"let scopes = ["https://graph.microsoft.com/User.Read"]"#,
  #"let username = "adele@contoso.com""#,
  #"var savedIdentifier: String? = nil"#,
  #"enum LookupError: Error { case notFound(String) }"#,
  """
  func findAccount(_ name: String, in accounts: [String: String]) throws -> String {
    guard let identifier = accounts[name] else { throw LookupError.notFound(name) }
    return identifier
  }
  """,
  #"let accounts = ["adele@contoso.com": "a11ce000.c0a1b2c3", "alex@contoso.com": "a1e8.c0a1b2c3"]"#,
  """
  do {
    savedIdentifier = try findAccount(username, in: accounts)
  } catch LookupError.notFound(let name) {
    print("no account for \\(name)")
  }
  """,
  #"if let identifier = savedIdentifier { print("signed in as \(identifier)") } else { print("interactive") }"#,
  #"let resources = scopes.map { $0.split(separator: "/").dropLast().joined(separator: "/") }"#,
  #"print(resources.count == 1 && savedIdentifier != nil)"#,
  // Lessons 1-3 against the simulated MSAL, in scenario adal-2.6-signed-in.
  #"let application = try MSALPublicClientApplication(configuration: workbookConfig)"#,
  #"let account = try application.account(forUsername: "adele@contoso.com")"#,
  #"let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)"#,
  """
  application.acquireTokenSilent(with: parameters) { (result: MSALResult?, error: Error?) in
    if let result { savedIdentifier = result.account.identifier }
  }
  """,
  #"let upgraded = try application.account(forIdentifier: savedIdentifier!)"#,
]

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func makeInterpreter(output: @escaping (String) -> Void) -> Interpreter {
  Bindings.makeInterpreter(output: output)
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("script-latency: \(message)\n".utf8))
  exit(2)
}

// MARK: - Whole script

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--run" {
  guard arguments.count == 2 else { fail("usage: script-latency --run FILE") }
  guard let source = try? String(contentsOfFile: arguments[1], encoding: .utf8) else { fail("cannot read \(arguments[1])") }
  let interpreter = makeInterpreter { FileHandle.standardOutput.write(Data($0.utf8)) }
  let result = SimulationEnvironment().run { interpreter.run(source) }
  if let diagnostic = result.diagnostics.first { fail("\(arguments[1]):\(diagnostic)") }
  if let failure = result.failure { fail("\(arguments[1]): \(failure)") }
  exit(0)
}

// MARK: - Lessons as programs

if arguments.first == "--lesson-programs" {
  guard arguments.count == 3 else { fail("usage: script-latency --lesson-programs LESSONS OUT") }
  let library = LessonLibrary(directory: URL(fileURLWithPath: arguments[1]))
  if let problem = library.problems.first { fail("\(problem)") }
  let out = URL(fileURLWithPath: arguments[2])
  do {
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    for lesson in library.lessons {
      let program = LessonProgram(lesson: lesson)
      let name = String(format: "%02d", lesson.number)
      let marker = "lesson \(lesson.number): every check held"
      try program.script(passMarker: marker).write(
        to: out.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
      try program.nativeSource(passMarker: marker).write(
        to: out.appendingPathComponent("\(name)-native.swift"), atomically: true, encoding: .utf8)
      try (program.runArguments.joined(separator: " ") + "\n").write(
        to: out.appendingPathComponent("\(name).args"), atomically: true, encoding: .utf8)
    }
  } catch {
    fail("cannot write the lesson programs: \(error)")
  }
  exit(0)
}

// MARK: - Per-entry latency

var rounds = 51
if arguments.first == "--rounds", arguments.count == 2, let count = Int(arguments[1]) {
  rounds = count
} else if !arguments.isEmpty {
  fail("unknown arguments \(arguments)")
}

var timings = Array(repeating: [Double](), count: typicalEntries.count)
for _ in 0..<rounds {
  let interpreter = makeInterpreter { _ in }
  guard let environment = try? Scenario.adal26SignedIn.makeEnvironment() else { fail("scenario adal-2.6-signed-in failed") }
  for (index, entry) in typicalEntries.enumerated() {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = environment.run { interpreter.run(entry) }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000
    guard result.succeeded else { fail("entry \(index + 1) failed: \(result)") }
    timings[index].append(elapsed)
  }
}
print("per-entry latency, µs (median of \(rounds) sessions):")
for (index, entry) in typicalEntries.enumerated() {
  let firstLine = entry.split(separator: "\n").first.map(String.init) ?? entry
  let label = firstLine.count > 60 ? String(firstLine.prefix(57)) + "..." : firstLine
  print(String(format: "  %8.1f  %@", median(timings[index]), label))
}
print(String(format: "all entries: median %.1f µs, max of medians %.1f µs", median(timings.flatMap { $0 }), timings.map(median).max() ?? 0))
