import Foundation
import IdentityPlatform
import TextCoding

/// Readable text for MSAL's values, as the workbook prints them (a workbook helper, not MSAL API).
public enum MSALDescriptions {
  /// An account: username, identifier, environment and tenant profiles.
  public static func describe(_ account: MSALAccount) -> String {
    var lines = ["MSALAccount"]
    lines.append("  username:    \(account.username.map { "\"\($0)\"" } ?? "nil")")
    lines.append("  identifier:  \(account.identifier.map { "\"\($0)\"" } ?? "nil")")
    lines.append("  environment: \"\(account.environment)\"")
    if let claims = account.accountClaims, let name = claims["name"] as? String {
      lines.append("  accountClaims: name \"\(name)\"" + ((claims["tid"] as? String).map { ", tid \($0)" } ?? ""))
    } else {
      lines.append("  accountClaims: \(account.accountClaims == nil ? "nil" : "(\(account.accountClaims!.count) claims)")")
    }
    if let profiles = account.tenantProfiles {
      lines.append("  tenantProfiles: \(profiles.count)")
      for profile in profiles { lines.append("    - \(profile.description)") }
    } else {
      lines.append("  tenantProfiles: nil")
    }
    return lines.joined(separator: "\n")
  }

  /// A result: the token (shortened), expiry, scopes, account and authority.
  public static func describe(_ result: MSALResult) -> String {
    var lines = ["MSALResult"]
    lines.append("  accessToken: \"\(shorten(result.accessToken))\"")
    lines.append("  expiresOn:   \(result.expiresOn.map(UTCTimestamp.iso8601) ?? "nil")")
    lines.append("  scopes:      \(result.scopes)")
    lines.append("  account:     \(result.account.username ?? "nil") (\(result.account.identifier ?? "no identifier"))")
    lines.append("  tenantProfile: \(result.tenantProfile.description)")
    lines.append("  authority:   \(result.authority.urlString)")
    lines.append("  correlationId: \(result.correlationId.uuidString)")
    return lines.joined(separator: "\n")
  }

  /// An error from MSAL (or a keychain/network error it passed on): domain, code with its name,
  /// and the userInfo keys MSAL set.
  public static func describe(_ error: Error) -> String {
    if error is _GenericObjCError {
      return "Foundation._GenericObjCError.nilError (code 0): no matching account (MSAL returned nil without an error)"
    }
    let nsError = error as NSError
    var lines: [String] = []
    switch nsError.domain {
    case MSALErrorDomain:
      let name = MSALError(rawValue: nsError.code).map { "MSALError.\($0)" } ?? "code \(nsError.code)"
      lines.append("\(MSALErrorDomain) \(nsError.code) (\(name))")
    case NSOSStatusErrorDomain:
      lines.append("\(NSOSStatusErrorDomain) \(nsError.code)" + (nsError.code == -34018 ? " (errSecMissingEntitlement)" : ""))
    default:
      lines.append("\(nsError.domain) \(nsError.code)")
    }
    for key in nsError.userInfo.keys.sorted() {
      let value = nsError.userInfo[key]!
      var text: String
      switch value {
      case let result as MSALResult: text = "MSALResult (scopes \(result.scopes))"
      case let number as Int where key == MSALInternalErrorCodeKey:
        text = "\(number)" + (MSALInternalError(rawValue: number).map { " (MSALInternalError.\($0))" } ?? "")
      case let list as [String]: text = "\(list)"
      case let dictionary as [String: String]: text = dictionary.keys.sorted().map { "\($0): \(dictionary[$0]!)" }.joined(separator: ", ")
      default: text = "\(value)"
      }
      if key == MSALOAuthSubErrorDescriptionKey { text = text.components(separatedBy: "\r\n").first ?? text }
      lines.append("  \(key): \(text)")
    }
    return lines.joined(separator: "\n")
  }

  static func shorten(_ token: String, length: Int = 16) -> String {
    token.count <= length ? token : String(token.prefix(length)) + "…"
  }
}
