import Device
import Foundation
import IdentityPlatform
import TextCoding

/// Readable text for keychain items: which cache schema an item belongs to, what it holds, and
/// its key, with secrets shortened.
public enum KeychainItemDescription {
  /// What kind of item this is, e.g. "MSAL refresh token" or "ADAL multi-resource refresh token".
  public static func kind(of item: KeychainItem) -> String {
    if item.genericText == LegacyTokenItem.keyPrefix {
      guard let legacy = LegacyTokenItem(archiveData: item.data) else { return "ADAL item (unreadable)" }
      if legacy.isFamilyRefreshToken { return "ADAL family refresh token" }
      return legacy.isMultiResourceRefreshToken ? "ADAL multi-resource refresh token" : "ADAL access token"
    }
    switch item.type {
    case 2001: return "MSAL access token"
    case 2002:
      let record = (try? JSONValue.parse(item.data).objectValue).flatMap(CredentialRecord.init(json:))
      return record?.isFamilyRefreshToken == true ? "MSAL family refresh token" : "MSAL refresh token"
    case 2003: return "MSAL id token"
    case 1001, 1003: return "MSAL account"
    case 3001: return "MSAL app metadata"
    default: return "keychain item"
    }
  }

  /// A multi-line description of `item`: kind, key attributes and decoded body.
  public static func describe(_ item: KeychainItem, secretLength: Int = 12) -> String {
    var lines = [kind(of: item)]
    lines.append("  account: \(item.account)")
    lines.append("  service: \(item.service)")
    if let generic = item.genericText { lines.append("  generic: \(generic)") }
    if let type = item.type { lines.append("  type:    \(type)") }
    if item.genericText == LegacyTokenItem.keyPrefix, let legacy = LegacyTokenItem(archiveData: item.data) {
      lines += describe(legacy, secretLength: secretLength).map { "  " + $0 }
    } else if let body = try? JSONValue.parse(item.data).objectValue {
      for (key, value) in body.members {
        lines.append("  \(key): \(render(key: key, value: value, secretLength: secretLength))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The fields of a legacy item, one per line.
  public static func describe(_ legacy: LegacyTokenItem, secretLength: Int = 12) -> [String] {
    var lines = ["authority: \(legacy.authority)", "resource: \(legacy.resource ?? "nil (multi-resource refresh token)")"]
    lines.append("clientId: \(legacy.clientID)")
    lines.append("userId: \(legacy.userID)")
    if let token = legacy.accessToken { lines.append("accessToken: \(shorten(token, secretLength))") }
    if let token = legacy.refreshToken { lines.append("refreshToken: \(shorten(token, secretLength))") }
    if let expiresOn = legacy.expiresOn { lines.append("expiresOn: \(UTCTimestamp.iso8601(expiresOn))") }
    if let familyID = legacy.familyID { lines.append("familyId: \(familyID)") }
    if let home = legacy.homeAccountID { lines.append("homeAccountId: \(home)") }
    return lines
  }

  private static func render(key: String, value: JSONValue, secretLength: Int) -> String {
    switch (key, value) {
    case ("secret", .string(let secret)): return shorten(secret, secretLength)
    case ("cached_at", .string(let text)), ("expires_on", .string(let text)), ("extended_expires_on", .string(let text)):
      guard let seconds = Int(text) else { return text }
      return "\(text) (\(UTCTimestamp.iso8601(Date(timeIntervalSince1970: TimeInterval(seconds)))))"
    case (_, .string(let text)): return text
    default: return value.compactText
    }
  }

  private static func shorten(_ secret: String, _ length: Int) -> String {
    secret.count <= length ? secret : String(secret.prefix(length)) + "…"
  }
}
