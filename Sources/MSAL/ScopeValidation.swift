import Foundation
import IdentityPlatform
import TextCoding

/// MSAL's checks on the scopes an app passes.
enum ScopeValidation {
  /// Throws an invalid-parameter error for an empty list, a blank scope, or a reserved scope.
  static func validate(_ scopes: [String], correlationID: UUID) throws {
    guard !scopes.isEmpty else {
      throw MSALErrorFactory.invalidParameter("scopes must not be empty.", correlationID: correlationID)
    }
    if scopes.contains(where: { $0.trimmingSpaces.isEmpty }) {
      throw MSALErrorFactory.invalidParameter("scopes must not contain an empty scope.", correlationID: correlationID)
    }
    let reserved = scopes.filter { TokenResultBuilder.oidcScopes.contains($0.lowercased()) }
    if !reserved.isEmpty {
      throw MSALErrorFactory.invalidParameter(
        "\(reserved.joinedText(separator: ", ")) are reserved scopes and may not be specified in the acquire token call: "
          + "MSAL always requests openid, profile and offline_access.",
        correlationID: correlationID)
    }
  }

  /// The `scope` parameter MSAL sends: the app's scopes, then `openid profile offline_access`.
  static func parameter(_ scopes: [String]) -> String {
    (scopes + TokenResultBuilder.oidcScopes.filter { oidc in !scopes.contains { $0.lowercased() == oidc } })
      .joinedText(separator: " ")
  }
}
