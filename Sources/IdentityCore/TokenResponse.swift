import Foundation
import IdentityPlatform
import TextCoding

/// A successful token endpoint response, read the way MSAL and ADAL read both wire forms
/// (v2 numbers are integers, v1 numbers are strings).
public struct TokenResponse: Sendable {
  /// The whole body, as sent.
  public let body: JSONObject
  public let tokenType: String?
  public let accessToken: String?
  public let refreshToken: String?
  /// The raw id token.
  public let idToken: String?
  /// Granted scopes (v2) or permissions (v1), space separated.
  public let scope: String?
  /// v1 only: the resource the token is for.
  public let resource: String?
  public let expiresIn: Int?
  public let extendedExpiresIn: Int?
  /// The family of client ids (`foci`), when the app belongs to one.
  public let familyID: String?
  /// The decoded `client_info`, when the request asked for it.
  public let clientInfo: ClientInfo?
  /// The id token's claims (not verified: the libraries trust the TLS channel for id tokens).
  public let idTokenClaims: JSONObject

  /// Reads a token response body.
  public init(body: JSONObject) {
    self.body = body
    tokenType = body["token_type"]?.stringValue
    accessToken = body["access_token"]?.stringValue
    refreshToken = body["refresh_token"]?.stringValue
    idToken = body["id_token"]?.stringValue
    scope = body["scope"]?.stringValue
    resource = body["resource"]?.stringValue
    expiresIn = TokenResponse.integer(body["expires_in"])
    extendedExpiresIn = TokenResponse.integer(body["ext_expires_in"])
    familyID = body["foci"]?.stringValue
    clientInfo = body["client_info"]?.stringValue.flatMap(ClientInfo.init(encoded:))
    idTokenClaims = idToken.flatMap { try? JSONWebToken(compact: $0).claims } ?? JSONObject()
  }

  /// Granted scopes as a list (empty when the response named none).
  public var grantedScopes: [String] {
    (scope ?? "").splitting(at: " ").map(String.init)
  }

  /// The id token's `tid`.
  public var tenantID: String? { idTokenClaims["tid"]?.stringValue }

  /// An integer field in either wire form.
  public static func integer(_ value: JSONValue?) -> Int? {
    switch value {
    case .int(let number): number
    case .string(let text): Int(text)
    case .double(let number): Int(number)
    default: nil
    }
  }
}

/// `client_info`: base64url JSON `{"uid": ..., "utid": ...}`, the home account's object and tenant ids.
public struct ClientInfo: Equatable, Sendable {
  /// The home object id.
  public let uid: String
  /// The home tenant id.
  public let utid: String
  /// The encoded form, as received.
  public let encoded: String

  /// Decodes `client_info`; nil when it is not base64url JSON with both fields.
  public init?(encoded: String) {
    guard let data = Base64URL.decode(encoded), let object = try? JSONValue.parse(data).objectValue,
      let uid = object["uid"]?.stringValue, let utid = object["utid"]?.stringValue
    else { return nil }
    self.uid = uid
    self.utid = utid
    self.encoded = encoded
  }

  /// The home account id, `uid.utid`, trimmed and lowercased as the shared core builds it.
  public var homeAccountID: String {
    HomeAccountID.make(uid: uid, utid: utid)
  }
}

/// Home account ids: `"<uid>.<utid>"`.
public enum HomeAccountID {
  /// Builds `uid.utid` (both trimmed and lowercased).
  public static func make(uid: String, utid: String) -> String {
    uid.trimmingSpaces.lowercased() + "." + utid.trimmingSpaces.lowercased()
  }

  /// Splits an id into uid and utid; nil unless it has exactly two parts.
  public static func parts(of identifier: String) -> (uid: String, utid: String)? {
    let parts = identifier.splitting(at: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
  }
}
