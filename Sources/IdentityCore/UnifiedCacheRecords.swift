import Foundation
import IdentityPlatform
import TextCoding

// MARK: - Credentials

/// A credential of the unified ("MSAL cache schema") cache: access, refresh or id token.
public struct CredentialRecord: Equatable, Sendable {
  /// The credential type, as spelled in the JSON and (lowercased) in keys.
  public enum Kind: String, Sendable, CaseIterable {
    case accessToken = "AccessToken"
    case refreshToken = "RefreshToken"
    case idToken = "IdToken"

    /// `kSecAttrType`: 2000 + the shared core's credential type number.
    public var keychainType: Int {
      switch self {
      case .accessToken: 2001
      case .refreshToken: 2002
      case .idToken: 2003
      }
    }
  }

  public var kind: Kind
  public var homeAccountID: String
  public var environment: String
  /// The client that got the credential.
  public var clientID: String
  /// The family id, for a family refresh token (keyed by family instead of client).
  public var familyID: String?
  /// The tenant id the token is for (empty for refresh tokens: they are cross-tenant).
  public var realm: String
  /// The scopes, space separated (access tokens only).
  public var target: String
  /// The token itself.
  public var secret: String
  public var cachedAt: Date?
  public var expiresOn: Date?
  public var extendedExpiresOn: Date?

  /// Creates a record.
  public init(
    kind: Kind, homeAccountID: String, environment: String, clientID: String, familyID: String? = nil,
    realm: String = "", target: String = "", secret: String, cachedAt: Date? = nil, expiresOn: Date? = nil,
    extendedExpiresOn: Date? = nil
  ) {
    self.kind = kind
    self.homeAccountID = homeAccountID
    self.environment = environment
    self.clientID = clientID
    self.familyID = familyID
    self.realm = realm
    self.target = target
    self.secret = secret
    self.cachedAt = cachedAt
    self.expiresOn = expiresOn
    self.extendedExpiresOn = extendedExpiresOn
  }

  /// Whether this is a family refresh token (keyed by its family id).
  public var isFamilyRefreshToken: Bool { kind == .refreshToken && familyID != nil }

  /// The client or family id the key uses.
  var keyClientID: String { isFamilyRefreshToken ? familyID! : clientID }

  /// The target's scopes, lowercased, as a set (for "requested ⊆ cached" checks).
  public var scopeSet: Set<String> {
    Set(target.splitting(at: " ").map { $0.lowercased() })
  }

  // MARK: Keychain form

  /// `kSecAttrAccount`: `<homeAccountId>-<environment>`.
  public var keychainAccount: String { UnifiedCacheKey.join([homeAccountID, environment]) }

  /// `kSecAttrService`: `<type>-<clientId or familyId>-<realm>-<target>`.
  public var keychainService: String {
    UnifiedCacheKey.join([kind.rawValue, keyClientID, realm, target])
  }

  /// `kSecAttrGeneric`: `<type>-<clientId or familyId>-<realm>`.
  public var keychainGeneric: String { UnifiedCacheKey.join([kind.rawValue, keyClientID, realm]) }

  /// The JSON body MSAL stores.
  public var json: JSONObject {
    var body: JSONObject = [
      "credential_type": .string(kind.rawValue), "client_id": .string(clientID), "secret": .string(secret),
    ]
    if !target.isEmpty { body["target"] = .string(target) }
    if !realm.isEmpty { body["realm"] = .string(realm) }
    body["environment"] = .string(environment)
    if let cachedAt { body["cached_at"] = .string(UnifiedCacheKey.seconds(cachedAt)) }
    if let expiresOn { body["expires_on"] = .string(UnifiedCacheKey.seconds(expiresOn)) }
    if let extendedExpiresOn { body["extended_expires_on"] = .string(UnifiedCacheKey.seconds(extendedExpiresOn)) }
    body["home_account_id"] = .string(homeAccountID)
    if let familyID { body["family_id"] = .string(familyID) }
    return body
  }

  /// Reads a record from its JSON body.
  public init?(json: JSONObject) {
    guard let kindText = json["credential_type"]?.stringValue, let kind = Kind(rawValue: kindText),
      let clientID = json["client_id"]?.stringValue, let secret = json["secret"]?.stringValue,
      let environment = json["environment"]?.stringValue, let home = json["home_account_id"]?.stringValue
    else { return nil }
    self.init(
      kind: kind, homeAccountID: home, environment: environment, clientID: clientID,
      familyID: json["family_id"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
      realm: json["realm"]?.stringValue ?? "", target: json["target"]?.stringValue ?? "", secret: secret,
      cachedAt: UnifiedCacheKey.date(json["cached_at"]), expiresOn: UnifiedCacheKey.date(json["expires_on"]),
      extendedExpiresOn: UnifiedCacheKey.date(json["extended_expires_on"]))
  }
}

// MARK: - Accounts

/// An account of the unified cache: one per home account, environment and tenant (realm).
public struct AccountRecord: Equatable, Sendable {
  public var homeAccountID: String
  public var environment: String
  /// The tenant id of this tenant profile.
  public var realm: String
  /// The object id in this tenant.
  public var localAccountID: String
  public var username: String
  /// `MSSTS` for accounts from the v2 endpoint, `AAD` for ADAL's v1.
  public var authorityType: String
  public var name: String?
  public var givenName: String?
  public var familyName: String?
  public var clientInfo: String?

