import Bindings
import Foundation
import Scenarios
import SwiftScript
import Testing

/// The forms Microsoft's ADAL → MSAL migration docs use, run unchanged as whole scripts.
@Suite("Migration-doc forms run unchanged")
struct MigrationDocFormsTests {
  /// Application creation in `do`/`catch let error as NSError`, `allAccounts()` with count checks,
  /// lookup by identifier with a username fallback, and the silent call with a typed completion block.
  /// The script is the conformance corpus's `msal/310-migration-doc-forms.swift`, which the
  /// fidelity check also compiles with swiftc and runs natively.
  static var signInSilently: String {
    get throws {
      let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SwiftScriptTests/Corpus/msal/310-migration-doc-forms.swift")
      return try String(contentsOf: corpus, encoding: .utf8)
    }
  }

  @Test("adal-2.6-signed-in: Adele is found by username (no identifier yet), and a silent Graph token gives her identifier")
  func adal26Silent() throws {
    let harness = try ScriptHarness(.adal26SignedIn)
    let lines = harness.lines(try Self.signInSilently)
    #expect(lines == ["one account: adele@contoso.com", "found by username", "silent: adele@contoso.com", adeleIdentifier])
  }

  @Test("adal-2.7-signed-in: the same script finds Adele by the saved identifier straight away")
  func adal27Silent() throws {
    let harness = try ScriptHarness(.adal27SignedIn)
    let lines = harness.lines(try Self.signInSilently)
    #expect(lines == ["one account: adele@contoso.com", "found by identifier", "silent: adele@contoso.com", adeleIdentifier])
  }

  @Test("fresh: silent fails with interactionRequired (consent needed) and the code falls back to interactive with the persona")
  func freshFallsBackToInteractive() throws {
    let harness = try ScriptHarness(.fresh, persona: "adele@contoso.com")
    let lines = harness.lines(
      """
      import MSAL

      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let webviewParameters = MSALWebviewParameters(authPresentationViewController: UIViewController())
      print("accounts: \\(try application.allAccounts().count)")

      var signedIn: MSALAccount?
      let first = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
      application.acquireToken(with: first) { (result: MSALResult?, error: Error?) in
        guard let result = result else { return }
        signedIn = result.account
        print("signed in: \\(result.account.username!)")
      }

      if let account = signedIn {
        let parameters = MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account)
        application.acquireTokenSilent(with: parameters) { (result: MSALResult?, error: Error?) in
          if let accessToken = result?.accessToken {
            print("silent token of \\(accessToken.count) characters")
            return
          }
          guard let error = error else { return }
          let nsError = error as NSError
          if nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired.rawValue {
            print("interaction required")
            let interactive = MSALInteractiveTokenParameters(scopes: ["Calendars.Read"], webviewParameters: webviewParameters)
            interactive.account = account
            application.acquireToken(with: interactive) { (result: MSALResult?, error: Error?) in
              if let result = result {
                print("interactive: \\(result.scopes.contains("Calendars.Read"))")
              }
            }
          }
        }
        print("accounts: \\(try application.allAccounts().count)")
      }
      """)
    #expect(lines == ["accounts: 0", "signed in: adele@contoso.com", "interaction required", "interactive: true", "accounts: 1"])
  }

  @Test("catch MSALError.interactionRequired is swiftc's error: MSALError is a plain NS_ENUM, not an Error")
  func catchMSALErrorCase() throws {
    let harness = try ScriptHarness(.fresh)
    let message = harness.failureMessage(
      """
      import MSAL
      func lookUp() throws {}
      do {
        try lookUp()
      } catch MSALError.interactionRequired {
        print("interaction")
      }
      """)
    #expect(message == "pattern of type 'MSALError' cannot match 'any Error'")
  }

  @Test("catch let error as NSError where error.code == MSALError.….rawValue matches MSAL's errors")
  func catchWithRawValue() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines(
      """
      import MSAL
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      do {
        _ = try application.account(forUsername: "  ")
      } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.internal.rawValue {
        print(error.userInfo[MSALInternalErrorCodeKey] as! Int == MSALInternalError.internalErrorInvalidParameter.rawValue)
      }
      do {
        _ = try application.account(forIdentifier: "nobody")
      } catch {
        let nsError = error as NSError
        print(nsError.domain, nsError.code)
      }
      print(MSALError.interactionRequired.rawValue, MSALError.interactionRequired)
      """)
    #expect(lines == ["true", "Foundation._GenericObjCError 0", "-50002 interactionRequired"])
  }

  @Test("a failing MSALPublicClientApplication(configuration:) lands in catch let error as NSError")
  func creationFailure() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines(
      """
      let config = MSALPublicClientApplicationConfig(clientId: "")
      do {
        let application = try MSALPublicClientApplication(configuration: config)
        print(application)
      } catch let error as NSError {
        print("\\(error.domain) \\(error.code)")
      }
      """)
    #expect(lines == ["MSALErrorDomain -50000"])
  }
}
