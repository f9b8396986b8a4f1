import ADAL
import Foundation
import SwiftScript

/// ADAL's C enums as Swift imports them (structs with global constants: `AD_SUCCEEDED`,
/// `AD_PROMPT_AUTO`...), `ADErrorCode`, and the error domains and userInfo keys.
enum ADALConstantBindings {
  static func register(on registry: HostRegistry) {
    registry.registerCEnumeration(
      ADAuthenticationResultStatus.self,
      constants: ["AD_SUCCEEDED": AD_SUCCEEDED, "AD_USER_CANCELLED": AD_USER_CANCELLED, "AD_FAILED": AD_FAILED])
    registry.registerCEnumeration(
      ADPromptBehavior.self,
      constants: [
        "AD_PROMPT_AUTO": AD_PROMPT_AUTO, "AD_PROMPT_ALWAYS": AD_PROMPT_ALWAYS,
        "AD_PROMPT_REFRESH_SESSION": AD_PROMPT_REFRESH_SESSION, "AD_FORCE_PROMPT": AD_FORCE_PROMPT,
      ])
    registry.registerCEnumeration(
      ADCredentialsType.self, constants: ["AD_CREDENTIALS_AUTO": AD_CREDENTIALS_AUTO, "AD_CREDENTIALS_EMBEDDED": AD_CREDENTIALS_EMBEDDED])
    registry.registerCEnumeration(
      ADUserIdentifierType.self,
      constants: ["UniqueId": UniqueId, "OptionalDisplayableId": OptionalDisplayableId, "RequiredDisplayableId": RequiredDisplayableId])
    registry.register(ADErrorCode.self) { $0.swiftEnumeration() }

    let strings: KeyValuePairs<String, String> = [
      "ADAuthenticationErrorDomain": ADAuthenticationErrorDomain,
      "ADBrokerResponseErrorDomain": ADBrokerResponseErrorDomain,
      "ADKeychainErrorDomain": ADKeychainErrorDomain,
      "ADHTTPErrorCodeDomain": ADHTTPErrorCodeDomain,
      "ADOAuthServerErrorDomain": ADOAuthServerErrorDomain,
      "ADHTTPHeadersKey": ADHTTPHeadersKey,
      "ADSuberrorKey": ADSuberrorKey,
      "ADBrokerVersionKey": ADBrokerVersionKey,
      "ADUserIdKey": ADUserIdKey,
    ]
    for (name, value) in strings { registry.constant(name, .string(value)) }
  }

  /// The constant's name for a status (`AD_SUCCEEDED`), for displays.
  static func statusName(_ status: ADAuthenticationResultStatus) -> String {
    switch status {
    case AD_SUCCEEDED: "AD_SUCCEEDED"
    case AD_USER_CANCELLED: "AD_USER_CANCELLED"
    case AD_FAILED: "AD_FAILED"
    default: "ADAuthenticationResultStatus(rawValue: \(status.rawValue))"
    }
  }
}
