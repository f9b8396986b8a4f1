import ArgumentParser
import IdentityPlatform
import Scenarios

/// `--scenario` and `--sign-in-as`, shared by the shell and `workbook run`, checked before anything starts.
struct WorldOptions: ParsableArguments {
  @Option(help: "The starting world (default: fresh).")
  var scenario: String = Scenario.fresh.rawValue

  @Option(name: .customLong("sign-in-as"), help: "Who answers the sign-in page, e.g. adele@contoso.com.")
  var signInAs: String?

  @Option(
    name: .customLong("memory-limit"),
    help: "The most memory the workbook may hold while code runs, e.g. 2G (default: WORKBOOK_MEMORY_LIMIT, else a quarter of physical memory, at most 4G).")
  var memoryLimit: String?

  /// The scenario named (valid once `validate()` passed).
  var chosenScenario: Scenario { Scenario(rawValue: scenario) ?? .fresh }

  func validate() throws {
    guard Scenario(rawValue: scenario) != nil else {
      throw ValidationError(
        "unknown scenario '\(scenario)'; choose one of: \(Scenario.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if let signInAs, World.standardDirectory().user(username: signInAs) == nil {
      throw ValidationError("no user '\(signInAs)' in the simulated world (see `workbook world`)")
    }
  }
}
