import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import Testing

/// A test's simulated world: a platform, an iPhone with apps, and a persona answering the web view.
package final class Simulation {
  package let environment: SimulationEnvironment

  package init(
    apps: [InstalledApp] = [KnownApps.contosoMail], adal: ADALVersion = .v2_7, signInAs username: String? = "adele@contoso.com"
  ) {
    environment = SimulationEnvironment(platform: IdentityPlatform(), device: SimulatedDevice(platform: .iOS, apps: apps))
    environment.adalVersion = adal
    if let username { environment.signInAs(username) }
  }

  package var platform: IdentityPlatform { environment.platform }
  package var device: SimulatedDevice { environment.device }

  /// Runs `body` as the app with `bundleID` (installing `app` first when given).
  package func run<Value>(as app: InstalledApp? = nil, _ body: () throws -> Value) throws -> Value {
    if let app {
      device.install(app)
      try device.launch(bundleID: app.bundleID)
    }
    return try environment.run(body)
  }

  /// Makes the persona `username`.
  package func signInAs(_ username: String, approvesMFA: Bool = true, acceptsConsent: Bool = true) {
    #expect(environment.signInAs(username, approvesMFA: approvesMFA, acceptsConsent: acceptsConsent))
  }

  /// The pages the persona saw (empty when no persona).
  package var pagesShown: [SignInPage] { (environment.webview as? ScriptedWebviewPresenter)?.pagesShown ?? [] }

  /// The requests sent since `start`, as method + path.
  package func requestLines(since start: Int = 0) -> [String] {
    platform.traffic.entries.dropFirst(start).map { entry in
      "\(entry.request.method.rawValue) \(entry.request.parsedURL?.path ?? entry.request.url)"
    }
  }
}

// MARK: - MSAL helpers

package enum Apps {
  package static let authority = "https://login.microsoftonline.com/common"

  /// Contoso Mail's MSAL client, as the migration guide builds it.
  package static func contosoMail(authority: String? = nil, clientID: String = World.ClientID.contosoMail) throws -> MSALPublicClientApplication {
    let config = MSALPublicClientApplicationConfig(
      clientId: clientID, redirectUri: "msauth.com.contoso.mail://auth",
      authority: try authority.map { try MSALAADAuthority(url: URL(string: $0)!) })
    return try MSALPublicClientApplication(configuration: config)
  }

  package static func webviewParameters() -> MSALWebviewParameters {
    MSALWebviewParameters(authPresentationViewController: UIViewController())
  }
}

/// The outcome of an MSAL call with a completion block: exactly one of result and error.
package struct MSALOutcome {
  package let result: MSALResult?
  package let error: NSError?

  package init(result: MSALResult?, error: NSError?) {
    self.result = result
    self.error = error
  }

  /// The result; records an issue when the call failed.
  package func requireResult(sourceLocation: SourceLocation = #_sourceLocation) throws -> MSALResult {
    if let error { Issue.record("expected a result, got \(MSALDescriptions.describe(error))", sourceLocation: sourceLocation) }
    return try #require(result, sourceLocation: sourceLocation)
  }

  /// The error; records an issue when the call succeeded.
  package func requireError(sourceLocation: SourceLocation = #_sourceLocation) throws -> NSError {
    #expect(result == nil, "expected an error, got a result", sourceLocation: sourceLocation)
    return try #require(error, sourceLocation: sourceLocation)
  }
}

extension MSALPublicClientApplication {
  /// acquireToken through the completion block, checking it was called exactly once, before return.
  package func interactive(
    _ scopes: [String], account: MSALAccount? = nil, loginHint: String? = nil, prompt: MSALPromptType = .default,
    authority: MSALAuthority? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> MSALOutcome {
    let parameters = MSALInteractiveTokenParameters(scopes: scopes, webviewParameters: Apps.webviewParameters())
    parameters.account = account
    parameters.loginHint = loginHint
    parameters.promptType = prompt
    parameters.authority = authority
    var calls: [MSALOutcome] = []
    acquireToken(with: parameters) { result, error in calls.append(MSALOutcome(result: result, error: error as NSError?)) }
    #expect(calls.count == 1, "completion called \(calls.count) times", sourceLocation: sourceLocation)
    return calls.first ?? MSALOutcome(result: nil, error: nil)
  }

  /// acquireTokenSilent through the completion block.
  package func silent(
    _ scopes: [String], account: MSALAccount, authority: MSALAuthority? = nil, forceRefresh: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> MSALOutcome {
    let parameters = MSALSilentTokenParameters(scopes: scopes, account: account)
    parameters.authority = authority
    parameters.forceRefresh = forceRefresh
    var calls: [MSALOutcome] = []
    acquireTokenSilent(with: parameters) { result, error in calls.append(MSALOutcome(result: result, error: error as NSError?)) }
    #expect(calls.count == 1, "completion called \(calls.count) times", sourceLocation: sourceLocation)
    return calls.first ?? MSALOutcome(result: nil, error: nil)
  }
}

// MARK: - ADAL helpers

package enum ADALApps {
  package static let graph = "https://graph.microsoft.com"
  package static let redirectURI = URL(string: "x-msauth-contosomail://com.contoso.mail")!

  package static func context(authority: String = Apps.authority, sharedGroup: String? = nil) throws -> ADAuthenticationContext {
    var error: ADAuthenticationError?
    let context = ADAuthenticationContext(authority: authority, sharedGroup: sharedGroup, error: &error)
    #expect(error == nil)
    return try #require(context)
  }
}

extension ADAuthenticationContext {
  /// acquireToken (AD_PROMPT_AUTO) for Contoso Mail, through the completion block.
  package func token(
    resource: String = ADALApps.graph, clientId: String = World.ClientID.contosoMail, redirectUri: URL = ADALApps.redirectURI,
    prompt: ADPromptBehavior = AD_PROMPT_AUTO, userId: String? = nil
  ) -> ADAuthenticationResult? {
    var results: [ADAuthenticationResult] = []
    acquireToken(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, promptBehavior: prompt, userId: userId,
      extraQueryParameters: nil
    ) { results.append($0) }
    #expect(results.count == 1)
    return results.first
  }

  /// acquireTokenSilent for Contoso Mail.
  package func silentToken(
    resource: String = ADALApps.graph, clientId: String = World.ClientID.contosoMail, userId: String?
  ) -> ADAuthenticationResult? {
    var results: [ADAuthenticationResult] = []
    acquireTokenSilent(withResource: resource, clientId: clientId, redirectUri: ADALApps.redirectURI, userId: userId) {
      results.append($0)
    }
    #expect(results.count == 1)
    return results.first
  }
}

/// The claims of a JWT.
package func claims(_ token: String?) throws -> JSONObject {
  try JSONWebToken(compact: try #require(token)).claims
}

package let adeleIdentifier = "\(World.UserObjectID.adele).\(World.TenantID.contoso)"
