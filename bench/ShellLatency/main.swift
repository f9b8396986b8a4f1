import CPseudoTerminal
import Foundation
import WorkbookShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Measures the shell: (1) start-up to the first prompt, with `workbook` in a pseudo-terminal as a
// terminal emulator starts it; (2) start-up to the first output with piped input; (3) Ctrl-C during
// a runaway loop, a deep recursion and a closure run by `map`, to the next prompt; (4) Tab-completion latency (in process: what the line editor
// calls on each Tab).
//
// Usage: shell-latency --workbook PATH [--rounds N]

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
}
guard let workbook = option("--workbook") else {
  FileHandle.standardError.write(Data("usage: shell-latency --workbook PATH [--rounds N]\n".utf8))
  exit(2)
}
let rounds = option("--rounds").flatMap(Int.init) ?? 21

func milliseconds(since start: DispatchTime) -> Double {
  Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

// MARK: - A workbook in a pseudo-terminal

/// The shell running in a pseudo-terminal; reads what it draws.
final class TerminalSession {
  let pid: pid_t
  let controller: Int32
  private var drawn = [UInt8]()
  private let state = FileManager.default.temporaryDirectory.appendingPathComponent("shell-latency-\(getpid())")

  init(workbook: String) {
    let environment = [
      "TERM=xterm", "NO_COLOR=1", "LANG=C.UTF-8", "HOME=\(state.path)", "XDG_STATE_HOME=\(state.path)",
    ]
    var controller: Int32 = -1
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(workbook), nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    pid = argv.withUnsafeBufferPointer { argvBuffer in
      envp.withUnsafeBufferPointer { envpBuffer in
        pseudo_terminal_spawn(workbook, argvBuffer.baseAddress, envpBuffer.baseAddress, 24, 100, &controller)
      }
    }
    self.controller = controller
    for pointer in argv + envp { free(pointer) }
    precondition(pid > 0, "could not start \(workbook) in a pseudo-terminal")
  }

  /// Blocks until `text` has been drawn (after `offset`); returns the offset after it.
  @discardableResult
  func wait(for text: String, from offset: Int = 0) -> Int {
    let needle = Array(text.utf8)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if let found = drawn.indices.dropFirst(offset).first(where: { drawn[$0...].starts(with: needle) }) {
        return found + needle.count
      }
      let count = read(controller, &buffer, buffer.count)
      precondition(count > 0, "the shell ended before drawing \(text.debugDescription)")
      drawn += buffer[0..<count]
    }
  }

  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count) }
  }

  var drawnCount: Int { drawn.count }

  func end() {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(controller)
    try? FileManager.default.removeItem(at: state)
  }
}

// MARK: - Measurements

var startupToPrompt: [Double] = []
/// Ctrl-C to the next prompt, by what was running: a loop, a recursion, a closure `map` runs.
let interrupted = ["while true { }", "fib(40)", "(0..<3_000_000).map { $0 * 2 }.count"]
var interruptToPrompt: [[Double]] = interrupted.map { _ in [] }
/// Enter after a trivial entry (`1`) to the next prompt: what every entry costs beyond its own work.
var entryToPrompt: [Double] = []
for round in 0..<rounds {
  let start = DispatchTime.now()
  let session = TerminalSession(workbook: workbook)
  session.wait(for: "  1> ")
  startupToPrompt.append(milliseconds(since: start))
  let entered = DispatchTime.now()
  session.type("1\r")
  session.wait(for: "  2> ")
  entryToPrompt.append(milliseconds(since: entered))
  if round < 7 {
    session.type("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\r")
    session.wait(for: "  3> ")
    for (index, entry) in interrupted.enumerated() {
      session.type(entry + "\r")
      usleep(400_000)
      let mark = session.drawnCount
      let pressed = DispatchTime.now()
      session.type("\u{03}")
      session.wait(for: "  \(index + 4)> ", from: mark)
      interruptToPrompt[index].append(milliseconds(since: pressed))
    }
  }
  session.end()
}

var pipedToOutput: [Double] = []
for _ in 0..<rounds {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: workbook)
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  let start = DispatchTime.now()
  try process.run()
  input.fileHandleForWriting.write(Data("print(1)\n".utf8))
  try input.fileHandleForWriting.close()
  _ = output.fileHandleForReading.availableData
  pipedToOutput.append(milliseconds(since: start))
  process.waitUntilExit()
}

// Tab: the completer the line editor calls, in a session that made an application.
let setup = ScriptedEntryInput(text: "let application = try MSALPublicClientApplication(configuration: workbookConfig)")
let shell = try Shell(options: Shell.Options(), input: setup, output: ShellOutput(standard: { _ in }, error: { _ in }))
_ = shell.run()
let tabLines = ["application.acq", "application.account(for", "appl", "MSALSilentTok", ":scenario adal", ":sign-in-as a"]
var tabRows: [(String, Double)] = []
for line in tabLines {
  var times: [Double] = []
  for _ in 0..<(rounds * 10) {
    let start = DispatchTime.now()
    let completion = shell.complete(line, cursor: line.count)
    times.append(milliseconds(since: start))
    precondition(!completion.candidates.isEmpty, "no completion for \(line)")
  }
  tabRows.append((line, median(times)))
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }

print("measurement (median)                          ms   target")
print("start-up to first prompt (pseudo-terminal)  \(format(median(startupToPrompt)).leftPadded(7))   ≤ 40")
print("start-up to first output (piped print(1))   \(format(median(pipedToOutput)).leftPadded(7))")
print("Enter after `1` to the next prompt          \(format(median(entryToPrompt)).leftPadded(7))")
for (name, times) in zip(["while true {}", "fib(40)", "a 3,000,000 map"], interruptToPrompt) {
  let label = "Ctrl-C in \(name) to the prompt"
  print("\(label.padding(toLength: 43, withPad: " ", startingAt: 0))\(format(median(times)).leftPadded(7))   ≤ 1000")
}
for (line, time) in tabRows {
  print("Tab after \(line.debugDescription.padding(toLength: 33, withPad: " ", startingAt: 0))\(format(time).leftPadded(7))   ≤ 5")
}

extension String {
  func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
