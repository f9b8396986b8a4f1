import Foundation

/// The keychain as one app sees it: only items in access groups its entitlements list (plus its
/// own application identifier, `TEAMID.bundleid`), always with its own team prefix.
///
/// Naming a group the app is not entitled to fails with `errSecMissingEntitlement` (-34018), the
/// error MSAL and ADAL report when `com.microsoft.adalcache` is missing from an app's entitlements.
public struct AppKeychain {
  /// The whole keychain.
  public let keychain: Keychain
  /// The calling app.
  public let app: InstalledApp

  /// The groups the app may use, qualified: its entitlements, then its application identifier.
  public var accessibleGroups: [String] { app.accessibleKeychainGroups }

  /// The group items go to when a call names none: the first entitled group.
  public var defaultGroup: String { accessibleGroups[0] }

  /// Items matching `query`. Throws `errSecMissingEntitlement` when the query names a group the app may not use.
  public func items(matching query: KeychainQuery) throws(KeychainError) -> [KeychainItem] {
    let groups = try groups(for: query.accessGroup)
    return keychain.items.filter { groups.contains($0.accessGroup) && query.matchesAttributes(of: $0) }
  }

  /// Adds `item` (its group qualified with the app's team). Fails with `errSecDuplicateItem`
  /// when an item with the same group, account and service exists.
  public func add(_ item: KeychainItem) throws(KeychainError) {
    let item = try qualified(item)
    if keychain.items.contains(where: { $0.hasSameKey(as: item) }) { throw .duplicateItem }
    keychain.insert(item)
  }

  /// Adds `item`, or replaces the item with the same key (what MSAL does: update, else add).
  public func save(_ item: KeychainItem) throws(KeychainError) {
    let item = try qualified(item)
    if let index = keychain.items.firstIndex(where: { $0.hasSameKey(as: item) }) {
      keychain.replace(at: index, with: item)
    } else {
      keychain.insert(item)
    }
  }

  /// Deletes every item matching `query`; returns how many went.
  @discardableResult
  public func delete(matching query: KeychainQuery) throws(KeychainError) -> Int {
    let groups = try groups(for: query.accessGroup)
    return keychain.removeItems { groups.contains($0.accessGroup) && query.matchesAttributes(of: $0) }
  }

  // MARK: - Access checks

  private func groups(for requested: String?) throws(KeychainError) -> [String] {
    guard let requested else { return accessibleGroups }
    let group = app.qualifiedAccessGroup(requested)
    guard accessibleGroups.contains(group) else { throw .missingEntitlement }
    return [group]
  }

  private func qualified(_ item: KeychainItem) throws(KeychainError) -> KeychainItem {
    var item = item
    item.accessGroup = item.accessGroup.isEmpty ? defaultGroup : app.qualifiedAccessGroup(item.accessGroup)
    guard accessibleGroups.contains(item.accessGroup) else { throw .missingEntitlement }
    return item
  }
}
