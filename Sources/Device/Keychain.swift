import Foundation

/// The device's keychain: every generic-password item of every app, in insertion order.
///
/// Apps never touch it directly; they go through ``AppKeychain``, which enforces the access groups
/// of the calling app's entitlements, as iOS does.
public final class Keychain {
  /// All items, oldest first.
  public private(set) var items: [KeychainItem] = []

  /// Creates an empty keychain.
  public init() {}

  /// The view of the keychain an app gets.
  public func access(for app: InstalledApp) -> AppKeychain {
    AppKeychain(keychain: self, app: app)
  }

  /// Removes every item (a device reset).
  public func removeAll() {
    items.removeAll()
  }

  /// Items of `accessGroup` (qualified with a team prefix), for inspection tools.
  public func items(inGroup accessGroup: String) -> [KeychainItem] {
    items.filter { $0.accessGroup == accessGroup }
  }

  /// The qualified groups that hold items, sorted.
  public var accessGroups: [String] {
    Set(items.map(\.accessGroup)).sorted()
  }

  // MARK: - Storage (used by AppKeychain after it checked access)

  func insert(_ item: KeychainItem) {
    items.append(item)
  }

  func replace(at index: Int, with item: KeychainItem) {
    items[index] = item
  }

  func removeItems(where shouldRemove: (KeychainItem) -> Bool) -> Int {
    let before = items.count
    items.removeAll(where: shouldRemove)
    return before - items.count
  }
}
