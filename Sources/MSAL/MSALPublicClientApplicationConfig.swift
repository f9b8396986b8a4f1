import Foundation
import IdentityCore

/// The configuration of an `MSALPublicClientApplication`: client id, redirect URI, authority,
/// cache and cloud settings. The application copies it when created; later changes have no effect.
public final class MSALPublicClientApplicationConfig: NSObject, NSCopying {
  /// The app's client (application) id.
  public var clientId: String
  /// The redirect URI; nil means MSAL's default, `msauth.<bundle id>://auth`.
  public var redirectUri: String?
  /// The default authority (`https://login.microsoftonline.com/common` unless set).
  public var authority: MSALAuthority
  /// Authorities MSAL trusts without validating them.
  public var knownAuthorities: [MSALAuthority] = []
  /// Whether to return expired tokens within their extended lifetime when the service is down.
  public var extendedLifetimeEnabled = false
  /// Client capabilities sent as a claims request (e.g. `["cp1"]`).
  public var clientApplicationCapabilities: [String]?
  /// Seconds before expiry at which a cached access token counts as expired (default 300).
  public var tokenExpirationBuffer: Double = 300
  /// The keychain settings.
  public let cacheConfig: MSALCacheConfig
  /// Whether sign-in may end in another cloud than the authority's (instance-aware sign-in).
  public var multipleCloudsSupported = false
  /// Skips redirect-URI validation (and disables the broker).
  public var bypassRedirectURIValidation = false
  /// The client id of a nested app (brokered nested authentication).
  public var nestedAuthBrokerClientId: String?
  /// The redirect URI of a nested app.
  public var nestedAuthBrokerRedirectUri: String?

  /// A configuration for `clientId` with the default redirect URI and authority.
  public convenience init(clientId: String) {
    self.init(clientId: clientId, redirectUri: nil, authority: nil)
  }

  /// A configuration for `clientId`, `redirectUri` (nil for the default) and `authority` (nil for `/common`).
  public init(clientId: String, redirectUri: String?, authority: MSALAuthority?) {
    self.clientId = clientId
    self.redirectUri = redirectUri
    self.authority = authority ?? MSALPublicClientApplicationConfig.defaultAuthority()
    self.cacheConfig = MSALCacheConfig(platform: SimulationEnvironment.current.device.platform)
    super.init()
  }

  /// A configuration for a nested app brokered by this one.
  public convenience init(
    clientId: String, redirectUri: String?, authority: MSALAuthority?, nestedAuthBrokerClientId: String?,
    nestedAuthBrokerRedirectUri: String?
  ) {
    self.init(clientId: clientId, redirectUri: redirectUri, authority: authority)
    self.nestedAuthBrokerClientId = nestedAuthBrokerClientId
    self.nestedAuthBrokerRedirectUri = nestedAuthBrokerRedirectUri
  }

  static func defaultAuthority() -> MSALAuthority {
    try! MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = MSALPublicClientApplicationConfig(clientId: clientId, redirectUri: redirectUri, authority: authority)
    copy.knownAuthorities = knownAuthorities
    copy.extendedLifetimeEnabled = extendedLifetimeEnabled
    copy.clientApplicationCapabilities = clientApplicationCapabilities
    copy.tokenExpirationBuffer = tokenExpirationBuffer
    copy.cacheConfig.keychainSharingGroup = cacheConfig.keychainSharingGroup
    copy.multipleCloudsSupported = multipleCloudsSupported
    copy.bypassRedirectURIValidation = bypassRedirectURIValidation
    copy.nestedAuthBrokerClientId = nestedAuthBrokerClientId
    copy.nestedAuthBrokerRedirectUri = nestedAuthBrokerRedirectUri
    return copy
  }
}
