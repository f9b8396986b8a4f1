import Foundation

/// Base64url encoding without padding, as used by JWTs, `client_info` and PKCE (RFC 4648 §5).
///
/// Its generic functions are `@inlinable`, so the modules that call them (the platform, MSAL,
/// IdentityCore) get them specialized for their byte collections, as when this lived in the platform.
public enum Base64URL {
  @usableFromInline static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  @usableFromInline static let decodeTable: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    return table
  }()

  /// Encodes bytes as unpadded base64url text.
  @inlinable
  public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let input = Array(bytes)
    var output = [UInt8]()
    output.reserveCapacity((input.count * 4 + 2) / 3)
    var index = 0
    while index + 3 <= input.count {
      let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
      output.append(alphabet[Int(chunk >> 18 & 63)])
      output.append(alphabet[Int(chunk >> 12 & 63)])
      output.append(alphabet[Int(chunk >> 6 & 63)])
      output.append(alphabet[Int(chunk & 63)])
      index += 3
    }
    let remaining = input.count - index
    if remaining > 0 {
      let chunk = UInt32(input[index]) << 16 | (remaining == 2 ? UInt32(input[index + 1]) << 8 : 0)
      output.append(alphabet[Int(chunk >> 18 & 63)])
      output.append(alphabet[Int(chunk >> 12 & 63)])
      if remaining == 2 { output.append(alphabet[Int(chunk >> 6 & 63)]) }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Encodes the UTF-8 bytes of a string as unpadded base64url text.
  @inlinable
  public static func encode(_ string: String) -> String {
    encode(Array(string.utf8))
  }

  /// Decodes base64url text, with or without padding; nil when it is not valid base64url.
  @inlinable
  public static func decode(_ text: some StringProtocol) -> Data? {
    decode(bytes: Array(text.utf8))
  }

  /// Decodes base64url text given as UTF-8 bytes; nil when it is not valid base64url.
  @inlinable
  public static func decode<Bytes: BidirectionalCollection>(bytes text: Bytes) -> Data? where Bytes.Element == UInt8 {
    var symbols = text[...]
    while symbols.last == UInt8(ascii: "=") { symbols = symbols.dropLast() }
    guard symbols.count % 4 != 1 else { return nil }
    // Bytes go to an array, made into `Data` once: appending to `Data` byte by byte cost more
    // than the decoding (callgrind: most of a token's parse).
    var output = [UInt8]()
    output.reserveCapacity(symbols.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    let valid = decodeTable.withUnsafeBufferPointer { table in
      for symbol in symbols {
        let value = table[Int(symbol)]
        guard value != 0xFF else { return false }
        buffer = buffer << 6 | UInt32(value)
        bits += 6
        if bits >= 8 {
          bits -= 8
          output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
        }
      }
      return true
    }
    return valid ? Data(output) : nil
  }
}
