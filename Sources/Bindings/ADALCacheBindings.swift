import ADAL
import Foundation
import SwiftScript

/// ADAL's keychain cache: `ADKeychainTokenCache` (iOS).
enum ADALCacheBindings {
  static func register(on registry: HostRegistry) {
    registry.register(ADKeychainTokenCache.self, supertype: "NSObject") { type in
      type.initializer([]) { _ in ADKeychainTokenCache() }
      type.initializer(["group"], types: [Types.optionalString]) { arguments throws(ScriptFailure) in
        ADKeychainTokenCache(group: try arguments.get(0))
      }
      type.property("sharedGroup") { $0.sharedGroup }
      type.staticMethod("defaultKeychain", [], returns: Types.named("ADKeychainTokenCache")) { _ in
        ADKeychainTokenCache.defaultKeychain().toScript(registry)
      }
      type.staticMethod("keychainCache", ["forGroup"], types: [Types.optionalString], returns: Types.named("ADKeychainTokenCache")) {
        arguments throws(ScriptFailure) in
        ADKeychainTokenCache.keychainCache(forGroup: try arguments.get(0)).toScript(registry)
      }
      type.staticMethod("defaultKeychainGroup", [], returns: Types.optionalString) { _ in
        ADKeychainTokenCache.defaultKeychainGroup().toScript(registry)
      }
      type.staticMethod("setDefaultKeychainGroup", [nil], types: [Types.optionalString], returns: .void) {
        arguments throws(ScriptFailure) in
        ADKeychainTokenCache.setDefaultKeychainGroup(try arguments.get(0))
        return .void
      }
      type.method("allItems", [nil], types: [nil], returns: .optional(.array(Types.named("ADTokenCacheItem")))) {
        cache, arguments throws(ScriptFailure) in
        try ADALErrorPointer.with(arguments, at: 0) { cache.allItems($0) }.toScript(registry)
      }
      type.method("remove", [nil, "error"], types: [Types.named("ADTokenCacheItem"), nil], returns: Types.bool) {
        cache, arguments throws(ScriptFailure) in
        let item: ADTokenCacheItem = try arguments.get(0)
        return .bool(try ADALErrorPointer.with(arguments, at: 1) { cache.remove(item, error: $0) })
      }
      type.method("removeAll", ["forClientId", "error"], types: [Types.string, nil], returns: Types.bool) {
        cache, arguments throws(ScriptFailure) in
        let clientId: String = try arguments.get(0)
        return .bool(try ADALErrorPointer.with(arguments, at: 1) { cache.removeAll(forClientId: clientId, error: $0) })
      }
      type.method("removeAll", ["forUserId", "clientId", "error"], types: [Types.string, Types.string, nil], returns: Types.bool) {
        cache, arguments throws(ScriptFailure) in
        let userId: String = try arguments.get(0)
        let clientId: String = try arguments.get(1)
        return .bool(try ADALErrorPointer.with(arguments, at: 2) { cache.removeAll(forUserId: userId, clientId: clientId, error: $0) })
      }
      type.method("wipeAllItems", ["forUserId", "error"], types: [Types.string, nil], returns: Types.bool) {
        cache, arguments throws(ScriptFailure) in
        let userId: String = try arguments.get(0)
        return .bool(try ADALErrorPointer.with(arguments, at: 1) { cache.wipeAllItems(forUserId: userId, error: $0) })
      }
      type.inspect { Inspection.fields(["sharedGroup": Inspection.quoted($0.sharedGroup)]) }
    }
  }
}
