import Foundation

/// The completion block of ADAL's token methods: always called with a result.
public typealias ADAuthenticationCallback = (ADAuthenticationResult) -> Void

/// The outcome of an ADAL token request.
public final class ADAuthenticationResult: NSObject, @unchecked Sendable {
  /// `AD_SUCCEEDED`, `AD_USER_CANCELLED` or `AD_FAILED`.
  public let status: ADAuthenticationResultStatus
  /// The item the token came from or went to.
  public let tokenCacheItem: ADTokenCacheItem?
  /// Why the request failed.
  public let error: ADAuthenticationError?
  /// Whether the refresh token is a multi-resource refresh token.
  public let multiResourceRefreshToken: Bool
  public let correlationId: UUID?
  public let extendedLifeTimeToken: Bool
  /// The authority to use for later calls (2.6+).
  public let authority: String?

  /// The access token (nil on failure).
  public var accessToken: String? { status == AD_SUCCEEDED ? tokenCacheItem?.accessToken : nil }

  init(
    status: ADAuthenticationResultStatus, tokenCacheItem: ADTokenCacheItem? = nil, error: ADAuthenticationError? = nil,
    multiResourceRefreshToken: Bool = false, correlationId: UUID?, authority: String?
  ) {
    self.status = status
    self.tokenCacheItem = tokenCacheItem
    self.error = error
    self.multiResourceRefreshToken = multiResourceRefreshToken
    self.correlationId = correlationId
    self.extendedLifeTimeToken = false
    self.authority = authority
    super.init()
  }

  static func failure(_ error: ADAuthenticationError, correlationId: UUID?, authority: String?) -> ADAuthenticationResult {
    let cancelled = error.domain == ADAuthenticationErrorDomain && error.code == ADErrorCode.ERROR_UI_USER_CANCEL.rawValue
    return ADAuthenticationResult(
      status: cancelled ? AD_USER_CANCELLED : AD_FAILED, error: error, correlationId: correlationId, authority: authority)
  }

  public override var description: String { ADALDescriptions.describe(self) }
}
