import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// ADAL's client: one context per authority (`ADAuthenticationContext`).
///
/// Simulation notes: completion blocks are called before the method returns; the error
/// out-parameters are `UnsafeMutablePointer<ADAuthenticationError?>?` (Swift on Apple platforms
/// shows `AutoreleasingUnsafeMutablePointer`); call sites (`error: &error`, `error: nil`) read the same.
public final class ADAuthenticationContext: NSObject {
  /// The authority, e.g. `https://login.microsoftonline.com/common`.
  public let authority: String
  /// Whether the authority is checked with instance discovery (default true).
  public var validateAuthority: Bool
  /// The correlation id to send (a new one per request when nil).
  public var correlationId: UUID?
  /// Whether the broker may be used.
  public var credentialsType: ADCredentialsType = AD_CREDENTIALS_AUTO
  public var logComponent: String?
  /// The view controller the web view is presented from.
  public weak var parentController: UIViewController?
  public var extendedLifetimeEnabled = false
  public var useRefreshTokenForWebview = false
  public var clientCapabilities: [String]?

  let environment: SimulationEnvironment
  let app: InstalledApp
  let sharedGroup: String

  /// Creates a context (nil, with `error` set, when the authority is not a valid https authority).
  public init?(
    authority: String, validateAuthority: Bool, sharedGroup: String?, error: UnsafeMutablePointer<ADAuthenticationError?>?
  ) {
    var trimmed = authority.trimmingSpaces
    while trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let url = RequestURL(trimmed), url.scheme == "https", url.pathSegments.count >= 1 else {
      error.report(
        .local(.ERROR_DEVELOPER_INVALID_ARGUMENT, "The authority must be an https URL with a tenant: '\(authority)'."))
      return nil
    }
    environment = SimulationEnvironment.current
    app = environment.device.runningApp
    self.authority = trimmed
    self.validateAuthority = validateAuthority
    self.sharedGroup = sharedGroup ?? environment.adalDefaultKeychainGroup ?? app.bundleID
    super.init()
  }

  /// Creates a context for `authority` (validated) with the default keychain group.
  public convenience init?(authority: String, error: UnsafeMutablePointer<ADAuthenticationError?>?) {
    self.init(authority: authority, validateAuthority: true, sharedGroup: nil, error: error)
  }

  /// Creates a context for `authority`, choosing whether to validate it.
  public convenience init?(authority: String, validateAuthority: Bool, error: UnsafeMutablePointer<ADAuthenticationError?>?) {
    self.init(authority: authority, validateAuthority: validateAuthority, sharedGroup: nil, error: error)
  }

  /// Creates a context for `authority` whose cache is in `sharedGroup`.
  public convenience init?(authority: String, sharedGroup: String?, error: UnsafeMutablePointer<ADAuthenticationError?>?) {
    self.init(authority: authority, validateAuthority: true, sharedGroup: sharedGroup, error: error)
  }

  // MARK: - Interactive (with AD_PROMPT_AUTO: cache, then refresh token, then web view)

  public func acquireToken(
    withResource resource: String, clientId: String, redirectUri: URL, completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireToken(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, promptBehavior: AD_PROMPT_AUTO,
      userIdentifier: nil, extraQueryParameters: nil, claims: nil, completionBlock: completionBlock)
  }

  public func acquireToken(
    withResource resource: String, clientId: String, redirectUri: URL, userId: String?,
    completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireToken(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, promptBehavior: AD_PROMPT_AUTO,
      userIdentifier: userId.map { ADUserIdentifier.identifier(withId: $0) },
      extraQueryParameters: nil, claims: nil, completionBlock: completionBlock)
  }

  public func acquireToken(
    withResource resource: String, clientId: String, redirectUri: URL, userId: String?, extraQueryParameters: String?,
    completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireToken(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, promptBehavior: AD_PROMPT_AUTO,
      userIdentifier: userId.map { ADUserIdentifier.identifier(withId: $0) },
      extraQueryParameters: extraQueryParameters, claims: nil, completionBlock: completionBlock)
  }

