import Foundation
import IdentityPlatform
import TextCoding

/// Microsoft Graph, as far as a client proving its token needs it: `GET /v1.0/me` with a valid
/// access token for Graph returns the signed-in user; a missing, tampered, expired or foreign token
/// gets Graph's 401 error JSON, a token without `User.Read` its 403.
struct GraphStandIn {
  /// Graph's host.
  static let host = "graph.microsoft.com"
  /// Graph's application id, an access token's `aud` in v2 tokens.
  static let applicationID = "00000003-0000-0000-c000-000000000000"

  let platform: IdentityPlatform
  /// The key set tokens are verified with: the platform's signing key, as its JWKS endpoints publish it.
  private let keys: JSONWebKeySet?

  init(platform: IdentityPlatform) {
    self.platform = platform
    keys = try? JSONWebKeySet(json: .object(["keys": .array([.object(platform.signingKey.jsonWebKey(issuer: nil))])]))
  }

  /// Graph's answer to `request` when it is for Graph's host; nil otherwise.
  func answer(_ request: HTTPRequest, host: String) -> HTTPResponse? {
    guard host == Self.host, let url = request.parsedURL else { return nil }
    guard url.path == "/v1.0/me" else {
      return error(
        404, code: "Request_ResourceNotFound",
        message: "Resource '\(url.path)' does not exist: the workbook's Graph stand-in answers GET /v1.0/me only.")
    }
    guard request.method == .get else {
      return error(405, code: "Request_BadRequest", message: "Specified HTTP method is not allowed for the request target.")
    }
    guard let authorization = request.headers["Authorization"], authorization.lowercased().hasPrefix("bearer ") else {
      return unauthorized("Access token is empty.")
    }
    let compact = String(authorization.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    let token: JSONWebToken
    do {
      token = try JSONWebToken(compact: compact)
    } catch {
      return unauthorized("IDX14100: JWT is not well formed, there are no dots (.).")
    }
    do {
      guard let keys else { throw JWTError.badSignature }
      try token.verifySignature(using: keys)
    } catch {
      return unauthorized("Access token validation failure. Invalid signature.")
    }
    let audience = token.claims["aud"]?.stringValue ?? ""
    guard audience == Self.applicationID || audience.hasPrefix("https://graph.microsoft.com") else {
      return unauthorized("Access token validation failure. Invalid audience.")
    }
    guard let expiry = token.claims["exp"]?.intValue, expiry > platform.clock.unixSeconds else {
      return unauthorized("Lifetime validation failed, the token is expired.")
    }
    let scopes = (token.claims["scp"]?.stringValue ?? "").split(separator: " ").map(String.init)
    guard scopes.contains(where: { ["User.Read", "User.ReadWrite", "User.Read.All", "Directory.Read.All"].contains($0) }) else {
      return error(403, code: "Authorization_RequestDenied", message: "Insufficient privileges to complete the operation.")
    }
    guard let objectID = token.claims["oid"]?.stringValue, let user = platform.directory.user(objectID: objectID) else {
      return error(404, code: "Request_ResourceNotFound", message: "Resource '\(token.claims["oid"]?.stringValue ?? "")' does not exist.")
    }
    let body: JSONObject = [
      "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users/$entity",
      "businessPhones": .array([]),
      "displayName": .string(user.displayName),
      "givenName": .string(user.givenName),
      "jobTitle": .null,
      "mail": .string(user.userPrincipalName),
      "mobilePhone": .null,
      "officeLocation": .null,
      "preferredLanguage": .null,
      "surname": .string(user.surname),
      "userPrincipalName": .string(user.userPrincipalName),
      "id": .string(user.objectID),
    ]
    return .json(.object(body), headers: ["OData-Version": "4.0"])
  }

  /// Graph's 401, with the `WWW-Authenticate` challenge it sends.
  private func unauthorized(_ message: String) -> HTTPResponse {
    var response = error(401, code: "InvalidAuthenticationToken", message: message)
    response.headers["WWW-Authenticate"] =
      "Bearer realm=\"\", authorization_uri=\"https://login.microsoftonline.com/common/oauth2/authorize\", "
      + "client_id=\"\(Self.applicationID)\""
    return response
  }

  /// Graph's error JSON: `{"error": {"code", "message", "innerError": {...}}}`.
  private func error(_ status: Int, code: String, message: String) -> HTTPResponse {
    let date = ISO8601DateFormatter().string(from: platform.clock.now)
    let inner: JSONObject = ["date": .string(date), "request-id": .string(UUID().uuidString.lowercased())]
    let body: JSONObject = ["error": .object(["code": .string(code), "message": .string(message), "innerError": .object(inner)])]
    return .json(.object(body), status: status)
  }
}
