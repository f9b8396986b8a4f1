import Foundation

// MARK: - Domain and userInfo keys

/// The error domain of MSAL's errors.
public let MSALErrorDomain = "MSALErrorDomain"
/// userInfo key: a description for the developer (not stable; do not branch on it).
public let MSALErrorDescriptionKey = "MSALErrorDescriptionKey"
/// userInfo key: the OAuth `error` the service sent, e.g. `invalid_grant`.
public let MSALOAuthErrorKey = "MSALOAuthErrorKey"
/// userInfo key: the OAuth `suberror`, e.g. `basic_action`.
public let MSALOAuthSubErrorKey = "MSALOAuthSubErrorKey"
/// userInfo key: the service's `error_description`.
public let MSALOAuthSubErrorDescriptionKey = "MSALOAuthSubErrorDescriptionKey"
/// userInfo key: the AADSTS codes (`[NSNumber]`).
public let MSALSTSErrorCodesKey = "MSALSTSErrorCodesKey"
/// userInfo key: the specific `MSALInternalError` of an `.internal` error (`NSNumber`).
public let MSALInternalErrorCodeKey = "MSALInternalErrorCodeKey"
/// userInfo key: the HTTP response headers (`[String: String]`).
public let MSALHTTPHeadersKey = "MSALHTTPHeadersKey"
/// userInfo key: the HTTP status, as a **string** (`"429"`).
public let MSALHTTPResponseCodeKey = "MSALHTTPResponseCodeKey"
/// userInfo key: the request's correlation id (a UUID string).
public let MSALCorrelationIDKey = "MSALCorrelationIDKey"
/// userInfo key: the scopes the service declined (`[String]`).
public let MSALDeclinedScopesKey = "MSALDeclinedScopesKey"
/// userInfo key: the scopes the service granted (`[String]`).
public let MSALGrantedScopesKey = "MSALGrantedScopesKey"
/// userInfo key: the `MSALResult` that came back but failed validation.
public let MSALInvalidResultKey = "MSALInvalidResultKey"
/// userInfo key: the displayable user id (UPN) of the account involved.
public let MSALDisplayableUserIdKey = "MSALDisplayableUserIdKey"
/// userInfo key: the home account id of the account involved.
public let MSALHomeAccountIdKey = "MSALHomeAccountIdKey"
/// userInfo key: the broker's version.
public let MSALBrokerVersionKey = "MSALBrokerVersionKey"
/// userInfo key: set when a request was throttled without reaching the service.
public let MSALThrottlingCacheHitKey = "MSALThrottlingCacheHitKey"

// MARK: - Codes

/// The codes of `MSALErrorDomain` errors. Only the recoverable ones reach apps as themselves;
/// everything else is `.internal`, with the detail under `MSALInternalErrorCodeKey`.
public enum MSALError: Int, Sendable, CaseIterable {
  case `internal` = -50000
  case workplaceJoinRequired = -50001
  case interactionRequired = -50002
  case serverDeclinedScopes = -50003
  case serverProtectionPoliciesRequired = -50004
  case userCanceled = -50005
  case serverError = -50006
  case insufficientDeviceStrength = -50007
  case mdmEnrollmentCompletedNeedsRetry = -50008
  case serverInvalidRequestResetPasswordRequired = -50142

  /// Codes apps see as themselves (`MSALErrorConverter`); all others become `.internal`.
  public static let recoverable: Set<MSALError> = [
    .workplaceJoinRequired, .interactionRequired, .serverDeclinedScopes, .serverProtectionPoliciesRequired,
    .userCanceled, .serverInvalidRequestResetPasswordRequired,
  ]

  /// The ObjC name, e.g. `MSALErrorInteractionRequired`.
  public var objectiveCName: String {
    switch self {
    case .internal: "MSALErrorInternal"
    case .workplaceJoinRequired: "MSALErrorWorkplaceJoinRequired"
    case .interactionRequired: "MSALErrorInteractionRequired"
    case .serverDeclinedScopes: "MSALErrorServerDeclinedScopes"
    case .serverProtectionPoliciesRequired: "MSALErrorServerProtectionPoliciesRequired"
    case .userCanceled: "MSALErrorUserCanceled"
    case .serverError: "MSALErrorServerError"
    case .insufficientDeviceStrength: "MSALErrorInsufficientDeviceStrength"
    case .mdmEnrollmentCompletedNeedsRetry: "MSALErrorMDMEnrollmentCompletedNeedsRetry"
    case .serverInvalidRequestResetPasswordRequired: "MSALErrorServerInvalidRequestResetPasswordRequired"
    }
  }
}

/// The detailed codes of `.internal` errors, found under `MSALInternalErrorCodeKey` (MSAL 2.x spelling).
public enum MSALInternalError: Int, Sendable, CaseIterable {
  case internalErrorInvalidParameter = -42000
  case internalErrorRedirectSchemeNotRegistered = -42001
  case internalErrorInvalidRequest = -42002
  case internalErrorInvalidClient = -42003
  case internalErrorInvalidGrant = -42004
  case internalErrorInvalidScope = -42005
  case internalErrorUnauthorizedClient = -42006
  case internalErrorUnhandledResponse = -42007
  case internalErrorUnexpected = -42008
  case internalErrorUnexpectedHttpResponse = -42009
  case internalErrorFailedAuthorityValidation = -42010
  case internalErrorInvalidRedirectURI = -42011
  case internalErrorMismatchedUser = -42101
  case internalErrorAmbiguousAccount = -42102
  case internalErrorAuthorizationFailed = -42104
  case internalErrorAccountRequired = -42106
  case internalErrorSessionCanceled = -42401
  case internalErrorInteractiveSessionAlreadyRunning = -42402
  case internalErrorNoViewController = -42403
  case internalErrorAttemptToOpenURLFromExtension = -42404
  case internalErrorUINotSupportedInExtension = -42405
  case internalErrorInvalidState = -42501
  case internalErrorInvalidResponse = -42600
  case internalErrorNonHttpsRedirect = -42602
  case internalErrorBrokerResponseNotReceived = -42700
  case internalErrorBrokerCorruptedResponse = -42705
  case internalBrokerNotAvailable = -42714

  /// The ObjC name, e.g. `MSALInternalErrorInvalidGrant`.
  public var objectiveCName: String {
    if self == .internalBrokerNotAvailable { return "MSALInternalBrokerNotAvailable" }
    let name = String(describing: self).dropFirst("internalError".count)
    return "MSALInternalError" + name
  }
}

/// What Swift throws when an Objective-C method returns nil without setting an error, as MSAL's
/// `accountForIdentifier:error:` and `accountForUsername:error:` do when nothing matches.
/// Its domain is `Foundation._GenericObjCError` and its code 0, as on Apple platforms.
public enum _GenericObjCError: Error, CustomNSError, Equatable, Sendable {
  case nilError

  public static var errorDomain: String { "Foundation._GenericObjCError" }
  public var errorCode: Int { 0 }
  public var errorUserInfo: [String: Any] { [:] }
}
