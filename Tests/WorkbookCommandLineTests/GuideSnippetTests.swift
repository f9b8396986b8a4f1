import Foundation
import TestSupport
import Testing

/// The migration guide's snippets, with their `T!` declarations, run unchanged by the built
/// binary: as a script (`workbook run`) and typed at the prompt (piped).
@Suite struct GuideSnippetTests {
  /// The guide's account lookup and silent request (the corpus script, which the fidelity check
  /// also compiles with swiftc).
  static let accountLookup = corpusScript("347-guide-account-lookup-with-iuo-declarations.swift")

  /// The guide's AppDelegate and SceneDelegate snippets (also compiled with swiftc by the corpus).
  static let delegates = corpusScript("352-guide-appdelegate-and-scenedelegate.swift")

  /// A brokered sign-in that completes only through the guide's AppDelegate.
  static let brokered = corpusScript("353-guide-appdelegate-completes-a-brokered-sign-in.swift")

  /// The MSAL corpus script `name` (the corpus's fidelity check compiles each with swiftc).
  private static func corpusScript(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SwiftScriptTests/Corpus/msal").appendingPathComponent(name)
  }

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

  @Test("workbook run: the guide's AppDelegate and SceneDelegate snippets, and a brokered sign-in through the AppDelegate")
  func delegatesAsScripts() throws {
    let snippets = try WorkbookBinary.run(["run", Self.delegates.path], environment: environment())
    #expect(snippets.status == 0, "\(snippets.error)")
    #expect(snippets.output == "false\ntrue\nfalse\n1 true\ntrue UIApplicationOpenURLOptionsSourceApplicationKey\n")
    let brokered = try WorkbookBinary.run(["run", "--scenario", "broker-installed", Self.brokered.path], environment: environment())
    #expect(brokered.status == 0, "\(brokered.error)")
    #expect(brokered.output == "without a handler: -50000 -42700\nwith the handler: adele@contoso.com\n")
  }

  @Test("at the prompt: the guide's AppDelegate and SceneDelegate snippets typed as they are")
  func delegateSnippetsAtThePrompt() throws {
    let source = try String(contentsOf: Self.delegates, encoding: .utf8)
    let run = try WorkbookBinary.run([], input: source, environment: environment())
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("sceneDelegate: SceneDelegate = "))
    #expect(run.output.contains("1 true\n"), "the scene delegate is the connected scene's")
    #expect(run.output.hasSuffix("true UIApplicationOpenURLOptionsSourceApplicationKey\n"))
  }

  @Test("at the prompt: the same lines typed, the brokered sign-in completing only once the delegate is set")
  func delegatesAtThePrompt() throws {
    let source = try String(contentsOf: Self.brokered, encoding: .utf8)
    let run = try WorkbookBinary.run(["--scenario", "broker-installed"], input: source, environment: environment())
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("without a handler: -50000 -42700\n"))
    #expect(run.output.contains("appDelegate: AppDelegate = "))
    #expect(run.output.contains("with the handler: adele@contoso.com\n"))
  }
}
