import Device
import Foundation
import IdentityPlatform
import TextCoding

/// ADAL's legacy cache in one keychain group, as one app sees it.
public struct LegacyTokenCache {
  /// The calling app's keychain view.
  public let keychain: AppKeychain
  /// The keychain group.
  public let accessGroup: String
  /// iOS keys accounts by base64url user id; macOS by the plain id.
  public let isIOS: Bool

  /// A legacy cache over `keychain`, in `accessGroup`.
  public init(keychain: AppKeychain, accessGroup: String, isIOS: Bool = true) {
    self.keychain = keychain
    self.accessGroup = accessGroup
    self.isIOS = isIOS
  }

  /// Saves (adds or replaces) `item`.
  public func save(_ item: LegacyTokenItem) throws(KeychainError) {
    try keychain.save(
      KeychainItem(
        accessGroup: accessGroup, account: item.keychainAccount(onIOS: isIOS), service: item.keychainService,
        generic: Data(utf8Of: LegacyTokenItem.keyPrefix), data: item.archiveData))
  }

  /// Every legacy item in the group.
  public func allItems() throws(KeychainError) -> [LegacyTokenItem] {
    try keychain.items(matching: KeychainQuery(accessGroup: accessGroup, generic: Data(utf8Of: LegacyTokenItem.keyPrefix)))
      .compactMap { LegacyTokenItem(archiveData: $0.data) }
  }

  /// Items of `userID` (normalized), optionally only of `clientID`.
  public func items(userID: String?, clientID: String? = nil) throws(KeychainError) -> [LegacyTokenItem] {
    let user = userID.map(LegacyTokenItem.normalizeUserID)
    return try allItems().filter { item in
      (user == nil || item.userID == user) && (clientID == nil || item.clientID.lowercased() == clientID!.lowercased())
    }
  }

  /// Removes `item` (by its key).
  public func remove(_ item: LegacyTokenItem) throws(KeychainError) {
    try keychain.delete(
      matching: KeychainQuery(
        accessGroup: accessGroup, account: item.keychainAccount(onIOS: isIOS), service: item.keychainService))
  }

  /// Removes the items of `userID` for `clientID` (and its family copies when `familyID` is given); returns how many.
  @discardableResult
  public func removeAll(userID: String, clientID: String, familyID: String? = nil) throws(KeychainError) -> Int {
    let clients = Set([clientID.lowercased()] + (familyID.map { [LegacyTokenItem.familyClientID($0)] } ?? []))
    var removed = 0
    for item in try items(userID: userID) where clients.contains(item.clientID.lowercased()) {
      try remove(item)
      removed += 1
    }
    return removed
  }
}
