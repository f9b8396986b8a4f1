import Device
import Foundation
import IdentityCore

/// Keychain settings of a configuration (`config.cacheConfig`).
public final class MSALCacheConfig: NSObject {
  /// The keychain group the cache lives in. The default is shared with ADAL and other MSAL apps
  /// (`com.microsoft.adalcache` on iOS); set it to the bundle id to opt out of sharing. It must be
  /// in the app's keychain-access-groups entitlement; MSAL adds the team prefix itself.
  public var keychainSharingGroup: String

  init(platform: SimulatedDevice.Platform) {
    keychainSharingGroup = platform.defaultKeychainGroup
    super.init()
  }

  /// The default group: `com.microsoft.adalcache` on iOS, `com.microsoft.identity.universalstorage` on macOS.
  public class func defaultKeychainSharingGroup() -> String {
    SimulationEnvironment.current.device.platform.defaultKeychainGroup
  }
}
