import Bindings
import Foundation
import Scenarios
import SwiftScript
import Testing

@Suite("ADAL forms")
struct ADALFormsTests {
  @Test("ADAuthenticationContext(authority:error:) and acquireToken(withResource:clientId:redirectUri:completionBlock:) with a persona")
  func interactiveThenSilent() throws {
    let harness = try ScriptHarness(.fresh, persona: "adele@contoso.com")
    let lines = harness.lines(
      """
      import ADAL

      var error: ADAuthenticationError?
      let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: &error)!
      let redirectUri = URL(string: "x-msauth-contosomail://com.contoso.mail")!
      context.acquireToken(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: redirectUri) { result in
        if result.status == AD_SUCCEEDED {
          print("signed in: \\(result.tokenCacheItem!.userInformation!.userId)")
        } else {
          print("failed: \\(result.error!.code)")
        }
      }
      context.acquireTokenSilent(
        withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: redirectUri,
        userId: "adele@contoso.com"
      ) { result in
        print(result.status == AD_SUCCEEDED, result.accessToken != nil)
      }
      print(error == nil)
      """)
    #expect(lines == ["signed in: adele@contoso.com", "true true", "true"])
  }

  @Test("an invalid authority gives nil, with the error stored through &error")
  func errorOutParameter() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines(
      """
      var error: ADAuthenticationError?
      let context = ADAuthenticationContext(authority: "http://not-https", error: &error)
      print(context == nil)
      print(error!.domain == ADAuthenticationErrorDomain, error!.code == ADErrorCode.ERROR_DEVELOPER_INVALID_ARGUMENT.rawValue)
      let other = ADAuthenticationContext(authority: "also bad", error: nil)
      print(other == nil)
      """)
    #expect(lines == ["true", "true true", "true"])
  }

  @Test("silent without a signed-in user fails with AD_ERROR_SERVER_USER_INPUT_NEEDED")
  func silentNeedsUser() throws {
    let harness = try ScriptHarness(.fresh)
    let lines = harness.lines(
      """
      let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)!
      context.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "x-msauth-contosomail://com.contoso.mail")!) { result in
        print(result.status == AD_FAILED, result.error!.code == ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED.rawValue)
      }
      """)
    #expect(lines == ["true true"])
  }

  @Test("adal-2.6-signed-in: ADKeychainTokenCache lists ADAL's items for Adele")
  func keychainCache() throws {
    let harness = try ScriptHarness(.adal26SignedIn)
    let lines = harness.lines(
      """
      let items = ADKeychainTokenCache.defaultKeychain().allItems(nil) ?? []
      var users: Set<String> = []
      var multiResource = 0
      for item in items {
        users.insert(item.userInformation?.userId ?? "nobody")
        if item.isMultiResourceRefreshToken() { multiResource += 1 }
      }
      print(items.count > 1, users)
      print(multiResource > 0)
      print(AD_PROMPT_ALWAYS.rawValue, AD_PROMPT_AUTO)
      """)
    #expect(lines == ["true [\"adele@contoso.com\"]", "true", "1 ADPromptBehavior(rawValue: 0)"])
  }
}