  /// Creates a record.
  public init(
    homeAccountID: String, environment: String, realm: String, localAccountID: String, username: String,
    authorityType: String = "MSSTS", name: String? = nil, givenName: String? = nil, familyName: String? = nil,
    clientInfo: String? = nil
  ) {
    self.homeAccountID = homeAccountID
    self.environment = environment
    self.realm = realm
    self.localAccountID = localAccountID
    self.username = username
    self.authorityType = authorityType
    self.name = name
    self.givenName = givenName
    self.familyName = familyName
    self.clientInfo = clientInfo
  }

  /// `kSecAttrType`: 1000 + account type (MSSTS = 3, AAD v1 = 1).
  public var keychainType: Int { authorityType == "AAD" ? 1001 : 1003 }
  public var keychainAccount: String { UnifiedCacheKey.join([homeAccountID, environment]) }
  public var keychainService: String { realm.lowercased() }
  public var keychainGeneric: String { username.lowercased() }

  /// The JSON body MSAL stores.
  public var json: JSONObject {
    var body: JSONObject = [
      "home_account_id": .string(homeAccountID), "environment": .string(environment), "realm": .string(realm),
      "local_account_id": .string(localAccountID), "username": .string(username),
      "authority_type": .string(authorityType),
    ]
    if let name { body["name"] = .string(name) }
    if let givenName { body["given_name"] = .string(givenName) }
    if let familyName { body["family_name"] = .string(familyName) }
    if let clientInfo { body["client_info"] = .string(clientInfo) }
    return body
  }

  /// Reads a record from its JSON body.
  public init?(json: JSONObject) {
    guard let home = json["home_account_id"]?.stringValue, let environment = json["environment"]?.stringValue,
      let realm = json["realm"]?.stringValue, let username = json["username"]?.stringValue
    else { return nil }
    self.init(
      homeAccountID: home, environment: environment, realm: realm,
      localAccountID: json["local_account_id"]?.stringValue ?? "", username: username,
      authorityType: json["authority_type"]?.stringValue ?? "MSSTS", name: json["name"]?.stringValue,
      givenName: json["given_name"]?.stringValue, familyName: json["family_name"]?.stringValue,
      clientInfo: json["client_info"]?.stringValue)
  }
}

// MARK: - App metadata

/// What the cache knows about a client: its family, if any.
public struct AppMetadataRecord: Equatable, Sendable {
  public var clientID: String
  public var environment: String
  /// The family id, or nil when the last token response said the app is in no family.
  public var familyID: String?

  public init(clientID: String, environment: String, familyID: String?) {
    self.clientID = clientID
    self.environment = environment
    self.familyID = familyID
  }

  public static let keychainType = 3001
  public var keychainAccount: String { environment.lowercased() }
  public var keychainService: String { UnifiedCacheKey.join(["appmetadata", clientID]) }
  public var keychainGeneric: String { familyID ?? "" }

  public var json: JSONObject {
    var body: JSONObject = ["client_id": .string(clientID), "environment": .string(environment)]
    body["family_id"] = .string(familyID ?? "")
    return body
  }

  public init?(json: JSONObject) {
    guard let clientID = json["client_id"]?.stringValue, let environment = json["environment"]?.stringValue else {
      return nil
    }
    let family = json["family_id"]?.stringValue ?? ""
    self.init(clientID: clientID, environment: environment, familyID: family.isEmpty ? nil : family)
  }
}

// MARK: - Key helpers

/// The unified schema's key and time formats.
public enum UnifiedCacheKey {
  /// Joins key parts with `-`, trimmed and lowercased.
  public static func join(_ parts: [String]) -> String {
    parts.map { $0.trimmingSpaces.lowercased() }.joinedText(separator: "-")
  }

  /// A time as the cache writes it: whole seconds since 1970, as a string.
  public static func seconds(_ date: Date) -> String {
    String(Int(date.timeIntervalSince1970))
  }

  /// Reads a time written by ``seconds(_:)``.
  public static func date(_ value: JSONValue?) -> Date? {
    TokenResponse.integer(value).map { Date(timeIntervalSince1970: TimeInterval($0)) }
  }
}

// MARK: - Bodies

extension CredentialRecord {
  /// The keychain body: the JSON, compact.
  public var jsonData: Data { JSONValue.object(json).compactData }
}

extension AccountRecord {
  /// The keychain body: the JSON, compact.
  public var jsonData: Data { JSONValue.object(json).compactData }
}

extension AppMetadataRecord {
  /// The keychain body: the JSON, compact.
  public var jsonData: Data { JSONValue.object(json).compactData }
}
