import Device
import Foundation
import IdentityCore

/// ADAL's keychain cache on iOS (`ADKeychainTokenCache`): the legacy items of one keychain group.
public final class ADKeychainTokenCache: NSObject {
  /// The keychain group.
  public let sharedGroup: String
  let environment: SimulationEnvironment
  let app: InstalledApp

  /// A cache over the default group.
  public override convenience init() {
    self.init(group: ADKeychainTokenCache.defaultKeychainGroup())
  }

  /// A cache over `group` (nil: the app's bundle id).
  public init(group: String?) {
    environment = SimulationEnvironment.current
    app = environment.device.runningApp
    sharedGroup = group ?? app.bundleID
    super.init()
  }

  /// The cache over the default group.
  public static func defaultKeychain() -> ADKeychainTokenCache { ADKeychainTokenCache() }

  /// The cache over `group`.
  public static func keychainCache(forGroup group: String?) -> ADKeychainTokenCache { ADKeychainTokenCache(group: group) }

  /// The default group: `com.microsoft.adalcache` unless changed.
  public static func defaultKeychainGroup() -> String? { SimulationEnvironment.current.adalDefaultKeychainGroup }

  /// Changes the default group (nil: the bundle id).
  public static func setDefaultKeychainGroup(_ group: String?) {
    SimulationEnvironment.current.adalDefaultKeychainGroup = group
  }

  var legacyCache: LegacyTokenCache {
    LegacyTokenCache(
      keychain: environment.device.keychain.access(for: app), accessGroup: sharedGroup,
      isIOS: environment.device.platform == .iOS)
  }

  /// Every item (an empty array when there are none; nil, with `error` set, when the keychain fails).
  public func allItems(_ error: UnsafeMutablePointer<ADAuthenticationError?>?) -> [ADTokenCacheItem]? {
    do {
      let now = { [environment] in environment.now }
      return try legacyCache.allItems().map { ADTokenCacheItem($0, now: now) }
    } catch let failure {
      error.report(ADALErrors.keychain(failure))
      return nil
    }
  }

  /// Removes `item`.
  public func remove(_ item: ADTokenCacheItem, error: UnsafeMutablePointer<ADAuthenticationError?>?) -> Bool {
    perform(error) { () throws(KeychainError) in try legacyCache.remove(item.legacyItem) }
  }

  /// Removes every item of `clientId`.
  public func removeAll(forClientId clientId: String, error: UnsafeMutablePointer<ADAuthenticationError?>?) -> Bool {
    perform(error) { () throws(KeychainError) in
      for item in try legacyCache.allItems() where item.clientID.lowercased() == clientId.lowercased() {
        try legacyCache.remove(item)
      }
    }
  }

  /// Removes the items of `userId` for `clientId`. (ADAL 2.7 can still sign the user in silently
  /// afterwards from the unified cache, as ADAL issue #1424 reports.)
  public func removeAll(
    forUserId userId: String, clientId: String, error: UnsafeMutablePointer<ADAuthenticationError?>?
  ) -> Bool {
    perform(error) { () throws(KeychainError) in
      try legacyCache.removeAll(userID: userId, clientID: clientId)
    }
  }

  /// Removes every item of `userId`, for every app sharing the group (destructive).
  public func wipeAllItems(forUserId userId: String, error: UnsafeMutablePointer<ADAuthenticationError?>?) -> Bool {
    perform(error) { () throws(KeychainError) in
      for item in try legacyCache.items(userID: userId) { try legacyCache.remove(item) }
    }
  }

  private func perform(
    _ error: UnsafeMutablePointer<ADAuthenticationError?>?, _ body: () throws(KeychainError) -> Void
  ) -> Bool {
    do {
      try body()
      return true
    } catch let failure {
      error.report(ADALErrors.keychain(failure))
      return false
    }
  }
}

extension Optional where Wrapped == UnsafeMutablePointer<ADAuthenticationError?> {
  /// Stores `error` through the error pointer, when the caller passed one.
  func report(_ error: ADAuthenticationError) {
    self?.pointee = error
  }
}
