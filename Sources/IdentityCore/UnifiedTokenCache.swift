import Device
import Foundation
import IdentityPlatform
import TextCoding

/// The unified ("MSAL schema") cache in one keychain group, as one app sees it.
///
/// Every call may throw the keychain's error, e.g. `errSecMissingEntitlement` when the app is not
/// entitled to the group.
public struct UnifiedTokenCache {
  /// The calling app's keychain view.
  public let keychain: AppKeychain
  /// The keychain group (without or with the team prefix).
  public let accessGroup: String

  /// A cache over `keychain`, in `accessGroup`.
  public init(keychain: AppKeychain, accessGroup: String) {
    self.keychain = keychain
    self.accessGroup = accessGroup
  }

  // MARK: - Writing

  /// Saves (adds or replaces) a credential.
  public func save(_ credential: CredentialRecord) throws(KeychainError) {
    try keychain.save(
      KeychainItem(
        accessGroup: accessGroup, account: credential.keychainAccount, service: credential.keychainService,
        generic: Data(utf8Of: credential.keychainGeneric), type: credential.kind.keychainType,
        data: credential.jsonData))
  }

  /// Saves an account.
  public func save(_ account: AccountRecord) throws(KeychainError) {
    try keychain.save(
      KeychainItem(
        accessGroup: accessGroup, account: account.keychainAccount, service: account.keychainService,
        generic: Data(utf8Of: account.keychainGeneric), type: account.keychainType, data: account.jsonData))
  }

  /// Saves app metadata.
  public func save(_ metadata: AppMetadataRecord) throws(KeychainError) {
    try keychain.save(
      KeychainItem(
        accessGroup: accessGroup, account: metadata.keychainAccount, service: metadata.keychainService,
        generic: Data(utf8Of: metadata.keychainGeneric), type: AppMetadataRecord.keychainType,
        data: metadata.jsonData))
  }

  // MARK: - Reading

  /// Every credential of `kind`.
  public func credentials(_ kind: CredentialRecord.Kind) throws(KeychainError) -> [CredentialRecord] {
    try keychain.items(matching: KeychainQuery(accessGroup: accessGroup, type: kind.keychainType)).compactMap {
      (try? JSONValue.parse($0.data).objectValue).flatMap(CredentialRecord.init(json:))
    }
  }

  /// Every account record (MSSTS and AAD).
  public func accounts() throws(KeychainError) -> [AccountRecord] {
    var records: [AccountRecord] = []
    for type in [1003, 1001] {
      records += try keychain.items(matching: KeychainQuery(accessGroup: accessGroup, type: type)).compactMap {
        (try? JSONValue.parse($0.data).objectValue).flatMap(AccountRecord.init(json:))
      }
    }
    return records
  }

  /// The app metadata of `clientID` in any of `environments`.
  public func appMetadata(clientID: String, environments: Set<String>) throws(KeychainError) -> AppMetadataRecord? {
    let service = UnifiedCacheKey.join(["appmetadata", clientID])
    return try keychain.items(
      matching: KeychainQuery(accessGroup: accessGroup, service: service, type: AppMetadataRecord.keychainType)
    ).compactMap { (try? JSONValue.parse($0.data).objectValue).flatMap(AppMetadataRecord.init(json:)) }
      .first { environments.contains($0.environment.lowercased()) }
  }

  // MARK: - Removing

  /// Removes `credential` (by its key).
  public func remove(_ credential: CredentialRecord) throws(KeychainError) {
    try keychain.delete(
      matching: KeychainQuery(
        accessGroup: accessGroup, account: credential.keychainAccount, service: credential.keychainService))
  }

  /// Removes `account` (by its key).
  public func remove(_ account: AccountRecord) throws(KeychainError) {
    try keychain.delete(
      matching: KeychainQuery(accessGroup: accessGroup, account: account.keychainAccount, service: account.keychainService))
  }
}
