import Device
import Foundation
import IdentityCore
import IdentityPlatform

/// Builds the `NSError`s MSAL returns, classified as `MSALErrorConverter` does: recoverable codes
/// stay themselves; everything else becomes `.internal` with the detail under `MSALInternalErrorCodeKey`.
enum MSALErrorFactory {
  /// A code before classification: a public `MSALError` or an internal one.
  enum Code {
    case `public`(MSALError)
    case `internal`(MSALInternalError)
  }

  /// The classified error for `code`.
  static func make(
    _ code: Code, _ description: String, correlationID: UUID? = nil, extra: [String: Any] = [:]
  ) -> NSError {
    var userInfo = extra
    userInfo[MSALErrorDescriptionKey] = description
    if let correlationID { userInfo[MSALCorrelationIDKey] = correlationID.uuidString }
    let classified: Int
    switch code {
    case .public(let error) where MSALError.recoverable.contains(error):
      classified = error.rawValue
    case .public(let error):
      classified = MSALError.internal.rawValue
      userInfo[MSALInternalErrorCodeKey] =
        error == .internal ? MSALInternalError.internalErrorUnexpected.rawValue : error.rawValue
    case .internal(let error):
      classified = MSALError.internal.rawValue
      userInfo[MSALInternalErrorCodeKey] = error.rawValue
    }
    return NSError(domain: MSALErrorDomain, code: classified, userInfo: userInfo)
  }

  /// An invalid-parameter error (a developer mistake).
  static func invalidParameter(_ description: String, correlationID: UUID? = nil) -> NSError {
    make(.internal(.internalErrorInvalidParameter), description, correlationID: correlationID)
  }

  /// A keychain failure, as MSAL passes it on: `NSOSStatusErrorDomain`, code = OSStatus.
  static func keychain(_ error: KeychainError, operation: String) -> NSError {
    NSError(
      domain: NSOSStatusErrorDomain, code: Int(error.status),
      userInfo: [
        MSALErrorDescriptionKey: "Failed to \(operation) the keychain (\(error.name)): \(error.message)",
        NSLocalizedDescriptionKey: error.message,
      ])
  }

  /// A network failure, as MSAL passes it on: `NSURLErrorDomain`.
  static func transport(_ error: TransportError) -> NSError {
    NSError(domain: TransportError.domain, code: error.rawValue, userInfo: [NSLocalizedDescriptionKey: error.description])
  }

  /// The error for a token-endpoint failure. `silent` applies the silent rule: any OAuth error
  /// except `invalid_scope`, `invalid_client` and protection-policy-required means interaction is required.
  static func server(_ response: ServerErrorResponse, silent: Bool, correlationID: UUID) -> NSError {
    // MSAL reads the body as an OAuth error only on 400 and 401; 429, 5xx and the rest are
    // "unhandled responses" (MSIDAADRequestErrorHandler).
    guard let oauthError = response.error, [400, 401].contains(response.status) else {
      var headers: [String: String] = [:]
      for field in response.headers { headers[field.name] = field.value }
      return make(
        .internal(.internalErrorUnhandledResponse),
        "Unexpected HTTP response \(response.status) \(HTTPResponse.reasonPhrase(for: response.status)) from the token endpoint",
        correlationID: correlationID,
        extra: [MSALHTTPResponseCodeKey: String(response.status), MSALHTTPHeadersKey: headers])
    }
    var extra: [String: Any] = [MSALOAuthErrorKey: oauthError, MSALSTSErrorCodesKey: response.errorCodes]
    if let suberror = response.suberror, !suberror.isEmpty { extra[MSALOAuthSubErrorKey] = suberror }
    if let description = response.errorDescription { extra[MSALOAuthSubErrorDescriptionKey] = description }
    extra[MSALHTTPResponseCodeKey] = String(response.status)
    let description = response.errorDescription ?? oauthError
    let code = mappedCode(for: response)
    if silent, isRecoverableByInteraction(response, mapped: code) {
      return make(.public(.interactionRequired), "User interaction is required. \(description)", correlationID: correlationID, extra: extra)
    }
    return make(code, description, correlationID: correlationID, extra: extra)
  }

  /// `MSIDErrorCodeForOAuthError` followed by the converter's mapping.
  static func mappedCode(for response: ServerErrorResponse) -> Code {
    switch response.error {
    case "interaction_required", "login_required", "consent_required": return .public(.interactionRequired)
    case "invalid_grant": return .internal(.internalErrorInvalidGrant)
    case "invalid_request":
      return response.errorCodes.contains(50142)
        ? .public(.serverInvalidRequestResetPasswordRequired) : .internal(.internalErrorInvalidRequest)
    case "invalid_client": return .internal(.internalErrorInvalidClient)
    case "invalid_scope": return .internal(.internalErrorInvalidScope)
    case "unauthorized_client":
      return response.suberror == "protection_policy_required"
        ? .public(.serverProtectionPoliciesRequired) : .internal(.internalErrorUnauthorizedClient)
    case "access_denied": return .public(.userCanceled)
    case "server_error", "temporarily_unavailable": return .public(.serverError)
    default: return .internal(.internalErrorAuthorizationFailed)
    }
  }

  private static func isRecoverableByInteraction(_ response: ServerErrorResponse, mapped: Code) -> Bool {
    if case .public(.serverProtectionPoliciesRequired) = mapped { return false }
    return !["invalid_scope", "invalid_client"].contains(response.error ?? "")
  }
}
