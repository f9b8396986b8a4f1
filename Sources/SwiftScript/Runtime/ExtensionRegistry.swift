import Foundation

/// Members that an `extension` (or a protocol's extension) adds to a type the script did not
/// declare itself: a protocol, or a standard type such as `Int` or `String`.
final class ExtensionMembers {
  let name: String
  /// The scope the extension's members were declared in.
  let scope: Scope
  var methods: [String: [FunctionValue]] = [:]
  var computedProperties: [String: NominalType.ComputedProperty] = [:]
  var staticMethods: [String: [FunctionValue]] = [:]
  /// For a protocol: the protocols it inherits from.
  var inheritedProtocols: Set<String> = []

  init(name: String, scope: Scope) {
    self.name = name
    self.scope = scope
  }
}

/// The session's protocols and the extensions of standard types.
final class ExtensionRegistry {
  /// Declared protocols by name, with what their extensions add.
  var protocols: [String: ExtensionMembers] = [:]
  /// Extensions of standard types (`Int`, `String`, `Array`...) by type name.
  var standardTypes: [String: ExtensionMembers] = [:]

  /// Forgets everything (the shell's `:reset`).
  func removeAll() {
    protocols = [:]
    standardTypes = [:]
  }

  /// `names` and every protocol they inherit from, transitively.
  func closure(of names: Set<String>) -> Set<String> {
    var result = names
    var pending = Array(names)
    while let name = pending.popLast() {
      for inherited in protocols[name]?.inheritedProtocols ?? [] where result.insert(inherited).inserted {
        pending.append(inherited)
      }
    }
    return result
  }

  /// The protocol extensions that apply to a type conforming to `conformances`.
  func protocolExtensions(for conformances: Set<String>) -> [ExtensionMembers] {
    closure(of: conformances).sorted().compactMap { protocols[$0] }
  }
}
