// The shell fuzzer: types seeded random entries into the built `workbook` at a pseudo-terminal, as a
// learner would, many entries per process, and fails on any death by a signal or any entry that
// does not finish. An entry still running after a second is sent Ctrl-C; it fails when the prompt
// is not back within two seconds more (random code may loop for ever; the shell must stop it).
//
// The entries mix random token sequences, lines of the lessons and samples (mutated), shell
// commands, and builtin calls with random arguments. The same seed gives the same entries, so a
// failure repeats: it prints the seed, the entry's number and the entry.
//
// Usage: shell-fuzz [--seed N] [--entries N] [--per-process N] [--patience X] [--quiet]
//   --patience multiplies the two waits (1 s, then 2 s after Ctrl-C): `make test` runs its short pass
//   beside every other test on a loaded machine and allows 3; `make fuzz` keeps Swift's 1.
//   `make fuzz SEED=… ENTRIES=…` runs it; `make test` runs a short pass (see ShellFuzzTests).

import Determinism
import Foundation
import ProcessDriving

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Options

var seed: UInt64 = 2026_11_25
var entryCount = 1_000
var perProcess = 400
var quiet = false
var patience = 1.0
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  switch option {
  case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
  case "--entries": entryCount = arguments.popFirst().flatMap { Int($0) } ?? entryCount
  case "--per-process": perProcess = max(1, arguments.popFirst().flatMap { Int($0) } ?? perProcess)
  case "--patience": patience = max(1, arguments.popFirst().flatMap { Double($0) } ?? patience)
  case "--quiet": quiet = true
  default:
    FileHandle.standardError.write(Data("shell-fuzz: unknown option \(option)\n".utf8))
    exit(2)
  }
}

// MARK: - What it types

/// The repository, two folders above this file: the lessons and samples whose lines it mutates.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Code lines of the lessons and samples (no comments, nothing that would end the shell).
let corpusLines: [String] = {
  var lines: [String] = []
  for folder in ["Lessons", "Samples/ContosoMailADAL", "Samples/ContosoMailMSAL"] {
    let directory = repository.appendingPathComponent(folder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") { continue }
        lines.append(trimmed)
      }
    }
  }
  return lines
}()

let commands = [
  ":help", ":help trace", ":world", ":trace", ":trace last 2", ":keychain", ":vars", ":clock", ":clock +2h",
  ":scenario adal-2.6-signed-in", ":scenario fresh", ":sign-in-as adele@contoso.com", ":sign-in-as",
  ":policy", ":policy mfa on", ":policy mfa off", ":fault offline", ":fault none", ":fault throttle",
  ":lessons", ":lesson 1", ":lesson 2 2", ":check", ":hint", ":next", ":back", ":reset", ":as com.contoso.calendar",
  ":decode x.y.z", ":load /nonexistent.swift", ":nonsense", ":", ":trace on", ":trace off",
  ":entitlements", ":entitlements remove com.microsoft.adalcache", ":entitlements add com.microsoft.adalcache",
  ":link", ":link ADAL 2.7.16", ":link ADAL 2.6.10", ":link remove ADAL", ":link remove MSAL", ":link MSAL 2.13.0",
  ":password-reset adele@contoso.com", ":password-reset", ":scenario macos-fresh", ":scenario adal-2.7-calendar-signed-in",
  ":browsers", ":plist", ":registration", ":lesson 9 8", ":lesson 10 5", ":lesson 11 1", ":as Northwind Notes",
  // :save writes only files it wrote before (this one, the run's own); :edit and :watch are left out:
  // they hand the terminal to an editor or to the watch's keys.
  ":save \(FileManager.default.temporaryDirectory.path)/shell-fuzz-\(getpid())-saved.swift", ":save",
]

let builtinCalls = [
  "zip", "type", "abs", "min", "max", "stride", "print", "assert", "precondition", "String", "Int", "Double",
  "Array", "Set", "Dictionary", "[1, 2, 3].append", "\"abc\".hasPrefix", "\"abc\".replacingOccurrences",
  "[1, 2].map", "[3, 1].sorted", "(0..<5).contains", "7.isMultiple", "2.5.truncatingRemainder",
  "\"a b\".split", "\"abc\".dropFirst", "[\"a\": 1].filter", "Set([1]).union", "String(repeating:",
]