  public func acquireToken(
    withResource resource: String, clientId: String, redirectUri: URL, promptBehavior: ADPromptBehavior, userId: String?,
    extraQueryParameters: String?, completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireToken(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, promptBehavior: promptBehavior,
      userIdentifier: userId.map { ADUserIdentifier.identifier(withId: $0) },
      extraQueryParameters: extraQueryParameters, claims: nil, completionBlock: completionBlock)
  }

  public func acquireToken(
    withResource resource: String, clientId: String, redirectUri: URL, promptBehavior: ADPromptBehavior,
    userIdentifier: ADUserIdentifier?, extraQueryParameters: String?, completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireToken(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, promptBehavior: promptBehavior,
      userIdentifier: userIdentifier, extraQueryParameters: extraQueryParameters, claims: nil,
      completionBlock: completionBlock)
  }

  public func acquireToken(
    withResource resource: String, clientId: String, redirectUri: URL, promptBehavior: ADPromptBehavior,
    userIdentifier: ADUserIdentifier?, extraQueryParameters: String?, claims: String?,
    completionBlock: @escaping ADAuthenticationCallback
  ) {
    let request = ADALTokenRequest(
      context: self, resource: resource, clientID: clientId, redirectURI: redirectUri, promptBehavior: promptBehavior,
      user: userIdentifier, extraQueryParameters: extraQueryParameters, mode: .interactive)
    completionBlock(request.run())
  }

  /// Always shows the web view, ignoring the cache (4.0.6+).
  public func acquireTokenInteractive(
    withResource resource: String, clientId: String, redirectUri: URL, promptBehavior: ADPromptBehavior,
    userIdentifier: ADUserIdentifier?, extraQueryParameters: String?, claims: String?,
    completionBlock: @escaping ADAuthenticationCallback
  ) {
    let request = ADALTokenRequest(
      context: self, resource: resource, clientID: clientId, redirectURI: redirectUri, promptBehavior: promptBehavior,
      user: userIdentifier, extraQueryParameters: extraQueryParameters, mode: .webViewOnly)
    completionBlock(request.run())
  }

  // MARK: - Silent

  public func acquireTokenSilent(
    withResource resource: String, clientId: String, redirectUri: URL, completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireTokenSilent(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, userId: nil, forceRefresh: false,
      completionBlock: completionBlock)
  }

  public func acquireTokenSilent(
    withResource resource: String, clientId: String, redirectUri: URL, userId: String?,
    completionBlock: @escaping ADAuthenticationCallback
  ) {
    acquireTokenSilent(
      withResource: resource, clientId: clientId, redirectUri: redirectUri, userId: userId, forceRefresh: false,
      completionBlock: completionBlock)
  }

  public func acquireTokenSilent(
    withResource resource: String, clientId: String, redirectUri: URL, userId: String?, forceRefresh: Bool,
    completionBlock: @escaping ADAuthenticationCallback
  ) {
    let request = ADALTokenRequest(
      context: self, resource: resource, clientID: clientId, redirectURI: redirectUri, promptBehavior: AD_PROMPT_AUTO,
      user: userId.map { ADUserIdentifier.identifier(withId: $0) }, extraQueryParameters: nil,
      mode: forceRefresh ? .silentForceRefresh : .silent)
    completionBlock(request.run())
  }

  /// Passes a broker response URL to ADAL; false (no broker response is ever pending in the simulation).
  public static func handleADALResponse(_ response: URL, sourceApplication: String?) -> Bool { false }

  // MARK: - Internal

  var legacyCache: LegacyTokenCache {
    LegacyTokenCache(
      keychain: environment.device.keychain.access(for: app), accessGroup: sharedGroup,
      isIOS: environment.device.platform == .iOS)
  }

  var unifiedCache: UnifiedTokenCache {
    UnifiedTokenCache(keychain: environment.device.keychain.access(for: app), accessGroup: sharedGroup)
  }

  var httpClient: LibraryHTTPClient {
    LibraryHTTPClient(environment: environment, library: .adal(environment.adalVersion(for: app), on: environment.device.platform))
  }

  public override var description: String {
    "<ADAuthenticationContext authority=\(authority) sharedGroup=\(sharedGroup) ADAL \(environment.adalVersion(for: app).rawValue)>"
  }
}
