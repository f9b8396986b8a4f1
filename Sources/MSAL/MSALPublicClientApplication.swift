import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// Signature of the completion blocks of token requests.
public typealias MSALCompletionBlock = (MSALResult?, Error?) -> Void
/// Signature of the completion block of `signout(with:signoutParameters:completionBlock:)`.
public typealias MSALSignoutCompletionBlock = (Bool, Error?) -> Void
/// Signature of the completion block of `getCurrentAccount(with:completionBlock:)`.
public typealias MSALCurrentAccountCompletionBlock = (MSALAccount?, MSALAccount?, Error?) -> Void

/// The MSAL client of one app registration: one instance serves every authority and account.
///
/// Simulation notes: completion blocks are called before the method returns (real MSAL calls
/// back later, on the main queue for interactive calls); the instance binds to the simulated
/// device and app running when it is created.
public final class MSALPublicClientApplication: NSObject {
  /// A copy of the configuration the application was created with.
  public let configuration: MSALPublicClientApplicationConfig

  /// The simulation the application runs in.
  let environment: SimulationEnvironment
  /// The app (bundle) the code runs as.
  let app: InstalledApp
  /// The redirect URI in use (the default one when the configuration has none).
  let redirectURI: String
  /// The keychain group of the cache.
  let keychainGroup: String

  /// The version of MSAL this simulation follows.
  public class var sdkVersion: String? { "2.13.0" }

  /// Creates the application. Throws when the client id is empty, the redirect URI is invalid or
  /// its scheme is not in `CFBundleURLSchemes`, or (broker-capable URI on iOS) `msauthv2`/`msauthv3`
  /// are missing from `LSApplicationQueriesSchemes`.
  public init(configuration: MSALPublicClientApplicationConfig) throws {
    // `copy(with:)`, not `copy()`: NSObject's `copy()` first casts `self` to `NSCopying`, a
    // conformance lookup that scans every conformance record (the same copy either way).
    let configuration = configuration.copy(with: nil) as! MSALPublicClientApplicationConfig
    let environment = SimulationEnvironment.current
    let app = environment.device.runningApp
    guard !configuration.clientId.trimmingSpaces.isEmpty else {
      throw MSALErrorFactory.invalidParameter("clientId is a required parameter and must not be nil or empty.")
    }
    self.redirectURI = try RedirectURIVerifier.verify(configuration: configuration, app: app, device: environment.device)
    self.configuration = configuration
    self.environment = environment
    self.app = app
    self.keychainGroup = configuration.cacheConfig.keychainSharingGroup
    super.init()
  }

  /// Creates the application for `clientId` with the default redirect URI, authority and keychain group.
  public convenience init(clientId: String) throws {
    try self.init(configuration: MSALPublicClientApplicationConfig(clientId: clientId))
  }

  /// Whether a broker that supports MSAL (Microsoft Authenticator) is installed and may be queried.
  public var isCompatibleAADBrokerAvailable: Bool {
    environment.device.isBrokerInstalled && environment.device.canOpenURL(scheme: "msauthv3")
  }

  // MARK: - Accounts

  /// Every account signed in to this app (or its family), from MSAL's cache and ADAL's legacy cache.
  public func allAccounts() throws -> [MSALAccount] {
    try accounts(for: MSALAccountEnumerationParameters())
  }

  /// The account whose `identifier` is `identifier`. Throws `nilError` when there is none (real
  /// MSAL returns nil without an error, which Swift turns into a throw).
  public func account(forIdentifier identifier: String) throws -> MSALAccount {
    guard let account = try accounts(for: MSALAccountEnumerationParameters(identifier: identifier)).first else {
      throw _GenericObjCError.nilError
    }
    return account
  }

  /// The account whose username is `username`, from MSAL's cache or ADAL's legacy cache. Throws
  /// `nilError` when there is none; an empty username is an invalid-parameter error.
  public func account(forUsername username: String) throws -> MSALAccount {
    guard !username.trimmingSpaces.isEmpty else {
      throw MSALErrorFactory.invalidParameter("username is a required parameter and must not be nil or empty.")
    }
    guard let account = try accounts(for: MSALAccountEnumerationParameters(identifier: nil, username: username)).first
    else {
      throw _GenericObjCError.nilError
    }
    return account
  }

  /// The accounts matching `parameters`.
  public func accounts(for parameters: MSALAccountEnumerationParameters) throws -> [MSALAccount] {
    try AccountsProvider(application: self).accounts(for: parameters)
  }

  /// The single signed-in account (single-account apps): `(current, previous, error)`; an
  /// ambiguous-account error when several are signed in.
  public func getCurrentAccount(
    with parameters: MSALParameters?, completionBlock: @escaping MSALCurrentAccountCompletionBlock
  ) {
    do {
      let accounts = try allAccounts()
      if accounts.count > 1 {
        completionBlock(
          nil, nil,
          MSALErrorFactory.make(
            .internal(.internalErrorAmbiguousAccount),
            "getCurrentAccount found \(accounts.count) accounts; it expects at most one (single-account mode)."))
      } else {
        completionBlock(accounts.first, nil, nil)
      }
    } catch {
      completionBlock(nil, nil, error)
    }
  }

