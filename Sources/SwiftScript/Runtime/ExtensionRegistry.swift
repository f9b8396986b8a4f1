import Foundation

/// Members that an `extension` (or a protocol's extension) adds to a type the script did not
/// declare itself: a protocol, or a standard type such as `Int` or `String`.
final class ExtensionMembers {
  let name: String
  /// The scope the extension's members were declared in.
  let scope: Scope
  /// The registry's clock: it ticks when these members change.
  private let clock: MemberClock
  var methods: [String: [FunctionValue]] = [:] {
    didSet { clock.tick() }
  }
  var computedProperties: [String: NominalType.ComputedProperty] = [:] {
    didSet { clock.tick() }
  }
  var staticMethods: [String: [FunctionValue]] = [:]
  /// `static var name: T { … }` of the extensions (a protocol's: every conforming type has it).
  var staticComputed: [String: NominalType.ComputedProperty] = [:]
  /// The extensions' `subscript` declarations (`extension Int { subscript(digit: Int) -> Int }`).
  var subscripts: [NominalType.Subscript] = []
  /// For a protocol: the protocols it inherits from.
  var inheritedProtocols: Set<String> = [] {
    didSet { clock.tick() }
  }
  /// For a protocol: the names of its requirements (methods and properties), which dispatch on
  /// the value's type; a method only its extensions declare dispatches on the static type.
  var requirements: Set<String> = []
  /// For a protocol: its associated types (`Item` of a `Container`), open in its extensions.
  var associatedTypes: Set<String> = []

  init(name: String, scope: Scope, clock: MemberClock) {
    self.name = name
    self.scope = scope
    self.clock = clock
  }
}

/// Counts the changes to what a member lookup finds in one session: a type's methods, computed
/// properties, superclass or conformances, a protocol's or an extension's members. What a lookup
/// found when the clock read `t` still holds while it reads `t` (``NominalType/lookupMethods(_:)``,
/// a compiled method call's ``MethodSite``).
final class MemberClock {
  private(set) var time: UInt64 = 0

  func tick() { time &+= 1 }
}

/// The session's protocols and the extensions of standard types.
final class ExtensionRegistry {
  /// Ticks whenever a member lookup could find something else (shared by the session's types).
  let clock = MemberClock()
  /// Declared protocols by name, with what their extensions add.
  var protocols: [String: ExtensionMembers] = [:] {
    didSet { clock.tick() }
  }
  /// Extensions of standard types (`Int`, `String`, `Array`...) by type name.
  var standardTypes: [String: ExtensionMembers] = [:] {
    didSet { clock.tick() }
  }

  /// The script's protocols each standard type conforms to by an extension (`extension Int: P {}`,
  /// `extension Array: Container {}`), by the type's key.
  var standardConformances: [String: Set<String>] = [:] {
    didSet { clock.tick() }
  }

  /// Forgets everything (the shell's `:reset`).
  func removeAll() {
    protocols = [:]
    standardTypes = [:]
    standardConformances = [:]
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
