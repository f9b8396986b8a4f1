import Foundation
import IdentityPlatform
import Testing
import TextCoding

@Suite("JWT signatures verify against the published keys")
struct JSONWebTokenTests {
  let platform = IdentityPlatform()

  private func keySet() throws -> JSONWebKeySet {
    try JSONWebKeySet(json: #require(try platform.send(.get("https://login.microsoftonline.com/common/discovery/v2.0/keys")).jsonBody))
  }

  private func idToken() throws -> String {
    try #require(try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])["id_token"]?.stringValue)
  }

  @Test("an issued id token verifies against the JWKS key")
  func verifies() throws {
    try JSONWebToken(compact: idToken()).verifySignature(using: keySet())
  }

  @Test("a token with a tampered payload fails verification")
  func tamperedPayload() throws {
    let parts = try idToken().split(separator: ".").map(String.init)
    var claims = try JSONWebToken(compact: parts.joined(separator: ".")).claims
    claims["preferred_username"] = "mallory@contoso.com"
    let forged = [parts[0], Base64URL.encode(JSONValue.object(claims).compactText), parts[2]].joined(separator: ".")
    #expect(throws: JWTError.badSignature) { try JSONWebToken(compact: forged).verifySignature(using: try keySet()) }
  }

  @Test("a token with a tampered signature fails verification")
  func tamperedSignature() throws {
    var parts = try idToken().split(separator: ".").map(String.init)
    var signature = try #require(Base64URL.decode(parts[2]))
    signature[signature.startIndex] ^= 0x01
    parts[2] = Base64URL.encode(signature)
    #expect(throws: JWTError.badSignature) { try JSONWebToken(compact: parts.joined(separator: ".")).verifySignature(using: try keySet()) }
  }

  @Test("alg none is refused; an unknown kid is reported")
  func algorithmAndKey() throws {
    let unsigned = Base64URL.encode(#"{"alg":"none"}"#) + "." + Base64URL.encode(#"{"sub":"x"}"#) + "."
    #expect(throws: JWTError.unsupportedAlgorithm("none")) { try JSONWebToken(compact: unsigned).verifySignature(using: try keySet()) }
    let otherKid = Base64URL.encode(#"{"alg":"RS256","kid":"nope"}"#) + "." + Base64URL.encode(#"{"sub":"x"}"#) + ".AAAA"
    #expect(throws: JWTError.unknownKey("nope")) { try JSONWebToken(compact: otherKid).verifySignature(using: try keySet()) }
  }

  @Test("malformed compact tokens are rejected with a reason", arguments: ["", "a.b", "a.b.c.d", "!!!.e30.", "e30.!!!."])
  func malformed(text: String) {
    #expect(throws: JWTError.self) { try JSONWebToken(compact: text) }
  }
}

@Suite("JWT headers")
struct JWTHeaderTests {
  @Test("headers are written typ, alg, x5t, kid, as Azure AD writes them")
  func headerOrder() {
    let token = TokenSigningKey.simulation.sign(header: ["x5t": "thumb", "typ": "JWT"], claims: ["sub": "x"])
    let header = (try? JSONWebToken(compact: token))?.header
    #expect(header?.keys == ["typ", "alg", "x5t", "kid"])
  }
}

@Suite("Signing several JWTs at once")
struct JWTBatchSigningTests {
  @Test("a batch is signed in parallel into the same tokens, in the same order, as one at a time", arguments: [0, 1, 2, 5])
  func batchMatchesSingle(count: Int) {
    let key = TokenSigningKey.simulation
    let tokens: [(header: JSONObject, claims: JSONObject)] = (0..<count).map { index in
      (header: index % 2 == 0 ? ["typ": "JWT"] : ["typ": "JWT", "x5t": .string(key.keyID)],
       claims: ["sub": .string("subject-\(index)"), "n": .int(index)])
    }
    let batch = key.sign(tokens)
    #expect(batch == tokens.map { key.sign(header: $0.header, claims: $0.claims) })
    for (index, text) in batch.enumerated() {
      let token = try? JSONWebToken(compact: text)
      #expect(token?.claims["n"] == .int(index))
    }
  }
}
