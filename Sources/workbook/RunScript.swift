import ArgumentParser
import Bindings
import Foundation
import IdentityCore
import Scenarios

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

  @ArgumentParser.Argument(help: "The Swift file to run.")
  var file: String

  @OptionGroup var world: WorldOptions

  func run() throws {
    let source: String
    do {
      source = try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      throw failure("cannot read \(file): \(error.localizedDescription)")
    }
    let environment = try world.chosenScenario.makeEnvironment()
    if let signInAs = world.signInAs, !environment.signInAs(signInAs) {
      throw failure("no user '\(signInAs)' in the simulated world (see `workbook world`)")
    }
    let interpreter = Bindings.makeInterpreter { text in FileHandle.standardOutput.write(Data(text.utf8)) }
    let result = environment.run { interpreter.run(source) }
    let name = (file as NSString).lastPathComponent
    if let diagnostic = result.diagnostics.first {
      throw failure("\(name):\(diagnostic)")
    }
    if let failure = result.failure {
      let location = failure.line.map { "\(name):\($0): " } ?? "\(name): "
      throw self.failure(location + failure.description)
    }
  }

  /// Writes `message` to standard error and ends with exit status 1.
  private func failure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return .failure
  }
}
