import Foundation
import IdentityPlatform

/// The claims of id tokens an application has already decoded, by the token's text.
///
/// Every account lookup reads the whole cache and needs each stored id token's claims; decoding one
/// (base64url, then JSON) costs about a quarter of a million instructions, and a lesson looks its
/// accounts up several times over the same few tokens (callgrind, lesson 2: 14 decodes, 3.3 M).
/// A token's text fixes its claims, so the decoded claims are kept. Small: an application holds a
/// handful of id tokens, and the cache starts afresh when it is full.
final class IdTokenClaimsCache: @unchecked Sendable {
  private let lock = NSLock()
  private var claimsByToken: [String: JSONObject] = [:]
  private static let capacity = 64

  /// The claims of `idToken`; nil when it is not a JWT with JSON claims.
  func claims(of idToken: String) -> JSONObject? {
    if let known = lock.withLock({ claimsByToken[idToken] }) { return known }
    guard let claims = try? JSONWebToken(compact: idToken).claims else { return nil }
    lock.withLock {
      if claimsByToken.count >= IdTokenClaimsCache.capacity { claimsByToken.removeAll() }
      claimsByToken[idToken] = claims
    }
    return claims
  }
}
