import Foundation
import IdentityPlatform
import Testing

@Suite("Traffic log and readable traces")
struct TrafficTests {
  @Test("every exchange is logged in order, with increasing sequence numbers")
  func logged() throws {
    let platform = IdentityPlatform()
    _ = try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let entries = platform.traffic.entries
    #expect(entries.map(\.sequence) == Array(1...entries.count))
    #expect(entries.first?.request.url.contains("/oauth2/v2.0/authorize") == true)
    #expect(entries.last?.request.url.hasSuffix("/oauth2/v2.0/token") == true)
  }

  @Test("the log keeps only the newest entries, and reports each one as it is recorded")
  func capacity() throws {
    let platform = IdentityPlatform(trafficCapacity: 2)
    var seen: [Int] = []
    platform.traffic.onRecord = { seen.append($0.sequence) }
    for _ in 0..<3 { _ = try platform.send(.get("https://login.microsoftonline.com/common/discovery/keys")) }
    #expect(platform.traffic.entries.map(\.sequence) == [2, 3])
    #expect(platform.traffic.last(1).map(\.sequence) == [3])
    #expect(platform.traffic.last(5).map(\.sequence) == [2, 3])
    #expect(seen == [1, 2, 3])
    platform.traffic.removeAll()
    _ = try platform.send(.get("https://login.microsoftonline.com/common/discovery/keys"))
    #expect(platform.traffic.entries.map(\.sequence) == [4])
  }

  @Test("a token exchange reads as request line, decoded form, pretty JSON and decoded tokens")
  func tokenTrace() throws {
    let platform = IdentityPlatform()
    _ = try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let text = TrafficFormatter().format(try #require(platform.traffic.entries.last))
    #expect(text.contains("POST https://login.microsoftonline.com/common/oauth2/v2.0/token"))
    #expect(text.contains("→ client → login.microsoftonline.com"))
    #expect(text.contains("grant_type    = authorization_code"))
    #expect(text.contains("x-client-SKU: MSAL.iOS"))
    #expect(text.contains("← login.microsoftonline.com → client: 200 OK"))
    #expect(text.contains(#""token_type": "Bearer""#))
    #expect(text.contains("id_token (decoded):"))
    #expect(text.contains(#""preferred_username": "adele@contoso.com""#))
    #expect(text.contains(#"client_info (decoded):"#))
    #expect(text.contains("…(") , "long tokens are shortened")
  }

  @Test("sign-in pages and redirects read as summaries")
  func pageTrace() throws {
    let platform = IdentityPlatform()
    _ = try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let formatter = TrafficFormatter(showsHeaders: false)
    let lines = platform.traffic.entries.map(formatter.summary)
    #expect(lines[0].hasSuffix("→ 200 page: Sign in"))
    #expect(lines[1].hasSuffix("→ 200 page: Enter password"))
    #expect(lines[2].hasSuffix("→ 302 redirect to msauth.com.contoso.mail://auth"))
    let redirect = formatter.format(platform.traffic.entries[2])
    #expect(redirect.contains("redirect query:"))
    #expect(redirect.contains("client_info (decoded):"))
  }

  @Test("errors and transport failures are summarised with their codes")
  func errorTrace() throws {
    let platform = IdentityPlatform()
    _ = try platform.send(.get("https://login.microsoftonline.com/nosuch.com/v2.0/.well-known/openid-configuration"))
    platform.fault = .offline
    _ = try? platform.send(.get("https://login.microsoftonline.com/common/discovery/keys"))
    let formatter = TrafficFormatter()
    #expect(formatter.summary(platform.traffic.entries[0]).hasSuffix("→ 400 invalid_tenant AADSTS90002"))
    #expect(formatter.summary(platform.traffic.entries[1]).hasSuffix("→ no response (-1009)"))
    #expect(formatter.format(platform.traffic.entries[1]).contains("The Internet connection appears to be offline."))
  }

  @Test("describing a token shows its claims and dates; non-tokens give nil")
  func describe() throws {
    let platform = IdentityPlatform()
    let body = try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let idToken = try #require(body["id_token"]?.stringValue)
    let text = try #require(TokenDescription.describe(idToken))
    #expect(text.contains(#""oid": "a11ce000-0000-4000-8000-0000000000a1""#))
    #expect(text.contains("exp 2026-01-05T09:59:59Z"))
    let clientInfo = try #require(body["client_info"]?.stringValue)
    #expect(TokenDescription.describe(clientInfo)?.contains(#""utid":"c0a1b2c3"#) == true)
    #expect(TokenDescription.describe("hello") == nil)
  }
}

@Suite("Determinism")
struct DeterminismTests {
  @Test("two platforms with the same seed give byte-identical transcripts; another seed differs")
  func sameSeedSameBytes() throws {
    func transcript(seed: UInt64) throws -> [Data] {
      let platform = IdentityPlatform(seed: seed)
      let client = MSALWireClient(platform: platform)
      let body = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
      _ = try client.refresh(#require(body["refresh_token"]?.stringValue), scopes: ["User.Read"])
      return platform.traffic.entries.compactMap { $0.response?.body }
    }
    #expect(try transcript(seed: 1) == transcript(seed: 1))
    #expect(try transcript(seed: 1) != transcript(seed: 2))
  }
}
