import Foundation
import IdentityPlatform
import TextCoding

/// Microsoft Graph, as far as a client proving its token needs it: `GET /v1.0/me` with a valid
/// access token for Graph returns the signed-in user; a missing, tampered, expired or foreign token
/// gets Graph's 401 error JSON, a token without `User.Read` its 403. `POST
/// /v1.0/me/revokeSignInSessions` revokes the user's refresh tokens, as an administrator does when a
/// device is lost.
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
    switch url.path {
    case "/v1.0/me":
      guard request.method == .get else { return methodNotAllowed() }
      return me(request)
    case "/v1.0/me/revokeSignInSessions":
      guard request.method == .post else { return methodNotAllowed() }
      return revokeSignInSessions(request)
    default:
      return error(
        404, code: "Request_ResourceNotFound",
        message: "Resource '\(url.path)' does not exist: the workbook's Graph stand-in answers GET /v1.0/me and "
          + "POST /v1.0/me/revokeSignInSessions only.")
    }
  }

  // MARK: - Endpoints

  /// `GET /v1.0/me`: the signed-in user (needs `User.Read` or more).
  private func me(_ request: HTTPRequest) -> HTTPResponse {
    let caller: DirectoryUser
    switch signedInUser(request, needing: ["User.Read", "User.ReadWrite", "User.Read.All", "Directory.Read.All"]) {
    case .success(let user): caller = user
    case .failure(let refusal): return refusal.response
    }
    let body: JSONObject = [
      "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users/$entity",
      "businessPhones": .array([]),
      "displayName": .string(caller.displayName),
      "givenName": .string(caller.givenName),
      "jobTitle": .null,
      "mail": .string(caller.userPrincipalName),
      "mobilePhone": .null,
      "officeLocation": .null,
      "preferredLanguage": .null,
      "surname": .string(caller.surname),
      "userPrincipalName": .string(caller.userPrincipalName),
      "id": .string(caller.objectID),
    ]
    return .json(.object(body), headers: ["OData-Version": "4.0"])
  }

  /// `POST /v1.0/me/revokeSignInSessions`: every refresh token and browser session of the signed-in
  /// user stops working from now (the token endpoint then answers AADSTS50173); needs
  /// `User.RevokeSessions.All` or `Directory.ReadWrite.All`.
  private func revokeSignInSessions(_ request: HTTPRequest) -> HTTPResponse {
    let caller: DirectoryUser
    switch signedInUser(request, needing: ["User.RevokeSessions.All", "Directory.ReadWrite.All"]) {
    case .success(let user): caller = user
    case .failure(let refusal): return refusal.response
    }
    do {
      try platform.revokeSessions(of: caller.userPrincipalName)
    } catch {
      return self.error(404, code: "Request_ResourceNotFound", message: "Resource '\(caller.objectID)' does not exist.")
    }
    let body: JSONObject = ["@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Edm.Boolean", "value": true]
    return .json(.object(body), headers: ["OData-Version": "4.0"])
  }

  // MARK: - Tokens

  /// Why a request's token is refused: Graph's error response.
  private struct Refusal: Error {
    let response: HTTPResponse
  }

  /// The user a request's bearer token signs in, when the token is well formed, signed by the
  /// platform, for Graph, unexpired, and grants one of `scopes`.
  private func signedInUser(_ request: HTTPRequest, needing scopes: Set<String>) -> Result<DirectoryUser, Refusal> {
    guard let authorization = request.headers["Authorization"], authorization.lowercased().hasPrefix("bearer ") else {
      return .failure(Refusal(response: unauthorized("Access token is empty.")))
    }
    let compact = String(authorization.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    let token: JSONWebToken
    do {
      token = try JSONWebToken(compact: compact)
    } catch {
      return .failure(Refusal(response: unauthorized("IDX14100: JWT is not well formed, there are no dots (.).")))
    }
    do {
      guard let keys else { throw JWTError.badSignature }
      try token.verifySignature(using: keys)
    } catch {
      return .failure(Refusal(response: unauthorized("Access token validation failure. Invalid signature.")))
    }
    let audience = token.claims["aud"]?.stringValue ?? ""
    guard audience == Self.applicationID || audience.hasPrefix("https://graph.microsoft.com") else {
      return .failure(Refusal(response: unauthorized("Access token validation failure. Invalid audience.")))
    }
    guard let expiry = token.claims["exp"]?.intValue, expiry > platform.clock.unixSeconds else {
      return .failure(Refusal(response: unauthorized("Lifetime validation failed, the token is expired.")))
    }
    let granted = Set((token.claims["scp"]?.stringValue ?? "").split(separator: " ").map(String.init))
    guard !granted.isDisjoint(with: scopes) else {
      return .failure(
        Refusal(
          response: error(403, code: "Authorization_RequestDenied", message: "Insufficient privileges to complete the operation.")))
    }
    guard let objectID = token.claims["oid"]?.stringValue, let user = platform.directory.user(objectID: objectID) else {
      return .failure(
        Refusal(
          response: error(
            404, code: "Request_ResourceNotFound", message: "Resource '\(token.claims["oid"]?.stringValue ?? "")' does not exist.")))
    }
    return .success(user)
  }

  private func methodNotAllowed() -> HTTPResponse {
    error(405, code: "Request_BadRequest", message: "Specified HTTP method is not allowed for the request target.")
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
