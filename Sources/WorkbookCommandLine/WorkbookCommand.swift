import ArgumentParser
import CMallocArena
import Foundation
import IdentityPlatform
import enum SwiftScript.MemoryCeiling
import WorkbookShell

/// The program's entry: the everyday invocations start directly (`FastLaunch`); the rest go
/// through ArgumentParser.
@main
enum WorkbookMain {
  static func main() {
    _ = malloc_arena_use_main_heap_only()  // see malloc_arena.h: fewer system calls per run
    do {
      let argument = MemoryLimitOption.value(in: Array(CommandLine.arguments.dropFirst()))
      MemoryCeiling.processLimit = try MemoryCeiling.limit(argument: argument, environment: ProcessInfo.processInfo.environment)
    } catch {
      FileHandle.standardError.write(Data("workbook: \(error)\n".utf8))
      exit(2)
    }
    if let launch = FastLaunch(arguments: Array(CommandLine.arguments.dropFirst())) {
      exit(launch.start(version: WorkbookVersion.current))
    }
    WorkbookCommand.main()
  }
}

/// The `workbook` command: the shell by default; scripts, the world and token decoding as subcommands.
struct WorkbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workbook",
    abstract: "MSAL Migration Workbook: learn to move an iOS/macOS app from ADAL to MSAL against a simulated Microsoft identity platform.",
    discussion: """
      `workbook` starts the shell: type Swift (MSAL and ADAL are there) against the embedded, \
      simulated Microsoft identity platform; `:help` lists the shell's commands. `workbook lesson 1` \
      starts the first lesson; `workbook lessons` lists them.
      """,
    version: WorkbookVersion.current,
    subcommands: [
      StartShell.self, StartLesson.self, ListLessons.self, CheckLessons.self, DemoLesson.self, RunScript.self,
      ShowWorld.self, DecodeToken.self, Serve.self,
    ],
    defaultSubcommand: StartShell.self)
}

/// `workbook world`: the tenants, users, apps and APIs of the simulated platform.
struct ShowWorld: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "world", abstract: "Print the simulated world: clouds, tenants, users, app registrations and APIs.")

  func run() {
    print("MSAL Migration Workbook \(WorkbookVersion.current): the simulated world\n")
    print(WorldCommandLine.text())
  }
}

/// `workbook decode TOKEN`: a JWT's header and claims, or a `client_info` value, as readable text.
struct DecodeToken: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decode", abstract: "Decode a JWT (id or access token) or a client_info value.")

  @Argument(help: "The token text.")
  var token: String

  func run() throws {
    guard let description = TokenDescription.describe(token) else {
      FileHandle.standardError.write(
        text: "workbook decode: '\(token.prefix(40))' is neither a JWT (header.payload.signature) nor base64url-encoded JSON.\n")
      throw ExitCode.failure
    }
    print(description)
  }
}

/// The workbook's version.
enum WorkbookVersion {
  static let current = "0.1.0"
}
