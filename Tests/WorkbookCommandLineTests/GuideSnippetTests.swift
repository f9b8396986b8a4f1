import Foundation
import TestSupport
import Testing

/// The migration guide's snippets, with their `T!` declarations, run unchanged by the built
/// binary: as a script (`workbook run`) and typed at the prompt (piped).
@Suite struct GuideSnippetTests {
  /// The guide's account lookup and silent request (the corpus script, which the fidelity check
  /// also compiles with swiftc).
  static let accountLookup = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SwiftScriptTests/Corpus/msal/347-guide-account-lookup-with-iuo-declarations.swift")

  private func environment() -> [String: String] {
    ["XDG_STATE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)").path]
  }

  @Test("workbook run: the guide's T! declarations, the lookup by identifier and the silent request")
  func asScript() throws {
    let run = try WorkbookBinary.run(["run", "--scenario", "adal-2.7-signed-in", Self.accountLookup.path], environment: environment())
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "token for adele@contoso.com\n")
  }

  @Test("at the prompt: the same lines typed one by one, T! echoed as Swift's REPL shows it (T?)")
  func atThePrompt() throws {
    let source = try String(contentsOf: Self.accountLookup, encoding: .utf8)
    let run = try WorkbookBinary.run(["--scenario", "adal-2.7-signed-in"], input: source, environment: environment())
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("application: MSALPublicClientApplication? = "))
    #expect(run.output.contains("accountIdentifier: String? = Optional(\"a11ce000-"))
    #expect(run.output.hasSuffix("token for adele@contoso.com\n"))
  }
}
