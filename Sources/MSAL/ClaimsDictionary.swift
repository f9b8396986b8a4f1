import Foundation
import IdentityPlatform

/// Claims as Objective-C code sees them: a `[String: Any]` of strings, numbers, booleans and arrays.
enum ClaimsDictionary {
  static func make(_ object: JSONObject) -> [String: Any] {
    var dictionary: [String: Any] = [:]
    for (key, value) in object.members { dictionary[key] = bridge(value) }
    return dictionary
  }

  static func bridge(_ value: JSONValue) -> Any {
    switch value {
    case .null: NSNull()
    case .bool(let flag): flag
    case .int(let number): number
    case .double(let number): number
    case .string(let text): text
    case .array(let items): items.map(bridge)
    case .object(let object): make(object)
    }
  }
}
