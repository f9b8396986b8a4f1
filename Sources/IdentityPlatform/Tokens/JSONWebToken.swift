import Crypto
import CryptoExtras
import Foundation
import TextCoding

/// A decoded compact JWT: header, claims and signature.
public struct JSONWebToken: Equatable, Sendable {
  /// The JOSE header.
  public let header: JSONObject
  /// The claim set.
  public let claims: JSONObject
  /// The raw signature bytes (empty for unsigned tokens).
  public let signature: Data
  /// `base64url(header).base64url(claims)`, the bytes the signature covers.
  public let signingInput: String

  /// Decodes `header.payload.signature`; does not check the signature.
  public init(compact: String) throws(JWTError) {
    // Split on the UTF-8 bytes: splitting the `String` walks it by grapheme cluster, which cost
    // more than decoding the parts.
    let utf8 = compact.utf8
    let parts = utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw .malformed("a JWT has three dot-separated parts; this has \(parts.count)") }
    guard let headerData = Base64URL.decode(bytes: parts[0]), let header = try? JSONValue.parse(headerData).objectValue else {
      throw .malformed("the header is not base64url-encoded JSON")
    }
    guard let claimsData = Base64URL.decode(bytes: parts[1]), let claims = try? JSONValue.parse(claimsData).objectValue else {
      throw .malformed("the payload is not base64url-encoded JSON")
    }
    guard let signature = Base64URL.decode(bytes: parts[2]) else { throw .malformed("the signature is not base64url") }
    self.header = header
    self.claims = claims
    self.signature = signature
    signingInput = String(compact[parts[0].startIndex..<parts[1].endIndex])
  }

  /// Whether `text` has the shape of a compact JWT (three base64url parts, JSON header).
  public static func looksLikeJWT(_ text: String) -> Bool {
    text.hasPrefix("eyJ") && (try? JSONWebToken(compact: text)) != nil
  }

  /// Checks the RS256 signature against the key in `keySet` named by the header's `kid`.
  public func verifySignature(using keySet: JSONWebKeySet) throws(JWTError) {
    guard header["alg"]?.stringValue == "RS256" else {
      throw .unsupportedAlgorithm(header["alg"]?.stringValue ?? "none")
    }
    guard let keyID = header["kid"]?.stringValue else { throw .malformed("the header has no 'kid'") }
    guard let key = keySet.key(id: keyID) else { throw .unknownKey(keyID) }
    let valid = key.isValidSignature(
      _RSA.Signing.RSASignature(rawRepresentation: signature), for: Data(utf8Of: signingInput),
      padding: .insecurePKCS1v1_5)
    guard valid else { throw .badSignature }
  }
}

/// Why a JWT could not be decoded or verified.
public enum JWTError: Error, Equatable, Sendable, CustomStringConvertible {
  case malformed(String)
  case unsupportedAlgorithm(String)
  case unknownKey(String)
  case badSignature

  public var description: String {
    switch self {
    case .malformed(let reason): "not a valid JWT: \(reason)"
    case .unsupportedAlgorithm(let alg): "the token is signed with '\(alg)', not RS256"
    case .unknownKey(let kid): "no key with kid '\(kid)' in the key set"
    case .badSignature: "the signature does not match the token's contents"
    }
  }
}

/// A JSON Web Key Set as published at the `jwks_uri`, holding RSA signing keys.
public struct JSONWebKeySet: Sendable {
  private let keys: [String: _RSA.Signing.PublicKey]

  /// Reads the `keys` array of a JWKS document; keys that are not RSA are skipped.
  public init(json: JSONValue) throws(JWTError) {
    guard let entries = json["keys"]?.arrayValue else { throw .malformed("a key set has a 'keys' array") }
    var keys: [String: _RSA.Signing.PublicKey] = [:]
    for entry in entries {
      guard entry["kty"]?.stringValue == "RSA", let kid = entry["kid"]?.stringValue,
        let n = entry["n"]?.stringValue.flatMap(Base64URL.decode), let e = entry["e"]?.stringValue.flatMap(Base64URL.decode)
      else { continue }
      guard let key = try? _RSA.Signing.PublicKey(n: n, e: e) else { throw .malformed("key '\(kid)' is not a valid RSA key") }
      keys[kid] = key
    }
    self.keys = keys
  }

  /// The key with `kid` `id`.
  public func key(id: String) -> _RSA.Signing.PublicKey? { keys[id] }
}
