import Foundation
import MSAL
import SwiftScript

/// MSAL's errors: `MSALErrorDomain`, the userInfo keys, `MSALError` and `MSALInternalError`.
///
/// As in the real library, `MSALError` is a plain integer enum, not an `Error`: code compares
/// `nsError.code == MSALError.interactionRequired.rawValue` in the `MSALErrorDomain`.
enum MSALErrorBindings {
  static func register(on registry: HostRegistry) {
    registry.register(MSALError.self) { $0.swiftEnumeration() }
    registry.register(MSALInternalError.self) { $0.swiftEnumeration() }
    // What `account(forIdentifier:)` and `account(forUsername:)` throw when nothing matches.
    registry.registerError(_GenericObjCError.self) {
      NSError(domain: _GenericObjCError.errorDomain, code: $0.errorCode, userInfo: $0.errorUserInfo)
    }

    registry.constant("MSALErrorDomain", .string(MSALErrorDomain))
    let userInfoKeys: KeyValuePairs<String, String> = [
      "MSALErrorDescriptionKey": MSALErrorDescriptionKey,
      "MSALOAuthErrorKey": MSALOAuthErrorKey,
      "MSALOAuthSubErrorKey": MSALOAuthSubErrorKey,
      "MSALOAuthSubErrorDescriptionKey": MSALOAuthSubErrorDescriptionKey,
      "MSALSTSErrorCodesKey": MSALSTSErrorCodesKey,
      "MSALInternalErrorCodeKey": MSALInternalErrorCodeKey,
      "MSALHTTPHeadersKey": MSALHTTPHeadersKey,
      "MSALHTTPResponseCodeKey": MSALHTTPResponseCodeKey,
      "MSALCorrelationIDKey": MSALCorrelationIDKey,
      "MSALDeclinedScopesKey": MSALDeclinedScopesKey,
      "MSALGrantedScopesKey": MSALGrantedScopesKey,
      "MSALInvalidResultKey": MSALInvalidResultKey,
      "MSALDisplayableUserIdKey": MSALDisplayableUserIdKey,
      "MSALHomeAccountIdKey": MSALHomeAccountIdKey,
      "MSALBrokerVersionKey": MSALBrokerVersionKey,
      "MSALThrottlingCacheHitKey": MSALThrottlingCacheHitKey,
    ]
    for (name, value) in userInfoKeys { registry.constant(name, .string(value)) }
  }
}
