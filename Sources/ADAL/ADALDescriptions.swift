import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// Readable text for ADAL's values, as the workbook prints them (a workbook helper, not ADAL API).
public enum ADALDescriptions {
  /// A result: status, token (shortened), user and error.
  public static func describe(_ result: ADAuthenticationResult) -> String {
    let status = result.status == AD_SUCCEEDED ? "AD_SUCCEEDED" : result.status == AD_USER_CANCELLED ? "AD_USER_CANCELLED" : "AD_FAILED"
    var lines = ["ADAuthenticationResult", "  status: \(status)"]
    if let token = result.accessToken { lines.append("  accessToken: \"\(token.count > 16 ? String(token.prefix(16)) + "…" : token)\"") }
    if let user = result.tokenCacheItem?.userInformation {
      lines.append("  userInformation.userId: \(user.userId)")
      lines.append("  userInformation.homeAccountId: \(user.homeAccountId ?? "nil")")
    }
    if let expiresOn = result.tokenCacheItem?.expiresOn { lines.append("  expiresOn: \(UTCTimestamp.iso8601(expiresOn))") }
    lines.append("  multiResourceRefreshToken: \(result.multiResourceRefreshToken)")
    if let authority = result.authority { lines.append("  authority: \(authority)") }
    if let error = result.error { lines.append("  error: " + describe(error).replacingOccurrences(of: "\n", with: "\n  ")) }
    return lines.joined(separator: "\n")
  }

  /// An error: domain, code with its `ADErrorCode` name, protocol code, details.
  public static func describe(_ error: ADAuthenticationError) -> String {
    var head = "\(error.domain) \(error.code)"
    if error.domain == ADAuthenticationErrorDomain || error.domain == ADOAuthServerErrorDomain,
      let code = ADErrorCode(rawValue: error.code)
    {
      head += " (AD_\(code))"
    }
    var lines = [head]
    if let protocolCode = error.protocolCode { lines.append("  protocolCode: \(protocolCode)") }
    if let details = error.errorDetails { lines.append("  errorDetails: \(details.components(separatedBy: "\r\n").first ?? details)") }
    if let suberror = error.userInfo[ADSuberrorKey] as? String { lines.append("  \(ADSuberrorKey): \(suberror)") }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? ADAuthenticationError {
      lines.append("  underlying: " + describe(underlying).replacingOccurrences(of: "\n", with: "\n  "))
    }
    return lines.joined(separator: "\n")
  }

  /// A cache item.
  public static func describe(_ item: ADTokenCacheItem) -> String {
    (["ADTokenCacheItem"] + KeychainItemDescription.describe(item.legacyItem).map { "  " + $0 }).joined(separator: "\n")
  }
}