  /// Removes the account's tokens for this app (and ADAL's legacy items of the user); other apps'
  /// items stay.
  public func remove(_ account: MSALAccount) throws {
    try AccountRemoval(application: self).remove(account, wipeForAllApps: false)
  }

  /// Signs the account out of this app and, with `signoutFromBrowser`, ends the browser session.
  public func signout(
    with account: MSALAccount, signoutParameters: MSALSignoutParameters,
    completionBlock: @escaping MSALSignoutCompletionBlock
  ) {
    do {
      try AccountRemoval(application: self).signout(account, parameters: signoutParameters)
      completionBlock(true, nil)
    } catch {
      completionBlock(false, error)
    }
  }

  /// Signs the account out (async form): returns true on success.
  public func signout(with account: MSALAccount, signoutParameters: MSALSignoutParameters) async throws -> Bool {
    try AccountRemoval(application: self).signout(account, parameters: signoutParameters)
    return true
  }

  // MARK: - Tokens

  /// Gets a token interactively: shows the sign-in web view (the simulated one).
  public func acquireToken(
    with parameters: MSALInteractiveTokenParameters, completionBlock: @escaping MSALCompletionBlock
  ) {
    let outcome = Result { try InteractiveTokenRequest(application: self, parameters: parameters).run() }
    deliver(outcome, to: completionBlock)
  }

  /// Gets a token from the cache, or with a refresh token; fails with `.interactionRequired` when
  /// only the user can help.
  public func acquireTokenSilent(
    with parameters: MSALSilentTokenParameters, completionBlock: @escaping MSALCompletionBlock
  ) {
    let outcome = Result { try SilentTokenRequest(application: self, parameters: parameters).run() }
    deliver(outcome, to: completionBlock)
  }

  /// Gets a token interactively (async form).
  public func acquireToken(with parameters: MSALInteractiveTokenParameters) async throws -> MSALResult {
    try InteractiveTokenRequest(application: self, parameters: parameters).run()
  }

  /// Gets a token silently (async form).
  public func acquireTokenSilent(with parameters: MSALSilentTokenParameters) async throws -> MSALResult {
    try SilentTokenRequest(application: self, parameters: parameters).run()
  }

  private func deliver(_ outcome: Result<MSALResult, Error>, to completionBlock: MSALCompletionBlock) {
    switch outcome {
    case .success(let result): completionBlock(result, nil)
    case .failure(let error): completionBlock(nil, error)
    }
  }

  // MARK: - Redirects

  /// Passes a URL the app was opened with to MSAL (from `application(_:open:options:)` or
  /// `scene(_:openURLContexts:)`). Returns true when it answers a request in progress: the broker's
  /// answer at this app's redirect URI, from the broker or (since iOS 13, which hides other teams'
  /// apps) from an unnamed app. Any other URL is the app's own business: false.
  @discardableResult
  public class func handleMSALResponse(_ response: URL, sourceApplication: String?) -> Bool {
    let environment = SimulationEnvironment.current
    guard var state = environment.brokerResumeState,
      sourceApplication == nil || sourceApplication == KnownApps.authenticator.bundleID,
      response.absoluteString.lowercased().hasPrefix(state.redirectURI.lowercased() + "?"),
      WebAuthSession.parameters(ofRedirect: response.absoluteString)["response"] != nil
    else { return false }
    state.response = response
    environment.brokerResumeState = state
    return true
  }

  /// Cancels the web view session in progress; false when none is (always, in the simulation).
  public class func cancelCurrentWebAuthSession() -> Bool { false }

  // MARK: - Internal access

  /// The id tokens' claims this application has decoded.
  let idTokenClaims = IdTokenClaimsCache()

  /// The unified cache in the configured group, as this app sees it.
  var unifiedCache: UnifiedTokenCache {
    UnifiedTokenCache(keychain: environment.device.keychain.access(for: app), accessGroup: keychainGroup)
  }

  /// ADAL's legacy cache in the configured group.
  var legacyCache: LegacyTokenCache {
    LegacyTokenCache(
      keychain: environment.device.keychain.access(for: app), accessGroup: keychainGroup,
      isIOS: environment.device.platform == .iOS)
  }

  /// The library identity on the wire.
  var httpClient: LibraryHTTPClient {
    LibraryHTTPClient(
      environment: environment,
      library: .msal(version: MSALPublicClientApplication.sdkVersion ?? "2.13.0", on: environment.device.platform))
  }

  /// Runs a keychain call, turning its failure into the error MSAL returns.
  func keychainCall<Value>(_ operation: String, _ body: () throws(KeychainError) -> Value) throws -> Value {
    do {
      return try body()
    } catch {
      throw MSALErrorFactory.keychain(error, operation: operation)
    }
  }

  public override var description: String {
    "<MSALPublicClientApplication clientId=\(configuration.clientId) authority=\(configuration.authority.urlString) "
      + "redirectUri=\(redirectURI) keychainGroup=\(keychainGroup) app=\(app.bundleID)>"
  }
}
