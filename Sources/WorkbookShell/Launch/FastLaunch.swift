import Foundation
import IdentityPlatform
import Scenarios

/// The everyday invocations, recognised without ArgumentParser: `workbook`, `workbook shell` and
/// `workbook run FILE`, each with `--scenario` and `--sign-in-as`.
///
/// ArgumentParser reads each command's options through reflection, whose first casts per type scan
/// every protocol conformance record in the process: about a quarter of a short script's run
/// (bench/RESULTS.md). Anything else (help, a version, an unknown or repeated option, a value that
/// does not name a scenario or user) is left to ArgumentParser, which says what is wrong.
public enum FastLaunch: Equatable, Sendable {
  /// The shell, as `workbook [shell] [options]` starts it.
  case shell(scenario: Scenario, persona: String?)
  /// `workbook run [options] FILE`.
  case run(file: String, scenario: Scenario, persona: String?)

  /// The invocation `arguments` (without the program name) asks for, when it is an everyday one.
  public init?(arguments: [String]) {
    var rest = arguments[...]
    let subcommand: String
    if let first = rest.first, first == "shell" || first == "run" {
      subcommand = first
      rest = rest.dropFirst()
    } else {
      subcommand = "shell"
    }
    guard let parsed = Self.options(rest) else { return nil }
    switch (subcommand, parsed.positionals.count) {
    case ("shell", 0): self = .shell(scenario: parsed.scenario, persona: parsed.persona)
    case ("run", 1): self = .run(file: parsed.positionals[0], scenario: parsed.scenario, persona: parsed.persona)
    default: return nil
    }
  }

  /// Starts the invocation; returns the process's exit status.
  public func start(version: String) -> Int32 {
    switch self {
    case .shell(let scenario, let persona):
      ShellLauncher.run(scenario: scenario, persona: persona, version: version)
    case .run(let file, let scenario, let persona):
      ScriptRunner.run(file: file, scenario: scenario, persona: persona)
    }
  }

  // MARK: - Options

  private struct Options {
    var scenario = Scenario.fresh
    var persona: String?
    var positionals: [String] = []
  }

  /// `--scenario NAME`, `--sign-in-as USER` (each at most once, also as `--name=value`) and
  /// positional arguments; nil for anything else.
  private static func options(_ arguments: ArraySlice<String>) -> Options? {
    var options = Options()
    var seen: Set<String> = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        guard !argument.isEmpty else { return nil }
        options.positionals.append(argument)
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      } else if index < arguments.endIndex {
        value = arguments[index]
        index += 1
      }
      guard let value, !value.hasPrefix("-"), seen.insert(name).inserted else { return nil }
      switch name {
      case "--scenario":
        guard let scenario = Scenario(rawValue: value) else { return nil }
        options.scenario = scenario
      case "--memory-limit":
        break  // read before launching (MemoryCeiling.processLimit)
      case "--sign-in-as":
        guard World.standardDirectory().user(username: value) != nil else { return nil }
        options.persona = value
      default:
        return nil
      }
    }
    return options
  }
}
