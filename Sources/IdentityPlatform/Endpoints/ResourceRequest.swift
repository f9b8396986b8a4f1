/// What a request asks for on one API.
struct ResourceRequest: Equatable {
  /// The API.
  let api: ProtectedAPI
  /// How the request named the API: empty for short Graph scope names (`User.Read`), else the
  /// identifier exactly as written before the last `/` (or the v1 `resource` value).
  let requestedIdentifier: String
  /// Scope values asked for, in the API's casing (empty for `/.default` and for v1).
  var scopes: [String]
  /// Whether the request used `{resource}/.default`.
  var isDefault: Bool

  /// A scope value as the response should echo it: in the form it was requested in.
  func echoed(_ scope: String) -> String {
    requestedIdentifier.isEmpty ? scope : requestedIdentifier + "/" + scope
  }

  /// The access token's `aud` when the API accepts v1 tokens: the identifier as requested,
  /// or the API's app id for short scope names.
  var v1Audience: String {
    requestedIdentifier.isEmpty ? api.appID : requestedIdentifier
  }
}

/// The `scope` parameter of a v2 request, resolved against the directory.
struct ScopeRequest: Equatable {
  /// OpenID Connect scopes asked for (`openid`, `profile`, `email`, `offline_access`), lowercased.
  var openIDScopes: [String] = []
  /// API scopes, grouped by API in order of first appearance.
  var resources: [ResourceRequest] = []

  /// Whether `scope` asked for `name` (`openid`, `offline_access`, ...).
  func asks(for name: String) -> Bool { openIDScopes.contains(name) }

  /// The API the token will be for: the first one named (the service issues one token per request).
  var primaryResource: ResourceRequest? { resources.first }

  /// Parses and validates a space-separated `scope` value.
  init(parsing text: String, directory: Directory, tenantName: String) throws(ServiceError) {
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
      if PermissionScope.openIDConnectScopes.contains(token.lowercased()) {
        if !openIDScopes.contains(token.lowercased()) { openIDScopes.append(token.lowercased()) }
        continue
      }
      let (api, identifier, name) = try ScopeRequest.split(token, directory: directory, tenantName: tenantName)
      let isDefault = name == ".default"
      let scopeValue: String?
      if isDefault {
        scopeValue = nil
      } else {
        guard let scope = api.scope(named: name), !PermissionScope.openIDConnectScopes.contains(scope.value) else {
          throw .invalidScope(token)
        }
        scopeValue = scope.value
      }
      if let index = resources.firstIndex(where: { $0.api.appID == api.appID }) {
        resources[index].isDefault = resources[index].isDefault || isDefault
        if let scopeValue, !resources[index].scopes.contains(scopeValue) { resources[index].scopes.append(scopeValue) }
        if resources[index].isDefault && !resources[index].scopes.isEmpty {
          throw .invalidScope(text, reason: "static scope limit exceeded.")
        }
      } else {
        resources.append(
          ResourceRequest(api: api, requestedIdentifier: identifier, scopes: scopeValue.map { [$0] } ?? [], isDefault: isDefault))
      }
    }
  }

  /// Splits `https://graph.microsoft.com/User.Read` at its last `/`; short names belong to Graph.
  ///
  /// Taking everything before the *last* slash is the service's rule, which is why an App ID URI
  /// ending in `/` needs `//.default`: `https://payroll.contoso.com/.default` names the resource
  /// `https://payroll.contoso.com`, which does not exist.
  private static func split(_ token: String, directory: Directory, tenantName: String) throws(ServiceError)
    -> (ProtectedAPI, String, String)
  {
    guard let slash = token.lastIndex(of: "/") else {
      guard let graph = directory.api(appID: ProtectedAPI.graphAppID) else { throw .invalidScope(token) }
      return (graph, "", token)
    }
    let identifier = String(token[..<slash])
    let name = String(token[token.index(after: slash)...])
    guard !identifier.isEmpty, !name.isEmpty else { throw .invalidScope(token) }
    guard let api = directory.api(identifier: identifier) else {
      throw .resourceNotFound(identifier, tenantName: tenantName)
    }
    return (api, identifier, name)
  }
}
