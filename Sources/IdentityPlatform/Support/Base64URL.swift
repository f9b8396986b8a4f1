import Foundation

/// Base64url encoding without padding, as used by JWTs, `client_info` and PKCE (RFC 4648 §5).
public enum Base64URL {
  /// Encodes bytes as unpadded base64url text.
  public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Encodes the UTF-8 bytes of a string as unpadded base64url text.
  public static func encode(_ string: String) -> String {
    encode(Array(string.utf8))
  }

  /// Decodes base64url text, with or without padding; nil when it is not valid base64url.
  public static func decode(_ text: some StringProtocol) -> Data? {
    var base64 = String(text)
    guard base64.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_=".contains($0)) }) else {
      return nil
    }
    base64 = base64.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 = base64.replacingOccurrences(of: "=", with: "")
    let remainder = base64.count % 4
    if remainder == 1 { return nil }
    if remainder > 0 { base64 += String(repeating: "=", count: 4 - remainder) }
    return Data(base64Encoded: base64)
  }
}
