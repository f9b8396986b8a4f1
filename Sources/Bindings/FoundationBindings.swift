import Foundation
import IdentityCore
import SwiftScript

/// The Foundation subset scripts use: `NSObject`, `NSError` (domain, code, userInfo) and its
/// constants, `URL`, `UUID`, `Date` and `Data`.
///
/// `Date()` is the simulated device's time (the platform's clock), so tokens' `expiresOn`
/// compares with it as it would on the device.
public enum FoundationBindings {
  /// Registers the Foundation types on `registry`.
  public static func register(on registry: HostRegistry) {
    registry.module("Foundation")
    registry.register(NSObject.self, name: "NSObject")
    registerErrors(on: registry)
    registerURL(on: registry)
    registerUUID(on: registry)
    registerDate(on: registry)
    registerData(on: registry)
  }

  // MARK: - NSError

  private static func registerErrors(on registry: HostRegistry) {
    registry.register(NSError.self, name: "NSError", supertype: "NSObject") { type in
      // `init(domain:code:userInfo:)`, whose `userInfo` defaults to nil: registered with and without it.
      for labels in [["domain", "code", "userInfo"], ["domain", "code"]] {
        type.initializer(labels, types: Array([.string, .int, .optional(.dictionary(.string, .any))].prefix(labels.count))) {
          arguments throws(ScriptFailure) in
          var userInfo: [String: Any] = [:]
          if arguments.count > 2, case .dictionary(let dictionary) = arguments.value(2).unwrappedHostValue {
            for (key, value) in dictionary.entries {
              if case .string(let name) = key { userInfo[name] = hostObject(value) }
            }
          }
          return NSError(domain: try arguments.get(0), code: try arguments.get(1), userInfo: userInfo)
        }
      }
    }
    // The members read any error as `NSError` (Swift errors bridge, as `error as NSError` does), so
    // they are registered for `Error` under the name `NSError`.
    registry.register((any Error).self, name: "NSError") { type in
      type.property("domain") { ($0 as NSError).domain }
      type.property("code") { ($0 as NSError).code }
      type.property("localizedDescription") { ($0 as NSError).localizedDescription }
      type.property("userInfo", type: .dictionary(.string, .any)) { error throws(ScriptFailure) in
        registry.value(fromAny: (error as NSError).userInfo)
      }
    }
    registry.constant("NSLocalizedDescriptionKey", .string(NSLocalizedDescriptionKey))
    registry.constant("NSUnderlyingErrorKey", .string(NSUnderlyingErrorKey))
    registry.constant("NSURLErrorDomain", .string(NSURLErrorDomain))
    registry.constant("NSOSStatusErrorDomain", .string(NSOSStatusErrorDomain))
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
    case .dictionary(let dictionary):
      // Keys as Foundation keeps them: strings as String, anything else by its description.
      var object: [String: Any] = [:]
      for (key, element) in zip(dictionary.keys, dictionary.values) {
        guard case .string(let name) = key else { return "\(value)" }
        object[name] = hostObject(element)
      }
      return object
    case .optional(let wrapped?): return hostObject(wrapped)
    default: return "\(value)"
    }
  }

  // MARK: - URL

  private static func registerURL(on registry: HostRegistry) {
    registry.register(URL.self) { type in
      type.failableInitializer(["string"], types: [.string]) { arguments throws(ScriptFailure) in
        URL(string: try arguments.get(0))
      }
      type.property("absoluteString") { $0.absoluteString }
      type.property("scheme") { $0.scheme }
      type.property("host") { $0.host }
      type.property("path") { $0.path }
      type.property("query") { $0.query }
      type.property("lastPathComponent") { $0.lastPathComponent }
      type.property("pathComponents") { $0.pathComponents }
      type.method("appendingPathComponent", [nil], types: [.string], returns: .named("URL")) { url, arguments throws(ScriptFailure) in
        url.appendingPathComponent(try arguments.get(0) as String).toScript(registry)
      }
      type.equatable()
      type.describe { $0.absoluteString }
      type.inspect { Inspection.quoted($0.absoluteString) }
    }
  }

  // MARK: - UUID

  private static func registerUUID(on registry: HostRegistry) {
    registry.register(UUID.self) { type in
      type.initializer([]) { _ in UUID() }
      type.failableInitializer(["uuidString"], types: [.string]) { arguments throws(ScriptFailure) in
        UUID(uuidString: try arguments.get(0))
      }
      type.property("uuidString") { $0.uuidString }
      type.equatable()
      type.describe { $0.uuidString }
      type.inspect { $0.uuidString }
    }
  }

  // MARK: - Date

  private static func registerDate(on registry: HostRegistry) {
    registry.register(Date.self) { type in
      type.initializer([]) { _ in SimulationEnvironment.current.now }
      type.initializer(["timeIntervalSince1970"], types: [.double]) { arguments throws(ScriptFailure) in
        Date(timeIntervalSince1970: try arguments.get(0))
      }
      type.initializer(["timeIntervalSinceNow"], types: [.double]) { arguments throws(ScriptFailure) in
        SimulationEnvironment.current.now.addingTimeInterval(try arguments.get(0))
      }
      type.initializer(["timeInterval", "since"], types: [.double, .named("Date")]) { arguments throws(ScriptFailure) in
        Date(timeInterval: try arguments.get(0), since: try arguments.get(1))
      }
      type.staticValue("now") { SimulationEnvironment.current.now }
      type.staticValue("distantPast") { Date.distantPast }
      type.staticValue("distantFuture") { Date.distantFuture }
      type.property("timeIntervalSince1970") { $0.timeIntervalSince1970 }
      type.property("timeIntervalSinceNow") { $0.timeIntervalSince(SimulationEnvironment.current.now) }
      type.method("timeIntervalSince", [nil], types: [.named("Date")], returns: .double) { date, arguments throws(ScriptFailure) in
        .double(date.timeIntervalSince(try arguments.get(0)))
      }
      type.method("addingTimeInterval", [nil], types: [.double], returns: .named("Date")) { date, arguments throws(ScriptFailure) in
        date.addingTimeInterval(try arguments.get(0)).toScript(registry)
      }
      type.comparable()
      type.inspect { String(describing: $0) }
    }
  }

  // MARK: - Data

  private static func registerData(on registry: HostRegistry) {
    registry.register(Data.self) { type in
      type.property("count") { $0.count }
      type.property("isEmpty") { $0.isEmpty }
      type.equatable()
    }
  }
}

extension Value {
  /// The value inside an optional (the value itself otherwise).
  fileprivate var unwrappedHostValue: Value {
    if case .optional(let wrapped?) = self { return wrapped }
    return self
  }
}
