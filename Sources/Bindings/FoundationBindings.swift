import Foundation
import SwiftScript

/// The Foundation subset scripts use: `NSError` (domain, code, userInfo).
public enum FoundationBindings {
  /// Registers the Foundation types on `registry`.
  public static func register(on registry: HostRegistry) {
    registry.register(NSError.self, name: "NSError", supertype: "NSObject") { type in
      type.initializer(["domain", "code", "userInfo"]) { arguments throws(ScriptFailure) in
        let userInfo: [String: Any]
        if case .dictionary(let dictionary) = arguments.value(2) {
          var entries: [String: Any] = [:]
          for (key, value) in dictionary.entries {
            if case .string(let name) = key { entries[name] = hostObject(value) }
          }
          userInfo = entries
        } else {
          userInfo = [:]
        }
        return NSError(domain: try arguments.get(0), code: try arguments.get(1), userInfo: userInfo)
      }
      type.property("domain") { $0.domain }
      type.property("code") { $0.code }
      type.property("localizedDescription") { $0.localizedDescription }
      type.property("userInfo", type: .dictionary(.string, .any)) { error throws(ScriptFailure) in
        registry.value(fromAny: error.userInfo)
      }
      type.describe { "Error Domain=\($0.domain) Code=\($0.code)" }
    }
  }

  /// A script value as a Foundation object (for userInfo dictionaries).
  static func hostObject(_ value: Value) -> Any {
    switch value {
    case .string(let text): return text
    case .int(let number): return number
    case .double(let number): return number
    case .bool(let flag): return flag
    case .host(let host): return host.object
    case .array(let array): return array.elements.map(hostObject)
    default: return "\(value)"
    }
  }
}
