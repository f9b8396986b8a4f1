import Foundation
import TextCoding

/// An error the identity platform reports: the OAuth `error`, the `AADSTS` code and message,
/// and the optional `suberror` and `claims` challenge, as the real service sends them.
public struct ServiceError: Error, Equatable, Sendable {
  /// The OAuth 2.0 `error` value (`invalid_grant`, `interaction_required`, ...).
  public let error: String
  /// The numeric code after the prefix (`50126`).
  public let code: Int
  /// The message after `AADSTSnnnnn: `.
  public let message: String
  /// The `suberror` value, when the service sends one.
  public var suberror: String?
  /// The `claims` challenge (a JSON string), when the service sends one.
  public var claims: String?
  /// The HTTP status of the response carrying it (400 unless documented otherwise).
  public var httpStatus: Int
  /// `AADSTS` for Azure AD; `AADB2C` for B2C user-flow errors.
  public var prefix: String

  /// Creates an error.
  public init(
    error: String, code: Int, message: String, suberror: String? = nil, claims: String? = nil, httpStatus: Int = 400,
    prefix: String = "AADSTS"
  ) {
    self.error = error
    self.code = code
    self.message = message
    self.suberror = suberror
    self.claims = claims
    self.httpStatus = httpStatus
    self.prefix = prefix
  }

  /// `AADSTS50126: Error validating credentials ...`: the first line of `error_description`.
  public var summary: String { "\(prefix)\(code): \(message)" }
}

// MARK: - Catalogue

extension ServiceError {
  // MARK: Requests

  /// AADSTS900144: a required parameter is missing.
  public static func missingParameter(_ name: String) -> ServiceError {
    ServiceError(
      error: "invalid_request", code: 900_144, message: "The request body must contain the following parameter: '\(name)'.")
  }

  /// AADSTS9000411: a parameter appears more than once.
  public static func duplicatedParameter(_ name: String) -> ServiceError {
    ServiceError(
      error: "invalid_request", code: 9_000_411,
      message: "The request is not properly formatted. The parameter '\(name)' is duplicated.")
  }

  /// AADSTS9002313: the request could not be parsed, or a grant is not one the service issued.
  public static func malformedRequest(error: String = "invalid_request", detail: String? = nil) -> ServiceError {
    ServiceError(
      error: error, code: 9_002_313,
      message: "Invalid request. Request is malformed or invalid." + (detail.map { " - \($0)" } ?? ""))
  }

  /// AADSTS900561: the token endpoint was called with a method other than POST.
  public static func methodNotAccepted(_ method: String) -> ServiceError {
    ServiceError(
      error: "invalid_request", code: 900_561,
      message: "The endpoint only accepts POST, OPTIONS requests. Received a \(method) request.")
  }

  /// AADSTS90015: the query string is longer than the service accepts.
  public static let queryStringTooLong = ServiceError(
    error: "invalid_request", code: 90_015, message: "Requested query string is too long.")

  /// AADSTS70003: the grant type is not one the service supports.
  public static func unsupportedGrantType(_ grantType: String) -> ServiceError {
    ServiceError(
      error: "unsupported_grant_type", code: 70_003, message: "The app requested an unsupported grant type '\(grantType)'.")
  }

  /// AADSTS9001023: the password grant sent to the v2 `/common` or `/consumers` endpoint, refused
  /// before the credentials are looked at (personal accounts cannot use ROPC at all).
  public static let grantTypeNotSupportedOverCommon = ServiceError(
    error: "invalid_request", code: 9_001_023,
    message: "The grant type is not supported over the /common or /consumers endpoints. Please use the /organizations or tenant-specific endpoint.")

  /// AADSTS901002: v2 endpoints take scopes, not a `resource`.
  public static let resourceParameterNotSupported = ServiceError(
    error: "invalid_request", code: 901_002, message: "The 'resource' request parameter isn't supported.")

  /// AADSTS70011: a scope value is not valid.
  /// AADSTS28000: a token request whose scopes span more than one API (a token has one audience).
  /// The code redemption fails with it (observed, e.g. AzureAD/microsoft-authentication-library-for-objc#774);
  /// the `error` value is not in those reports, and `invalid_scope` is the service's for scope problems.
  public static func multipleResourcesInScope(_ scope: String) -> ServiceError {
    ServiceError(
      error: "invalid_scope", code: 28_000,
      message: "Provided value for the input parameter scope is not valid because it contains more than one resource. Scope \(scope) is not valid.")
  }

