import Foundation

/// What a token request is for: v2 scopes, or a v1 resource.
enum TokenTarget: Equatable {
  /// A v2 request's `scope`.
  case scopes(ScopeRequest)
  /// A v1 request's `resource`.
  case resource(ResourceRequest)

  /// The API the access token will be for.
  var primaryResource: ResourceRequest? {
    switch self {
    case .scopes(let scopes): scopes.primaryResource
    case .resource(let resource): resource
    }
  }

  /// The OpenID Connect scopes asked for (v1 behaves as if `openid` were always asked for).
  var openIDScopes: [String] {
    switch self {
    case .scopes(let scopes): scopes.openIDScopes
    case .resource: ["openid"]
    }
  }

  /// The endpoint generation.
  var version: ProtocolVersion {
    switch self {
    case .scopes: .v2
    case .resource: .v1
    }
  }
}

/// A user's sign-in to one client, which refresh tokens are handles to.
struct RefreshGrant: Equatable {
  let id: String
  /// The user's home object id.
  let userObjectID: String
  /// The client the grant was issued to.
  let clientID: String
  /// The client's family, when it belongs to one (the refresh tokens are then family refresh tokens).
  let familyID: String?
  /// The cloud the sign-in happened in.
  let cloudName: String
  /// When the user authenticated.
  let authTime: Date
  /// Whether the authentication included a second factor.
  let multiFactor: Bool
  /// For B2C: the user flow the grant belongs to.
  let b2cPolicy: String?
}

/// One issued refresh token string.
struct RefreshTokenRecord: Equatable {
  let grantID: String
  let issuedAt: Date
}

/// An issued authorization code, waiting to be redeemed.
struct AuthorizationCodeRecord: Equatable {
  let clientID: String
  let redirectURI: String
  let userObjectID: String
  let tenantID: String
  let cloudName: String
  let target: TokenTarget
  let codeChallenge: String?
  let codeChallengeMethod: String
  let nonce: String?
  let issuedAt: Date
  let authTime: Date
  let multiFactor: Bool
  let b2cPolicy: String?
  var isRedeemed = false
}

/// A device-code sign-in in progress.
struct DeviceCodeRecord: Equatable {
  /// Where the sign-in stands.
  enum Status: Equatable {
    case pending
    case approved(userObjectID: String, tenantID: String, authTime: Date, multiFactor: Bool)
    case declined
    case redeemed
  }

  let deviceCode: String
  let userCode: String
  let clientID: String
  let authority: ResolvedAuthority
  let target: TokenTarget
  let expiresAt: Date
  var status: Status = .pending
}
