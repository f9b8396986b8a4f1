import ADAL
import Bindings
import Foundation
import MSAL
import Scenarios
import SwiftScript
import Testing

@Suite("REPL display of host values")
struct DisplayTests {
  @Test("after let account = ... the REPL shows account: MSALAccount = { username: ..., identifier: ..., environment: ... }")
  func account() throws {
    let harness = try ScriptHarness(.adal27SignedIn)
    harness.lines("let application = try MSALPublicClientApplication(configuration: workbookConfig)")
    let (result, _) = harness.run("let account = try application.account(forUsername: \"adele@contoso.com\")")
    #expect(result.failure == nil)
    #expect(
      result.shown.map(\.line) == [
        "account: MSALAccount = { username: \"adele@contoso.com\", identifier: \"\(adeleIdentifier)\", environment: \"login.microsoftonline.com\" }"
      ])
  }

  @Test("print shows the object's description as the simulated module defines it")
  func describe() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.allAccounts()[0]
      print(account)
      print(workbookConfig.authority)
      """)
    #expect(lines.first == "MSALAccount")
    #expect(lines.contains("  username:    \"adele@contoso.com\""))
    #expect(lines.last == "https://login.microsoftonline.com/common")
  }

  @Test("a result and an ADAL context show their main fields")
  func resultAndContext() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    harness.lines("let application = try MSALPublicClientApplication(configuration: workbookConfig)")
    let (result, _) = harness.run(
      "let token = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: [\"User.Read\"], account: try application.allAccounts()[0]))"
    )
    let shown = try #require(result.shown.first)
    #expect(shown.type == "MSALResult")
    #expect(shown.value.hasPrefix("{ accessToken: \"eyJ"))
    #expect(shown.value.hasSuffix("account: \"adele@contoso.com\" }"))
    let (contextResult, _) = harness.run("let context = ADAuthenticationContext(authority: \"https://login.microsoftonline.com/common\", error: nil)")
    #expect(contextResult.shown.map(\.line) == ["context: ADAuthenticationContext? = { authority: \"https://login.microsoftonline.com/common\", validateAuthority: true }"])
  }

  @Test("with showsValues off (workbook run), entries print but collect no REPL values")
  func scriptsShowNothing() throws {
    let harness = try ScriptHarness(.fresh)
    harness.interpreter.showsValues = false
    let (result, lines) = harness.run(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      application.configuration.clientId
      print("printed")
      """)
    #expect(result.failure == nil)
    #expect(result.shown.isEmpty)
    #expect(lines == ["printed"])
    harness.interpreter.showsValues = true
    #expect(harness.run("application.configuration.clientId").result.shown.map(\.name) == ["$R0"])
  }

  @Test("an echoed expression shows the type Swift gives it, not its value's: a nil identifier is a String?")
  func echoedStaticType() throws {
    let harness = try ScriptHarness(.adal26SignedIn)
    _ = harness.run(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.account(forUsername: "adele@contoso.com")
      func noName() -> String? { nil }
      """)
    #expect(harness.run("account.identifier").result.shown.map(\.line) == ["$R0: String? = nil"])
    #expect(harness.run("noName()").result.shown.map(\.line) == ["$R1: String? = nil"])
    // A variable inferred from it too, shown as the entry leaves it.
    #expect(harness.run("let savedIdentifier = account.identifier").result.shown.map(\.line) == ["savedIdentifier: String? = nil"])
    let changed = harness.run("var count = 1; count += 1").result.shown.map(\.line)
    #expect(changed == ["count: Int = 2"], "the echo is of the value the entry leaves")
    let claims = harness.run("let claims: [String: Any]? = [\"oid\": \"a11ce000\"]\nclaims?[\"oid\"]").result.shown.map(\.line)
    #expect(claims.last == "$R2: Any? = Optional(\"a11ce000\")", "a claim is an Any?, whatever it holds")
  }

  @Test("a printed NSError reads as this platform's Foundation prints it, userInfo included")
  func nsErrorDescription() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines("print(NSError(domain: \"MSALErrorDomain\", code: -50002, userInfo: [\"k\": \"v\"]))")
    #expect(lines == ["\(NSError(domain: "MSALErrorDomain", code: -50002, userInfo: ["k": "v"]))"])
  }

  @Test("MSAL's and ADAL's Swift enums print their case names")
  func enumerationNames() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines(
      """
      print(MSALInternalError.internalErrorRedirectSchemeNotRegistered)
      print(MSALError.interactionRequired)
      print(ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED)
      """)
    #expect(
      lines == [
        String(describing: MSALInternalError.internalErrorRedirectSchemeNotRegistered),
        String(describing: MSALError.interactionRequired),
        String(describing: ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED),
      ])
  }
}
