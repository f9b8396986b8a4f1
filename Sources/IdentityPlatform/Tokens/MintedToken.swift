/// A token as minted, before its response is written: opaque text, or a JWT's header and claims
/// still to be signed.
enum MintedToken {
  case opaque(String)
  case jwt(header: JSONObject, claims: JSONObject)

  /// The tokens' text, in order (nil where there is no token). The JWTs among them are signed
  /// together, in parallel: RS256 signing is most of the cost of a token response.
  static func texts(of tokens: [MintedToken?], signedWith key: TokenSigningKey) -> [String?] {
    var unsigned: [(header: JSONObject, claims: JSONObject)] = []
    for case .jwt(let header, let claims)? in tokens { unsigned.append((header, claims)) }
    var signed = key.sign(unsigned).makeIterator()
    return tokens.map { token in
      switch token {
      case nil: nil
      case .opaque(let text)?: text
      case .jwt?: signed.next()
      }
    }
  }
}
