// MARK: - C enums, as Swift imports them (structs with global constants)

/// The outcome of an ADAL request (`ADAuthenticationResultStatus`).
public struct ADAuthenticationResultStatus: RawRepresentable, Equatable, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// The request succeeded.
public let AD_SUCCEEDED = ADAuthenticationResultStatus(0)
/// The user closed the web view.
public let AD_USER_CANCELLED = ADAuthenticationResultStatus(1)
/// The request failed; `result.error` says why.
public let AD_FAILED = ADAuthenticationResultStatus(2)

/// When `acquireToken` shows the web view (`ADPromptBehavior`).
public struct ADPromptBehavior: RawRepresentable, Equatable, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// Cache first, then the refresh token, then the web view.
public let AD_PROMPT_AUTO = ADPromptBehavior(0)
/// Always the web view, asking for credentials.
public let AD_PROMPT_ALWAYS = ADPromptBehavior(1)
/// The web view with `prompt=refresh_session`.
public let AD_PROMPT_REFRESH_SESSION = ADPromptBehavior(2)
/// Always prompt, even inside the broker.
public let AD_FORCE_PROMPT = ADPromptBehavior(3)

/// Whether ADAL may use the broker (`ADCredentialsType`).
public struct ADCredentialsType: RawRepresentable, Equatable, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// The broker may be used.
public let AD_CREDENTIALS_AUTO = ADCredentialsType(0)
/// Only the embedded web view.
public let AD_CREDENTIALS_EMBEDDED = ADCredentialsType(1)

/// How an `ADUserIdentifier` must match (`ADUserIdentifierType`).
public struct ADUserIdentifierType: RawRepresentable, Equatable, Hashable, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// The id is the object id.
public let UniqueId = ADUserIdentifierType(0)
/// The id is a UPN; another user may sign in.
public let OptionalDisplayableId = ADUserIdentifierType(1)
/// The id is a UPN; the user who signs in must match.
public let RequiredDisplayableId = ADUserIdentifierType(2)

// MARK: - Error domains and keys

/// Local ADAL errors; codes are `ADErrorCode`.
public let ADAuthenticationErrorDomain = "ADAuthenticationErrorDomain"
/// Errors from the broker.
public let ADBrokerResponseErrorDomain = "ADBrokerResponseErrorDomain"
/// Keychain errors; the code is the `OSStatus`.
public let ADKeychainErrorDomain = "ADKeychainErrorDomain"
/// HTTP errors; the code is the HTTP status.
public let ADHTTPErrorCodeDomain = "ADHTTPErrorCodeDomain"
/// OAuth errors from the service.
public let ADOAuthServerErrorDomain = "ADOAuthServerErrorDomain"
/// userInfo key: the HTTP headers.
public let ADHTTPHeadersKey = "ADHTTPHeadersKey"
/// userInfo key: the service's `suberror`.
public let ADSuberrorKey = "ADSuberrorKey"
/// userInfo key: the broker version.
public let ADBrokerVersionKey = "ADBrokerVersionKey"
/// userInfo key: the user id involved.
public let ADUserIdKey = "ADUserIdKey"

/// ADAL's error codes (`ADErrorCode`; Swift drops only the `AD_` prefix).
public enum ADErrorCode: Int, Sendable, CaseIterable {
  case ERROR_SUCCEEDED = 0
  case ERROR_UNEXPECTED = -1
  case ERROR_DEVELOPER_INVALID_ARGUMENT = 100
  case ERROR_DEVELOPER_AUTHORITY_VALIDATION = 101
  case ERROR_SERVER_USER_INPUT_NEEDED = 200
  case ERROR_SERVER_WPJ_REQUIRED = 201
  case ERROR_SERVER_OAUTH = 202
  case ERROR_SERVER_REFRESH_TOKEN_REJECTED = 203
  case ERROR_SERVER_WRONG_USER = 204
  case ERROR_SERVER_NON_HTTPS_REDIRECT = 205
  case ERROR_SERVER_INVALID_ID_TOKEN = 206
  case ERROR_SERVER_MISSING_AUTHENTICATE_HEADER = 207
  case ERROR_SERVER_AUTHENTICATE_HEADER_BAD_FORMAT = 208
  case ERROR_SERVER_UNAUTHORIZED_CODE_EXPECTED = 209
  case ERROR_SERVER_UNSUPPORTED_REQUEST = 210
  case ERROR_SERVER_AUTHORIZATION_CODE = 211
  case ERROR_SERVER_INVALID_RESPONSE = 212
  case ERROR_SERVER_PROTECTION_POLICY_REQUIRED = 213
  case ERROR_CACHE_MULTIPLE_USERS = 300
  case ERROR_CACHE_VERSION_MISMATCH = 301
  case ERROR_CACHE_BAD_FORMAT = 302
  case ERROR_CACHE_NO_REFRESH_TOKEN = 303
  case ERROR_UI_MULTLIPLE_INTERACTIVE_REQUESTS = 400
  case ERROR_UI_NO_MAIN_VIEW_CONTROLLER = 401
  case ERROR_UI_NOT_SUPPORTED_IN_APP_EXTENSION = 402
  case ERROR_UI_USER_CANCEL = 403
  case ERROR_UI_NOT_ON_MAIN_THREAD = 404
  case ERROR_TOKENBROKER_UNKNOWN = 500
}
