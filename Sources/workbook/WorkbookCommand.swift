import ArgumentParser
import Foundation
import IdentityPlatform

/// The `workbook` command. The interactive shell and lessons are not built yet; today it
/// describes the simulated world, decodes tokens and runs Swift scripts.
@main
struct WorkbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workbook",
    abstract: "MSAL Migration Workbook: learn to move an iOS/macOS app from ADAL to MSAL against a simulated Microsoft identity platform.",
    discussion: """
      This build contains the embedded identity platform and the Swift interpreter (`workbook run \
      FILE`). The interactive shell and the lessons are not built yet; until they are, `workbook` \
      prints the simulated world.
      """,
    version: WorkbookVersion.current,
    subcommands: [ShowWorld.self, DecodeToken.self, RunScript.self],
    defaultSubcommand: ShowWorld.self)
}

/// `workbook world`: the tenants, users, apps and APIs of the simulated platform.
struct ShowWorld: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "world", abstract: "Print the simulated world: clouds, tenants, users, app registrations and APIs.")

  func run() {
    print("MSAL Migration Workbook \(WorkbookVersion.current): the simulated world\n")
    print(World.standardDirectory().summary)
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
        Data("workbook decode: '\(token.prefix(40))' is neither a JWT (header.payload.signature) nor base64url-encoded JSON.\n".utf8))
      throw ExitCode.failure
    }
    print(description)
  }
}

/// The workbook's version.
enum WorkbookVersion {
  static let current = "0.1.0"
}
