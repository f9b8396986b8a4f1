import Device
import Foundation
import IdentityCore
import IdentityPlatform

/// Builds ADAL's errors as `ADALAuthenticationErrorConverter` shapes them.
enum ADALErrors {
  /// A keychain failure: `ADKeychainErrorDomain`, code = OSStatus.
  static func keychain(_ error: KeychainError) -> ADAuthenticationError {
    ADAuthenticationError(
      domain: ADKeychainErrorDomain, code: Int(error.status),
      details: "Keychain failure \(error.name) (\(error.status)): \(error.message)")
  }

  /// A network failure: `NSURLErrorDomain`.
  static func transport(_ error: TransportError) -> ADAuthenticationError {
    ADAuthenticationError(domain: TransportError.domain, code: error.rawValue, details: error.description)
  }

  /// A token endpoint failure: OAuth errors in `ADOAuthServerErrorDomain` (`AD_ERROR_SERVER_OAUTH`),
  /// other HTTP failures in `ADHTTPErrorCodeDomain` with the status as code.
  static func server(_ response: ServerErrorResponse) -> ADAuthenticationError {
    guard let oauthError = response.error, [400, 401].contains(response.status) else {
      var headers: [String: String] = [:]
      for field in response.headers { headers[field.name] = field.value }
      return ADAuthenticationError(
        domain: ADHTTPErrorCodeDomain, code: response.status,
        details: "The server returned HTTP \(response.status) \(HTTPResponse.reasonPhrase(for: response.status)).",
        userInfo: [ADHTTPHeadersKey: headers])
    }
    var userInfo: [String: Any] = [:]
    if let suberror = response.suberror, !suberror.isEmpty { userInfo[ADSuberrorKey] = suberror }
    if response.suberror == "protection_policy_required" {
      return ADAuthenticationError(
        domain: ADAuthenticationErrorDomain, code: ADErrorCode.ERROR_SERVER_PROTECTION_POLICY_REQUIRED.rawValue,
        protocolCode: oauthError, details: response.errorDescription ?? oauthError, userInfo: userInfo)
    }
    return ADAuthenticationError(
      domain: ADOAuthServerErrorDomain, code: ADErrorCode.ERROR_SERVER_OAUTH.rawValue, protocolCode: oauthError,
      details: response.errorDescription ?? oauthError, userInfo: userInfo)
  }

  /// The silent failure: `AD_ERROR_SERVER_USER_INPUT_NEEDED`, the cause under `NSUnderlyingErrorKey`
  /// (protection-policy errors pass through as themselves).
  static func userInputNeeded(underlying: ADAuthenticationError?, userID: String?) -> ADAuthenticationError {
    if let underlying, underlying.code == ADErrorCode.ERROR_SERVER_PROTECTION_POLICY_REQUIRED.rawValue { return underlying }
    var userInfo: [String: Any] = [:]
    if let underlying { userInfo[NSUnderlyingErrorKey] = underlying }
    if let userID { userInfo[ADUserIdKey] = userID }
    return ADAuthenticationError(
      domain: ADAuthenticationErrorDomain, code: ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED.rawValue,
      protocolCode: underlying?.protocolCode,
      details: "The user credentials are needed to obtain access token. Please call the non-silent acquireTokenWithResource methods.",
      userInfo: userInfo)
  }
}
