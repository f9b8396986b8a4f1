import ArgumentParser
import Scenarios
import WorkbookShell

/// `workbook run FILE`: runs a Swift script in the workbook's interpreter against the simulated
/// platform and prints only what the script prints.
struct RunScript: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run a Swift script against the simulated platform (exit status 1 on a compile error or a runtime fault).",
    discussion: """
      The script runs as Contoso Mail on a simulated iPhone. Scenarios: \
      \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")). Interactive sign-in is answered by \
      the --sign-in-as user; without one, it ends with the user-cancel error.
      """)

  @ArgumentParser.Argument(help: "The Swift file to run; `-` reads the script from standard input.")
  var file: String

  @OptionGroup var world: WorldOptions

  func run() throws {
    let status = ScriptRunner.run(file: file, scenario: world.chosenScenario, persona: world.signInAs)
    if status != 0 { throw ExitCode(status) }
  }
}
