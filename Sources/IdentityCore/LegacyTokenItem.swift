import Foundation
import IdentityPlatform
import TextCoding

/// An item of ADAL's legacy cache (`ADTokenCacheItem`): an access token for one resource, or a
/// multi-resource refresh token (resource nil), or a family refresh token (client id `foci-<family>`).
public struct LegacyTokenItem: Equatable, Sendable {
  /// The authority the token came from, e.g. `https://login.microsoftonline.com/common`.
  public var authority: String
  /// The resource, or nil for a multi-resource refresh token (MRRT).
  public var resource: String?
  /// The client id (or `foci-1` for a family refresh token copy).
  public var clientID: String
  /// The normalized user id (the UPN, trimmed and lowercased).
  public var userID: String
  public var accessToken: String?
  public var accessTokenType: String?
  public var refreshToken: String?
  public var expiresOn: Date?
  public var familyID: String?
  /// The raw id token of the sign-in (ADAL's `userInformation`).
  public var rawIdToken: String?
  /// `client_info`, stored by ADAL 2.7 and later (gives the home account id).
  public var clientInfo: String?

  /// Creates an item.
  public init(
    authority: String, resource: String?, clientID: String, userID: String, accessToken: String? = nil,
    accessTokenType: String? = nil, refreshToken: String? = nil, expiresOn: Date? = nil, familyID: String? = nil,
    rawIdToken: String? = nil, clientInfo: String? = nil
  ) {
    self.authority = authority
    self.resource = resource
    self.clientID = clientID
    self.userID = LegacyTokenItem.normalizeUserID(userID)
    self.accessToken = accessToken
    self.accessTokenType = accessTokenType
    self.refreshToken = refreshToken
    self.expiresOn = expiresOn
    self.familyID = familyID
    self.rawIdToken = rawIdToken
    self.clientInfo = clientInfo
  }

  /// Whether this is a multi-resource refresh token: no resource, no access token, a refresh token.
  public var isMultiResourceRefreshToken: Bool {
    resource == nil && accessToken == nil && !(refreshToken ?? "").isEmpty
  }

  /// Whether this is ADAL's family-refresh-token copy (client id `foci-<family>`).
  public var isFamilyRefreshToken: Bool { clientID.lowercased().hasPrefix("foci-") }

  /// The client id ADAL stores a family's refresh token under: `foci-<family>`.
  public static func familyClientID(_ familyID: String) -> String { "foci-\(familyID)" }

  /// The home account id, when `client_info` was stored.
  public var homeAccountID: String? {
    clientInfo.flatMap(ClientInfo.init(encoded:))?.homeAccountID
  }

  /// The authority's host.
  public var environment: String { RequestURL(authority)?.host ?? "" }
  /// The authority's tenant segment.
  public var authorityTenant: String { RequestURL(authority)?.pathSegments.first?.lowercased() ?? "" }

  // MARK: - Keychain form

  /// The marker ADAL puts in the key instead of a nil resource.
  public static let nilResourceKey = "CC3513A0-0E69-4B4D-97FC-DFB6C91EE132"
  /// The prefix of every legacy key, also stored in `kSecAttrGeneric`.
  public static let keyPrefix = "MSOpenTech.ADAL.1"

  /// `kSecAttrService`: `MSOpenTech.ADAL.1|b64(authority)|b64(resource) or NIL_KEY|b64(clientId)`.
  public var keychainService: String {
    LegacyTokenItem.service(authority: authority, resource: resource, clientID: clientID)
  }

  /// `kSecAttrService` of an item with these key parts.
  public static func service(authority: String, resource: String?, clientID: String) -> String {
    func encode(_ text: String) -> String { Base64URL.encode(normalize(text)) }
    let resourcePart = resource.map { normalize($0).isEmpty ? nilResourceKey : encode($0) } ?? nilResourceKey
    return [keyPrefix, encode(authority), resourcePart, encode(clientID)].joinedText(separator: "|")
  }

  /// `kSecAttrAccount`: base64url of the user id on iOS, the plain user id on macOS.
  public func keychainAccount(onIOS: Bool) -> String {
    onIOS ? Base64URL.encode(userID) : userID
  }

  /// Trims and lowercases a user id as ADAL's `normalizeUserId:` does.
  public static func normalizeUserID(_ userID: String) -> String {
    normalize(userID)
  }

  private static func normalize(_ text: String) -> String {
    text.trimmingSpacesAndNewlines.lowercased()
  }

  /// The item's body: a property list with the keys of ADAL's keyed archive of `ADTokenCacheItem`.
  /// (Real ADAL writes an `NSKeyedArchiver` archive; the simulation keeps its keys, not its framing.)
  public var archiveData: Data {
    var archive: [String: PropertyListValue] = [
      "$class": .string("ADTokenCacheItem"), "authority": .string(authority), "clientId": .string(clientID),
    ]
    if let resource { archive["resource"] = .string(resource) }
    if let accessToken { archive["accessToken"] = .string(accessToken) }
    if let accessTokenType { archive["accessTokenType"] = .string(accessTokenType) }
    if let refreshToken { archive["refreshToken"] = .string(refreshToken) }
    if let expiresOn { archive["expiresOn"] = .date(expiresOn) }
    if let familyID { archive["familyId"] = .string(familyID) }
    var userInformation: [String: PropertyListValue] = ["$class": .string("ADUserInformation"), "userId": .string(userID)]
    if let rawIdToken { userInformation["rawIdToken"] = .string(rawIdToken) }
    archive["userInformation"] = .dictionary(userInformation)
    if let clientInfo { archive["additionalServer"] = .dictionary(["client_info": .string(clientInfo)]) }
    return BinaryPropertyList.data(.dictionary(archive))
  }

  /// Reads an item from its body; nil when the body is not one.
  ///
  /// Read by the cache's own binary reader; any other property list (XML, say) through Foundation's.
  public init?(archiveData: Data) {
    guard
      let archive = (BinaryPropertyList.value(from: archiveData) ?? LegacyTokenItem.foundationValue(archiveData))?
        .dictionaryValue,
      let authority = archive["authority"]?.stringValue, let clientID = archive["clientId"]?.stringValue
    else { return nil }
    let userInformation = archive["userInformation"]?.dictionaryValue ?? [:]
    self.init(
      authority: authority, resource: archive["resource"]?.stringValue, clientID: clientID,
      userID: userInformation["userId"]?.stringValue ?? "", accessToken: archive["accessToken"]?.stringValue,
      accessTokenType: archive["accessTokenType"]?.stringValue, refreshToken: archive["refreshToken"]?.stringValue,
      expiresOn: archive["expiresOn"]?.dateValue, familyID: archive["familyId"]?.stringValue,
      rawIdToken: userInformation["rawIdToken"]?.stringValue,
      clientInfo: archive["additionalServer"]?.dictionaryValue?["client_info"]?.stringValue)
  }

  /// A property list Foundation reads, as far as it is strings, dates and dictionaries of them.
  private static func foundationValue(_ data: Data) -> PropertyListValue? {
    func convert(_ object: Any) -> PropertyListValue? {
      switch object {
      case let text as String: return .string(text)
      case let date as Date: return .date(date)
      case let entries as [String: Any]: return .dictionary(entries.compactMapValues(convert))
      default: return nil
      }
    }
    return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)).flatMap(convert)
  }
}