  public static func invalidScope(_ scope: String, reason: String? = nil) -> ServiceError {
    ServiceError(
      error: "invalid_scope", code: 70_011,
      message: "The provided value for the input parameter 'scope' isn't valid. The scope '\(scope)' isn't valid."
        + (reason.map { " \($0)" } ?? ""))
  }

  /// AADSTS900971: no redirect URI was sent and none is registered.
  public static let noReplyAddress = ServiceError(
    error: "invalid_request", code: 900_971, message: "No reply address provided.")

  /// AADSTS700054: the app asked for a response type other than `code`.
  public static func responseTypeNotEnabled(_ responseType: String) -> ServiceError {
    ServiceError(
      error: "unauthorized_client", code: 700_054,
      message: "response_type '\(responseType)' is not enabled for the application.")
  }

  /// AADSTS50149: `code_challenge_method` is neither `S256` nor `plain`.
  public static let invalidCodeChallengeMethod = ServiceError(
    error: "invalid_request", code: 50_149, message: "Invalid Code_Challenge_method parameter.")

  /// AADSTS501491: `code_challenge` is not 43 to 128 characters.
  public static let invalidCodeChallengeSize = ServiceError(
    error: "invalid_request", code: 501_491, message: "Invalid size of Code_Challenge parameter.")

  // MARK: Tenants, apps, resources

  /// AADSTS90002: the tenant in the URL does not exist (in this cloud).
  public static func tenantNotFound(_ tenant: String) -> ServiceError {
    ServiceError(
      error: "invalid_tenant", code: 90_002,
      message: "Tenant '\(tenant)' not found. Check to make sure you have the correct tenant ID and are signing into "
        + "the correct cloud. Check with your subscription administrator, this may happen if there are no active "
        + "subscriptions for the tenant.")
  }

  /// AADSTS50049: the instance (host) is not a known cloud.
  public static let unknownInstance = ServiceError(
    error: "invalid_instance", code: 50_049, message: "Unknown or invalid instance.")

  /// AADSTS700016: the client id is unknown in the tenant.
  public static func applicationNotFound(clientID: String, tenantName: String) -> ServiceError {
    ServiceError(
      error: "unauthorized_client", code: 700_016,
      message: "Application with identifier '\(clientID)' was not found in the directory '\(tenantName)'. This can "
        + "happen if the application has not been installed by the administrator of the tenant or consented to by any "
        + "user in the tenant. You may have sent your authentication request to the wrong tenant.")
  }

  /// AADSTS50011: the redirect URI is not registered for the app.
  public static func redirectURIMismatch(_ redirectURI: String, clientID: String, error: String = "invalid_request")
    -> ServiceError
  {
    ServiceError(
      error: error, code: 50_011,
      message: "The redirect URI '\(redirectURI)' specified in the request does not match the redirect URIs "
        + "configured for the application '\(clientID)'. Make sure the redirect URI sent in the request matches one "
        + "added to your application in the Azure portal. Navigate to https://aka.ms/redirectUriMismatchError to "
        + "learn more about how to fix this.")
  }

  /// AADSTS500011: the resource has no service principal in the tenant.
  public static func resourceNotFound(_ resource: String, tenantName: String) -> ServiceError {
    ServiceError(
      error: "invalid_resource", code: 500_011,
      message: "The resource principal named \(resource) was not found in the tenant named \(tenantName). This can "
        + "happen if the application has not been installed by the administrator of the tenant or consented to by any "
        + "user in the tenant. You might have sent your authentication request to the wrong tenant.")
  }

  /// AADSTS50194: a single-tenant app created after October 2018 used `/common`.
  public static func singleTenantAppOnCommon(clientID: String, appName: String) -> ServiceError {
    ServiceError(
      error: "invalid_request", code: 50_194,
      message: "Application '\(clientID)'(\(appName)) is not configured as a multi-tenant application. Usage of the "
        + "/common endpoint is not supported for such applications created after '10/15/2018'. Use a tenant-specific "
        + "endpoint or configure the application to be multi-tenant.")
  }