let argumentValues = [
  "", "0", "1", "-1", "Int.max", "Int.min", "1 << 40", "2.5", "1e300", "-0.0", "\"\"", "\"abc\"", "\"é日本\"",
  "[]", "[1, 2]", "[:]", "nil", "true", "{ $0 }", "{ $0 > 1 }", "0..<3", "0...Int.max", "of: 3", "radix: 37",
  "count: Int.max", "count: -1", "by: 0", "from: 0", "to: Int.max", "repeating: 0",
]

let tokens = [
  "let", "var", "func", "if", "else", "for", "in", "while", "return", "try", "try?", "await", "do", "catch",
  "guard", "switch", "case", "default", "break", "continue", "throw", "struct", "class", "enum", "protocol",
  "extension", "init", "self", "nil", "true", "false", "{", "}", "(", ")", "[", "]", ":", ",", ".", "=", "==",
  "+", "-", "*", "/", "%", "!", "?", "??", "->", "...", "..<", "&&", "||", "\"", "\\(", "$0", "_", "x", "y",
  "application", "account", "MSALPublicClientApplication", "workbookConfig", "acquireToken", "0", "1",
  "Int.max", "\"text\"", "[1, 2]", "print", "#if", "@main", "inout", "&",
]

var random = SeededRandomNumberGenerator(seed: seed)

@MainActor func pick<Element>(_ elements: [Element]) -> Element {
  elements[Int.random(in: 0..<elements.count, using: &random)]
}

/// Mutates a line: drops, repeats or swaps a piece, or cuts it short.
@MainActor func mutate(_ line: String) -> String {
  var pieces = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  guard !pieces.isEmpty else { return line }
  switch Int.random(in: 0..<6, using: &random) {
  case 0: pieces.remove(at: Int.random(in: 0..<pieces.count, using: &random))
  case 1: pieces.insert(pick(tokens), at: Int.random(in: 0...pieces.count, using: &random))
  case 2: pieces.swapAt(Int.random(in: 0..<pieces.count, using: &random), Int.random(in: 0..<pieces.count, using: &random))
  case 3: return String(line.prefix(Int.random(in: 0...line.count, using: &random)))
  default: break
  }
  return pieces.joined(separator: " ")
}

/// The next entry to type.
@MainActor func nextEntry() -> String {
  switch Int.random(in: 0..<10, using: &random) {
  case 0, 1: return (0..<Int.random(in: 1...12, using: &random)).map { _ in pick(tokens) }.joined(separator: " ")
  case 2, 3, 4: return corpusLines.isEmpty ? "print(1)" : mutate(pick(corpusLines))
  case 5: return corpusLines.isEmpty ? "print(2)" : pick(corpusLines)
  case 6: return pick(commands)
  default:
    let count = Int.random(in: 0...3, using: &random)
    let callee = pick(builtinCalls)
    let arguments = (0..<count).map { _ in pick(argumentValues) }.joined(separator: ", ")
    return callee.hasSuffix(":") ? "\(callee) \(arguments))" : "\(callee)(\(arguments))"
  }
}

// MARK: - Driving the shell

/// How the shell's screen ends when it waits for an entry: `  12> ` (or `  12. ` inside one) after
/// the line's start.
@MainActor func promptAtEnd(_ screen: Substring) -> Character? {
  guard screen.hasSuffix("> ") || screen.hasSuffix(". ") else { return nil }
  let beforeMark = screen.dropLast(2)
  let digits = beforeMark.reversed().prefix { $0.isNumber }
  guard !digits.isEmpty else { return nil }
  let rest = beforeMark.dropLast(digits.count)
  // Scalars, not characters: "\r\n" is one Character, which no "\n" suffix matches.
  guard let before = rest.unicodeScalars.last else { return screen.dropLast().last }
  guard before == " " || before == "\n" else { return nil }
  return screen.dropLast().last
}

