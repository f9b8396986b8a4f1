import ArgumentParser
import Foundation
import Scenarios
import WorkbookShell

/// `workbook` (or `workbook shell`): the interactive Swift shell against the simulated platform.
struct StartShell: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shell",
    abstract: "Start the workbook shell (the default): type Swift against the simulated platform; :help lists commands.",
    discussion: """
      With a terminal, lines are edited with emacs keys (and ~/.editrc), history is kept in the \
      state directory, Tab completes, Ctrl-C stops running code and Ctrl-D quits. With piped input \
      (workbook < script.swift) there are no prompts and no colours; each entry's output appears in \
      order, and the exit status is 1 when an entry failed. Scenarios: \
      \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")).
      """)

  @OptionGroup var world: WorldOptions

  func run() throws {
    let status = ShellLauncher.run(scenario: world.chosenScenario, persona: world.signInAs, version: WorkbookVersion.current)
    if status != 0 { throw ExitCode(status) }
  }
}