  // MARK: Users and credentials

  /// AADSTS50126: wrong password.
  public static let invalidCredentials = ServiceError(
    error: "invalid_grant", code: 50_126, message: "Error validating credentials due to invalid username or password.")

  /// AADSTS50034: no such user in the directory.
  public static func userNotFound(directory: String) -> ServiceError {
    ServiceError(
      error: "invalid_grant", code: 50_034,
      message: "The user account {EUII Hidden} does not exist in the \(directory) directory. To sign into this "
        + "application, the account must be added to the directory.",
      suberror: "bad_token")
  }

  /// AADSTS50020: the user exists, but not in the tenant (or the app does not accept their kind of account).
  public static func userNotInTenant(identityProvider: String, tenantName: String, clientID: String, appName: String)
    -> ServiceError
  {
    ServiceError(
      error: "invalid_request", code: 50_020,
      message: "User account '{EUII Hidden}' from identity provider '\(identityProvider)' does not exist in tenant "
        + "'\(tenantName)' and cannot access the application '\(clientID)'(\(appName)) in that tenant. The account "
        + "needs to be added as an external user in the tenant first. Sign out and sign in again with a different "
        + "Azure Active Directory user account.")
  }

  /// AADSTS50057: the account is disabled.
  public static let userDisabled = ServiceError(
    error: "invalid_grant", code: 50_057, message: "The user account is disabled.")

  // MARK: Grants

  /// AADSTS54005: the authorization code was already redeemed.
  public static let codeAlreadyRedeemed = ServiceError(
    error: "invalid_grant", code: 54_005,
    message: "OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing "
      + "refresh token.")

  /// AADSTS70008: the authorization code (or refresh token) expired.
  public static let grantExpired = ServiceError(
    error: "invalid_grant", code: 70_008,
    message: "The provided authorization code or refresh token has expired due to inactivity. Send a new interactive "
      + "authorization request for this user and resource.")

  /// AADSTS501481: the PKCE verifier does not match the challenge.
  public static let codeVerifierMismatch = ServiceError(
    error: "invalid_grant", code: 501_481,
    message: "The Code_Verifier does not match the code_challenge supplied in the authorization request.")

  /// AADSTS700082: the refresh token was not used for 90 days.
  public static func refreshTokenInactive(issuedAt: Date, inactiveDays: Int) -> ServiceError {
    ServiceError(
      error: "invalid_grant", code: 700_082,
      message: "The refresh token has expired due to inactivity. The token was issued on "
        + "\(UTCTimestamp.preciseTimestamp(issuedAt)) and was inactive for \(inactiveDays).00:00:00.")
  }

  /// AADSTS50173: the grant was revoked (password reset, sessions revoked).
  public static func grantRevoked(issuedAt: Date, validFrom: Date) -> ServiceError {
    ServiceError(
      error: "invalid_grant", code: 50_173,
      message: "The provided grant has expired due to it being revoked, a fresh auth token is needed. The user might "
        + "have changed or reset their password. The grant was issued on '\(UTCTimestamp.preciseTimestamp(issuedAt))' "
        + "and the TokensValidFrom date (before which tokens are not valid) for this user is "
        + "'\(UTCTimestamp.preciseTimestamp(validFrom))'.",
      suberror: "bad_token")
  }

  /// AADSTS70000 with `client_mismatch`: a family refresh token used by an app outside the family.
  public static let familyClientMismatch = ServiceError(
    error: "invalid_grant", code: 70_000, message: "Provided grant is invalid or malformed.", suberror: "client_mismatch")

  /// AADSTS70000: the grant was issued to another client.
  public static let grantIssuedToAnotherClient = ServiceError(
    error: "invalid_grant", code: 70_000, message: "Provided grant is invalid or malformed.")

  // MARK: Consent

  /// AADSTS65001: the user (or an admin) has not consented.
  public static func consentRequired(clientID: String, appName: String) -> ServiceError {
    ServiceError(
      error: "invalid_grant", code: 65_001,
      message: "The user or administrator has not consented to use the application with ID '\(clientID)' named "
        + "'\(appName)'. Send an interactive authorization request for this user and resource.",
      suberror: "consent_required")
  }

