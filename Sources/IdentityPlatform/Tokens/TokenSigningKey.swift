import Crypto
import CryptoExtras
import Foundation
import TextCoding

/// The RS256 key the platform signs id tokens and access tokens with, and publishes as a JWK.
public struct TokenSigningKey: Sendable {
  /// The key id (`kid`), equal to the certificate thumbprint (`x5t`) as in Azure AD.
  public let keyID: String
  /// The DER bytes of the certificate, published in `x5c`.
  public let certificateDER: Data
  /// The public key, for verification.
  public let publicKey: _RSA.Signing.PublicKey
  private let privateKey: _RSA.Signing.PrivateKey

  /// The embedded simulation key.
  public static let simulation: TokenSigningKey = {
    do {
      return try TokenSigningKey(
        privateKeyPEM: SigningKeyMaterial.privateKeyPEM, certificatePEM: SigningKeyMaterial.certificatePEM)
    } catch {
      fatalError("the embedded simulation signing key does not load: \(error)")
    }
  }()

  /// Loads a key pair and its certificate from PEM text.
  public init(privateKeyPEM: String, certificatePEM: String) throws {
    privateKey = try _RSA.Signing.PrivateKey(pemRepresentation: privateKeyPEM)
    publicKey = privateKey.publicKey
    let body = certificatePEM.splitting(at: "\n").filter { !$0.hasPrefix("-----") }.map(String.init).joinedText()
    guard let der = Data(base64Encoded: body) else { throw JWTError.malformed("the certificate PEM is not base64") }
    certificateDER = der
    keyID = Base64URL.encode(Insecure.SHA1.hash(data: der))
  }

  /// Signs `header` and `claims` as a compact JWS (RS256). The header is written as Azure AD
  /// writes it: `typ`, `alg`, the caller's other fields (`x5t`), then `kid`.
  public func sign(header: JSONObject, claims: JSONObject) -> String {
    signed(signingInput(header: header, claims: claims))
  }

  /// Signs several JWTs (as `sign(header:claims:)` does each), on several cores when there are
  /// several: a token response's access token and id token are signed at the same time.
  public func sign(_ tokens: [(header: JSONObject, claims: JSONObject)]) -> [String] {
    let inputs = tokens.map { signingInput(header: $0.header, claims: $0.claims) }
    guard inputs.count > 1 else { return inputs.map(signed) }
    var results = [String](repeating: "", count: inputs.count)
    results.withUnsafeMutableBufferPointer { buffer in
      let slots = SignatureSlots(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
        slots.buffer[index] = signed(inputs[index])
      }
    }
    return results
  }

  /// The results of a parallel signing: each iteration writes only its own slot, and the caller
  /// reads them after every iteration has returned.
  private struct SignatureSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<String>
  }

  /// `BASE64URL(header).BASE64URL(claims)`, the header completed as Azure AD writes it.
  private func signingInput(header: JSONObject, claims: JSONObject) -> String {
    var fullHeader: JSONObject = ["typ": header["typ"] ?? "JWT", "alg": "RS256"]
    for member in header.members where member.key != "typ" && member.key != "alg" && member.key != "kid" {
      fullHeader[member.key] = member.value
    }
    fullHeader["kid"] = .string(keyID)
    return Base64URL.encode(JSONValue.object(fullHeader).compactText) + "."
      + Base64URL.encode(JSONValue.object(claims).compactText)
  }

  /// The compact JWS: the signing input, a dot, and its RS256 signature.
  private func signed(_ signingInput: String) -> String {
    do {
      let signature = try privateKey.signature(for: Data(utf8Of: signingInput), padding: .insecurePKCS1v1_5)
      return signingInput + "." + Base64URL.encode(signature.rawRepresentation)
    } catch {
      fatalError("RS256 signing failed: \(error)")
    }
  }

  /// The key as a JSON Web Key, as Azure AD publishes it; `issuer` is added on the v2 keys endpoint.
  public func jsonWebKey(issuer: String?) -> JSONObject {
    let primitives: _RSA.Signing.PublicKey.Primitives
    do {
      primitives = try publicKey.getKeyPrimitives()
    } catch {
      fatalError("the simulation public key has no primitives: \(error)")
    }
    var key: JSONObject = [
      "kty": "RSA",
      "use": "sig",
      "kid": .string(keyID),
      "x5t": .string(keyID),
      "n": .string(Base64URL.encode(primitives.modulus)),
      "e": .string(Base64URL.encode(primitives.publicExponent)),
      "x5c": [.string(certificateDER.base64EncodedString())],
    ]
    if let issuer { key["issuer"] = .string(issuer) }
    return key
  }
}
