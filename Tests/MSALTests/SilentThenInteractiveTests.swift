import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import TestSupport
import Testing

@Suite("Silent acquisition with interactive fallback")
struct SilentThenInteractiveTests {
  /// Signs `username` in to Contoso Mail and returns the application and account.
  private func signedIn(_ simulation: Simulation, as username: String = "adele@contoso.com") throws
    -> (MSALPublicClientApplication, MSALAccount)
  {
    try simulation.run {
      let application = try Apps.contosoMail()
      let result = try application.interactive(["User.Read"]).requireResult()
      return (application, result.account)
    }
  }

  /// Checks the common shape of an interaction-required error.
  private func expectInteractionRequired(
    _ error: NSError, oauthError: String, code: Int, suberror: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(error.domain == MSALErrorDomain, sourceLocation: sourceLocation)
    #expect(error.code == MSALError.interactionRequired.rawValue, sourceLocation: sourceLocation)
    #expect(error.code == -50002, sourceLocation: sourceLocation)
    #expect(error.userInfo[MSALOAuthErrorKey] as? String == oauthError, sourceLocation: sourceLocation)
    #expect(error.userInfo[MSALSTSErrorCodesKey] as? [Int] == [code], sourceLocation: sourceLocation)
    #expect(error.userInfo[MSALOAuthSubErrorKey] as? String == suberror, sourceLocation: sourceLocation)
    #expect(error.userInfo[MSALHTTPResponseCodeKey] as? String == "400", sourceLocation: sourceLocation)
    #expect((error.userInfo[MSALCorrelationIDKey] as? String).flatMap(UUID.init(uuidString:)) != nil, sourceLocation: sourceLocation)
    #expect(error.userInfo[MSALErrorDescriptionKey] is String, sourceLocation: sourceLocation)
    #expect(
      (error.userInfo[MSALOAuthSubErrorDescriptionKey] as? String)?.hasPrefix("AADSTS\(code):") == true,
      sourceLocation: sourceLocation)
  }

  @Test("the userInfo keys and the domain have their real string values and codes their raw values")
  func rawValues() {
    #expect(MSALErrorDomain == "MSALErrorDomain")
    let keys = [
      MSALErrorDescriptionKey, MSALOAuthErrorKey, MSALOAuthSubErrorKey, MSALOAuthSubErrorDescriptionKey,
      MSALSTSErrorCodesKey, MSALInternalErrorCodeKey, MSALHTTPHeadersKey, MSALHTTPResponseCodeKey, MSALCorrelationIDKey,
      MSALDeclinedScopesKey, MSALGrantedScopesKey, MSALInvalidResultKey, MSALDisplayableUserIdKey, MSALHomeAccountIdKey,
      MSALBrokerVersionKey, MSALThrottlingCacheHitKey,
    ]
    #expect(keys == [
      "MSALErrorDescriptionKey", "MSALOAuthErrorKey", "MSALOAuthSubErrorKey", "MSALOAuthSubErrorDescriptionKey",
      "MSALSTSErrorCodesKey", "MSALInternalErrorCodeKey", "MSALHTTPHeadersKey", "MSALHTTPResponseCodeKey",
      "MSALCorrelationIDKey", "MSALDeclinedScopesKey", "MSALGrantedScopesKey", "MSALInvalidResultKey",
      "MSALDisplayableUserIdKey", "MSALHomeAccountIdKey", "MSALBrokerVersionKey", "MSALThrottlingCacheHitKey",
    ])
    #expect(MSALError.allCases.map(\.rawValue) == [-50000, -50001, -50002, -50003, -50004, -50005, -50006, -50007, -50008, -50142])
    #expect(MSALInternalError.internalErrorInvalidGrant.rawValue == -42004)
    #expect(MSALInternalError.internalErrorInvalidGrant.objectiveCName == "MSALInternalErrorInvalidGrant")
    #expect(MSALInternalError.internalBrokerNotAvailable.rawValue == -42714)
    #expect(MSALPromptType.default == .promptIfNecessary && MSALPromptType.promptIfNecessary.rawValue == 4)
  }

  @Test("a valid cached access token is returned without a request; within 300 s of expiry it is refreshed")
  func accessTokenExpiryBuffer() throws {
    let simulation = Simulation()
    let (application, account) = try signedIn(simulation)
    try simulation.run {
      let first = try application.silent(["User.Read"], account: account).requireResult()
      let count = simulation.platform.traffic.entries.count
      simulation.platform.clock.advance(by: 3599 - 301)
      let cached = try application.silent(["User.Read"], account: account).requireResult()
      #expect(cached.accessToken == first.accessToken)
      #expect(simulation.platform.traffic.entries.count == count)
      simulation.platform.clock.advance(by: 2)
      let refreshed = try application.silent(["User.Read"], account: account).requireResult()
      #expect(refreshed.accessToken != first.accessToken)
      // The first refresh learns the home tenant's endpoints (the sign-in used /common), then redeems.
      let tenant = World.TenantID.contoso
      #expect(
        simulation.requestLines(since: count) == [
          "GET /\(tenant)/v2.0/.well-known/openid-configuration", "POST /\(tenant)/oauth2/v2.0/token",
        ])
      let beforeForced = simulation.platform.traffic.entries.count
      let forced = try application.silent(["User.Read"], account: account, forceRefresh: true).requireResult()
      #expect(forced.accessToken != refreshed.accessToken)
      #expect(simulation.requestLines(since: beforeForced) == ["POST /\(tenant)/oauth2/v2.0/token"])
    }
  }

  @Test("after a password reset silent fails with .interactionRequired (invalid_grant, 50173); interactive then works")
  func passwordReset() throws {
    let simulation = Simulation()
    let (application, account) = try signedIn(simulation)
    simulation.platform.clock.advance(by: 60)
    try simulation.platform.resetPassword(of: "adele@contoso.com", to: "NewPassword!2026")
    simulation.platform.clock.advance(by: 3600)
    try simulation.run {
      let error = try application.silent(["User.Read"], account: account).requireError()
      expectInteractionRequired(error, oauthError: "invalid_grant", code: 50173, suberror: "bad_token")
      // The revoked refresh token was deleted (app and family copies): the next silent call has none.
      let again = try application.silent(["User.Read"], account: account).requireError()
      #expect(again.code == MSALError.interactionRequired.rawValue)
      simulation.signInAs("adele@contoso.com")
      let result = try application.interactive(["User.Read"], account: account).requireResult()
      #expect(result.account.identifier == account.identifier)
      #expect(simulation.pagesShown.map(\.kind).contains(.enterPassword))
      _ = try application.silent(["User.Read"], account: result.account).requireResult()
    }
  }

  @Test("an MFA policy makes silent fail with .interactionRequired (50076, basic_action); interactive MFA then works")
  func mfaPolicy() throws {
    let simulation = Simulation(signInAs: "alex@contoso.com")
    let (application, account) = try signedIn(simulation)
    simulation.platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    try simulation.run {
      let error = try application.silent(["User.Read"], account: account, forceRefresh: true).requireError()
      expectInteractionRequired(error, oauthError: "interaction_required", code: 50076, suberror: "basic_action")
      let result = try application.interactive(["User.Read"], account: account).requireResult()
      #expect(simulation.pagesShown.map(\.kind).contains(.approveMFA))
      #expect(try claims(result.accessToken)["amr"]?.arrayValue?.contains("mfa") == true)
    }
  }

  @Test("an expired refresh token (90 days later) makes silent fail with .interactionRequired; interactive then works")
  func expiredRefreshToken() throws {
    let simulation = Simulation()
    let (application, account) = try signedIn(simulation)
    simulation.platform.clock.advance(by: 91 * 24 * 3600)
    try simulation.run {
      let error = try application.silent(["User.Read"], account: account).requireError()
      #expect(error.code == MSALError.interactionRequired.rawValue)
      #expect(error.userInfo[MSALOAuthErrorKey] as? String == "invalid_grant")
      #expect((error.userInfo[MSALSTSErrorCodesKey] as? [Int])?.first == 700082)
      _ = try application.interactive(["User.Read"], account: account).requireResult()
    }
  }

  @Test("offline: NSURLErrorDomain -1009 after one automatic retry; throttled and outage: .internal with the HTTP status")
  func retryLaterErrors() throws {
    let simulation = Simulation()
    let (application, account) = try signedIn(simulation)
    try simulation.run {
      simulation.platform.fault = .offline
      let start = simulation.platform.traffic.entries.count
      let offline = try application.silent(["User.Read"], account: account, forceRefresh: true).requireError()
      #expect(offline.domain == NSURLErrorDomain)
      #expect(offline.code == -1009)
      #expect(simulation.platform.traffic.entries.count - start == 2, "MSAL retries a network error once")

      simulation.platform.fault = .throttle(retryAfterSeconds: 30)
      let throttled = try application.silent(["User.Read"], account: account, forceRefresh: true).requireError()
      #expect(throttled.domain == MSALErrorDomain)
      #expect(throttled.code == MSALError.internal.rawValue)
      #expect(throttled.userInfo[MSALInternalErrorCodeKey] as? Int == MSALInternalError.internalErrorUnhandledResponse.rawValue)
      #expect(throttled.userInfo[MSALHTTPResponseCodeKey] as? String == "429")
      #expect((throttled.userInfo[MSALHTTPHeadersKey] as? [String: String])?["Retry-After"] == "30")

      simulation.platform.fault = .outage
      let outage = try application.silent(["User.Read"], account: account, forceRefresh: true).requireError()
      #expect(outage.code == MSALError.internal.rawValue)
      #expect(outage.userInfo[MSALHTTPResponseCodeKey] as? String == "503")

      simulation.platform.fault = .none
      _ = try application.silent(["User.Read"], account: account, forceRefresh: true).requireResult()
    }
  }

  @Test("no refresh token for the account: .interactionRequired without a request")
  func noRefreshToken() throws {
    let simulation = Simulation()
    let (application, account) = try signedIn(simulation)
    try simulation.run {
      try application.remove(account)
      let start = simulation.platform.traffic.entries.count
      let error = try application.silent(["User.Read"], account: account).requireError()
      #expect(error.code == MSALError.interactionRequired.rawValue)
      #expect(error.userInfo[MSALErrorDescriptionKey] as? String == "No token matching arguments found in the cache")
      #expect(simulation.platform.traffic.entries.count == start)
    }
  }

  @Test("the async forms return the same results and throw the same errors")
  func asyncForms() async throws {
    let simulation = Simulation()
    let application = try simulation.environment.run { try Apps.contosoMail() }
    let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: Apps.webviewParameters())
    let result = try await application.acquireToken(with: parameters)
    let silent = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: result.account))
    #expect(silent.accessToken == result.accessToken)
    simulation.platform.fault = .offline
    await #expect(throws: (any Error).self) {
      let forced = MSALSilentTokenParameters(scopes: ["User.Read"], account: result.account)
      forced.forceRefresh = true
      _ = try await application.acquireTokenSilent(with: forced)
    }
    let signedOut = try await application.signout(
      with: result.account, signoutParameters: MSALSignoutParameters(webviewParameters: Apps.webviewParameters()))
    #expect(signedOut)
  }

  @Test("the persona closing the web view gives .userCanceled; nobody at the keyboard too")
  func userCanceled() throws {
    let simulation = Simulation(signInAs: nil)
    try simulation.run {
      let application = try Apps.contosoMail()
      let error = try application.interactive(["User.Read"]).requireError()
      #expect(error.domain == MSALErrorDomain)
      #expect(error.code == MSALError.userCanceled.rawValue)
      simulation.signInAs("adele@contoso.com", acceptsConsent: false)
      let declined = try application.interactive(["Calendars.Read"]).requireError()
      #expect(declined.code == MSALError.userCanceled.rawValue, "declining consent is access_denied → user canceled")
    }
  }
}
