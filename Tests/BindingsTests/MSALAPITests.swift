import Bindings
import Foundation
import IdentityPlatform
import Scenarios
import SwiftScript
import Testing

@Suite("MSAL API members beyond the migration-doc forms")
struct MSALAPITests {
  @Test("getCurrentAccount(with:completionBlock:) gives (current, previous, error)")
  func currentAccount() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      application.getCurrentAccount(with: nil) { (current: MSALAccount?, previous: MSALAccount?, error: Error?) in
        print(current?.username ?? "none", previous == nil, error == nil)
      }
      """)
    #expect(lines == ["adele@contoso.com true true"])
  }

  @Test("accounts.contains { ... } with a trailing closure, and accounts(for:) with enumeration parameters")
  func accountQueries() throws {
    let harness = try ScriptHarness(.adal27SignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let accounts = try application.allAccounts()
      print(accounts.contains { $0.username == "adele@contoso.com" }, accounts.contains { $0.username == "alex@contoso.com" })
      let parameters = MSALAccountEnumerationParameters(identifier: "\(adeleIdentifier)")
      print(try application.accounts(for: parameters).map { $0.username ?? "" })
      let account = accounts[0]
      print(account.homeAccountId!.objectId!, account.homeAccountId!.tenantId!, account.environment)
      """)
    #expect(lines == ["true false", "[\"adele@contoso.com\"]", "\(World.UserObjectID.adele) \(World.TenantID.contoso) login.microsoftonline.com"])
  }

  @Test("a result's account, tenant profile, scopes and expiry; claims as [String: Any]")
  func resultMembers() throws {
    let harness = try ScriptHarness(.msalSignedIn)
    let lines = harness.lines(
      """
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.allAccounts()[0]
      let result = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account))
      print(result.tenantProfile.tenantId!, result.tenantProfile.isHomeTenantProfile)
      print(result.expiresOn! > Date(), result.authorizationHeader.hasPrefix("Bearer "), result.authority.url.host!)
      print(result.account.accountClaims!["oid"] as! String)
      """)
    #expect(lines == ["\(World.TenantID.contoso) true", "true true login.microsoftonline.com", World.UserObjectID.adele])
  }

  @Test("authorities: MSALAADAuthority(url:), cloud and audience forms, and an invalid URL throws")
  func authorities() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      let contoso = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)
      print(contoso.url)
      let organizations = try MSALAADAuthority(cloudInstance: .publicCloudInstance, audienceType: .azureADMultipleOrgsAudience, rawTenant: nil)
      print(organizations.url)
      let config = workbookConfig
      config.authority = contoso
      print(config.authority.url.absoluteString)
      do {
        _ = try MSALAuthority(url: URL(string: "http://insecure.example/common")!)
      } catch let error as NSError {
        print(error.domain, error.code)
      }
      """)
    #expect(lines == [
      "https://login.microsoftonline.com/contoso.com", "https://login.microsoftonline.com/organizations",
      "https://login.microsoftonline.com/contoso.com", "MSALErrorDomain -50000",
    ])
  }

  @Test("error userInfo keys and MSALInternalError codes have their real values")
  func errorConstants() throws {
    let harness = try ScriptHarness()
    let lines = harness.lines(
      """
      print(MSALErrorDomain, MSALInternalErrorCodeKey, MSALOAuthSubErrorKey)
      print(MSALInternalError.internalErrorInvalidGrant.rawValue, MSALError(rawValue: -50005)!)
      print(MSALPromptType.default, MSALPromptType.selectAccount.rawValue)
      """)
    #expect(lines == ["MSALErrorDomain MSALInternalErrorCodeKey MSALOAuthSubErrorKey", "-42004 userCanceled", "promptIfNecessary 0"])
  }

  @Test("passing nil where an MSALAccount is needed is the compiler's error")
  func nilAccount() throws {
    let harness = try ScriptHarness()
    #expect(
      harness.failureMessage("let parameters = MSALSilentTokenParameters(scopes: [\"User.Read\"], account: nil)")
        == "'nil' is not compatible with expected argument type 'MSALAccount'")
  }

  @Test("the REPL shows an MSAL enum value by its case name")
  func enumDisplay() throws {
    let harness = try ScriptHarness()
    let (result, _) = harness.run("let code = MSALError(rawValue: -50002)")
    #expect(result.shown.map(\.line) == ["code: MSALError? = interactionRequired"])
  }
}
