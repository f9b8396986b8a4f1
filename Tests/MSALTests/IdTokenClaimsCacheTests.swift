import Foundation
import IdentityPlatform
@testable import MSAL
import Testing
import TextCoding

/// An application keeps the claims of the id tokens it has decoded.
@Suite struct IdTokenClaimsCacheTests {
  private func token(upn: String) -> String {
    let header = Base64URL.encode(Data(#"{"typ":"JWT","alg":"none"}"#.utf8))
    let claims = Base64URL.encode(Data(#"{"upn":"\#(upn)","tid":"c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"}"#.utf8))
    return header + "." + claims + "."
  }

  @Test("the claims are the token's, however often and however many tokens are asked for")
  func claims() throws {
    let cache = IdTokenClaimsCache()
    let adele = token(upn: "adele@contoso.com")
    let expected = try JSONWebToken(compact: adele).claims
    #expect(cache.claims(of: adele) == expected)
    #expect(cache.claims(of: adele) == expected)
    // More tokens than the cache keeps: it starts afresh and still answers each one right.
    for index in 0..<100 {
      #expect(cache.claims(of: token(upn: "user\(index)@contoso.com"))?["upn"]?.stringValue == "user\(index)@contoso.com")
    }
    #expect(cache.claims(of: adele) == expected)
  }

  @Test("text that is not a JWT has no claims")
  func notAToken() {
    let cache = IdTokenClaimsCache()
    #expect(cache.claims(of: "not a token") == nil)
    #expect(cache.claims(of: "a.b.c") == nil)
  }
}