/// Waits up to `seconds` for a prompt after byte `offset`: `>` or `.`, or nil.
@MainActor func waitForPrompt(_ shell: ShellTerminal, after offset: Int, seconds: Double) -> Character? {
  let deadline = Date().addingTimeInterval(seconds)
  repeat {
    let drawn = shell.screen(fromByte: offset)
    if let mark = promptAtEnd(Substring(drawn)) { return mark }
    if shell.exitStatusIfEnded() != nil { return nil }
    usleep(1_000)
  } while Date() < deadline
  return nil
}

struct Counts {
  var entries = 0
  var interrupted = 0
  var continued = 0
  var processes = 0
}

let state = FileManager.default.temporaryDirectory.appendingPathComponent("shell-fuzz-\(getpid())")
defer { try? FileManager.default.removeItem(at: state) }
defer { try? FileManager.default.removeItem(atPath: "\(FileManager.default.temporaryDirectory.path)/shell-fuzz-\(getpid())-saved.swift") }
var counts = Counts()
var failure: String?
let started = Date()

@MainActor func fail(_ what: String, entry: String, index: Int, shell: ShellTerminal) {
  let screen = shell.screen
  failure = """
    shell-fuzz: entry \(index) (seed \(seed)) \(what):
      \(entry.debugDescription)
    last of the screen:
    \(String(screen.suffix(600)).debugDescription)
    """
}

var index = 0
processLoop: while index < entryCount {
  guard let shell = try? ShellTerminal(stateDirectory: state) else {
    failure = "shell-fuzz: could not start the workbook"
    break
  }
  counts.processes += 1
  guard waitForPrompt(shell, after: 0, seconds: 10) != nil else {
    fail("never showed its first prompt", entry: "", index: index, shell: shell)
    break
  }
  var typedInThisProcess = 0
  while index < entryCount && typedInThisProcess < perProcess {
    let entry = nextEntry()
    index += 1
    typedInThisProcess += 1
    counts.entries += 1
    var mark = shell.drawnCount
    shell.type(entry + "\r")
    var prompt = waitForPrompt(shell, after: mark, seconds: 1 * patience)
    if prompt == nil, shell.exitStatusIfEnded() == nil {
      counts.interrupted += 1
      mark = shell.drawnCount
      shell.type("\u{03}")
      prompt = waitForPrompt(shell, after: mark, seconds: 2 * patience)
    }
    if prompt == ".", shell.exitStatusIfEnded() == nil {
      // An unfinished entry waits for more lines: Ctrl-C drops it, as a learner would, once the line
      // editor has the terminal again (a key typed the instant the prompt is drawn still meets the
      // terminal's own line discipline, as no person's does).
      counts.continued += 1
      usleep(50_000)
      mark = shell.drawnCount
      shell.type("\u{03}")
      prompt = waitForPrompt(shell, after: mark, seconds: 2 * patience)
    }
    if let status = shell.exitStatusIfEnded() {
      fail("ended the process (status \(status))", entry: entry, index: index, shell: shell)
      break processLoop
    }
    guard prompt != nil else {
      fail("did not finish, and Ctrl-C did not bring the prompt back within two seconds", entry: entry, index: index, shell: shell)
      break processLoop
    }
  }
  shell.type("\u{04}")
  _ = shell.waitForExit(seconds: 5)
  if !quiet {
    FileHandle.standardError.write(Data("shell-fuzz: \(index) of \(entryCount) entries\n".utf8))
  }
}

let seconds = Date().timeIntervalSince(started)
print(
  "shell-fuzz: seed \(seed): \(counts.entries) entries in \(counts.processes) processes, "
    + "\(counts.interrupted) stopped with Ctrl-C, \(counts.continued) unfinished and dropped, "
    + String(format: "%.0f s", seconds) + (failure == nil ? "; no failure" : "; FAILED"))
if let failure {
  print(failure)
  exit(1)
}