  /// AADSTS65004: the user declined consent on the consent page.
  public static let userDeclinedConsent = ServiceError(
    error: "access_denied", code: 65_004, message: "User declined to consent to access the app.")

  /// AADSTS90094: the requested permissions need an administrator's consent.
  public static let adminConsentRequired = ServiceError(
    error: "access_denied", code: 90_094, message: "The grant requires admin permission.")

  // MARK: Conditional Access

  /// AADSTS50076: MFA is required to access the resource.
  public static func mfaRequired(resourceAppID: String) -> ServiceError {
    ServiceError(
      error: "interaction_required", code: 50_076,
      message: "Due to a configuration change made by your administrator, or because you moved to a new location, "
        + "you must use multi-factor authentication to access '\(resourceAppID)'.",
      suberror: "basic_action")
  }

  /// AADSTS50079: MFA is required but the user has not registered a second factor.
  public static func mfaRegistrationRequired(resourceAppID: String) -> ServiceError {
    ServiceError(
      error: "interaction_required", code: 50_079,
      message: "Due to a configuration change made by your administrator, or because you moved to a new location, "
        + "you must enroll in multi-factor authentication to access '\(resourceAppID)'.")
  }

  /// AADSTS50089: the sign-in page's flow token expired (or is unknown).
  public static let flowTokenExpired = ServiceError(
    error: "invalid_request", code: 50_089, message: "Flow token expired - Authentication Failed.")

  /// AADSTS500121: the user denied (or did not complete) the MFA request.
  public static let mfaDenied = ServiceError(
    error: "access_denied", code: 500_121, message: "Authentication failed during strong authentication request.")

  /// AADSTS53000: Conditional Access requires a compliant device.
  public static let deviceNotCompliant = ServiceError(
    error: "interaction_required", code: 53_000,
    message: "Device is not in required device state: compliant. Conditional Access policy requires a compliant "
      + "device, and the device is not compliant. The user must enroll their device with an approved MDM provider "
      + "like Intune.")

  /// AADSTS53003: Conditional Access blocked the sign-in.
  public static func blockedByConditionalAccess(policyID: String) -> ServiceError {
    ServiceError(
      error: "invalid_grant", code: 53_003,
      message: "Access has been blocked by Conditional Access policies. The access policy does not allow token issuance.",
      suberror: "message_only",
      claims: #"{"access_token":{"capolids":{"essential":true,"values":["\#(policyID)"]}}}"#)
  }

  // MARK: Interactive-only

  /// AADSTS50058: `prompt=none` but nobody is signed in.
  public static let noSignedInUser = ServiceError(
    error: "login_required", code: 50_058, message: "A silent sign-in request was sent but no user is signed in.")

  /// AADSTS16000: `prompt=none` but several accounts are signed in and none was hinted.
  public static let accountSelectionRequired = ServiceError(
    error: "interaction_required", code: 16_000,
    message: "Either multiple user identities are available for the current request or selected account is not "
      + "supported for the scenario.")

  // MARK: Device code

  /// AADSTS70016: the user has not finished signing in on the other device yet.
  public static let authorizationPending = ServiceError(
    error: "authorization_pending", code: 70_016,
    message: "OAuth 2.0 device flow error. Authorization is pending. Continue polling.")

  /// AADSTS70019: the device code expired before the user signed in.
  public static let deviceCodeExpired = ServiceError(
    error: "expired_token", code: 70_019, message: "Verification code expired.")

  /// The user declined the device sign-in.
  public static let deviceAuthorizationDeclined = ServiceError(
    error: "authorization_declined", code: 65_004, message: "User declined to consent to access the app.")

  /// The device code is not one the service issued.
  public static let badVerificationCode = ServiceError(
    error: "bad_verification_code", code: 70_000, message: "The provided value for the 'device_code' parameter is not valid.")

  // MARK: Availability

  /// AADSTS90033: the service is temporarily unavailable (outage fault).
  public static let temporarilyUnavailable = ServiceError(
    error: "temporarily_unavailable", code: 90_033, message: "A transient error has occurred. Please try again.",
    httpStatus: 503)
}
