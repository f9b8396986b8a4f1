import Foundation
import TestSupport
import Testing

/// `scripts/bootstrap`, the first thing both README commands run: on a Debian/Ubuntu machine
/// without libedit's header it installs libedit-dev and pkg-config with apt; with them it does
/// nothing. `apt-get`, `sudo` and `pkg-config` are stand-ins here that record how they were called.
@Suite struct BootstrapTests {
  static let script = StandInCommands.script("scripts/bootstrap")

  /// Stand-ins that append "NAME ARGS" to the file `calls` and exit with `status` (`sudo` runs
  /// the command it is given).
  func standIns(_ names: [String: Int32]) throws -> (commands: StandInCommands, calls: URL) {
    let commands = try StandInCommands("bootstrap")
    let calls = commands.directory.appendingPathComponent("calls")
    for (name, status) in names {
      try commands.add(
        name,
        body: name == "sudo"
          ? "#!/bin/sh\necho \"sudo $*\" >> '\(calls.path)'\nexec \"$@\"\n"
          : "#!/bin/sh\necho \"\(name) $*\" >> '\(calls.path)'\nexit \(status)\n")
    }
    return (commands, calls)
  }

  func runBootstrap(_ commands: StandInCommands, header: String) throws -> StandInCommands.Run {
    try commands.run(Self.script, environment: ["BOOTSTRAP_LIBEDIT_HEADER": header])
  }

  @Test("without libedit's header, bootstrap installs libedit-dev and pkg-config with apt-get", DebianOnly.trait)
  func installsWhenHeaderIsMissing() throws {
    let (commands, calls) = try standIns(["apt-get": 0, "sudo": 0, "pkg-config": 1])
    defer { commands.remove() }
    let run = try runBootstrap(commands, header: commands.directory.appendingPathComponent("absent/histedit.h").path)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("bootstrap: installing libedit-dev pkg-config (line editing for the shell"))
    let recorded = try String(contentsOf: calls, encoding: .utf8)
    #expect(recorded.contains("apt-get update -qq\n"))
    #expect(recorded.contains("apt-get install -y -qq --no-install-recommends libedit-dev pkg-config\n"))
  }

  @Test("with the header and pkg-config's libedit, bootstrap installs nothing", DebianOnly.trait)
  func quietWhenPresent() throws {
    let (commands, calls) = try standIns(["apt-get": 0, "sudo": 0, "pkg-config": 0])
    defer { commands.remove() }
    let header = commands.directory.appendingPathComponent("histedit.h")
    try "".write(to: header, atomically: true, encoding: .utf8)
    let run = try runBootstrap(commands, header: header.path)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.isEmpty)
    let recorded = (try? String(contentsOf: calls, encoding: .utf8)) ?? ""
    #expect(!recorded.contains("apt-get"))
  }
}
