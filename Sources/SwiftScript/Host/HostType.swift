import Foundation

/// A method of a host type: labels, and the code that runs it on an instance.
public struct HostMethod {
  public let name: String
  public let labels: [String?]
  /// The parameter types when registered (aligned with `labels`); the name checker compares
  /// arguments with them.
  public let parameterTypes: [ScriptType?]
  public let returnType: ScriptType?
  public let isThrowing: Bool
  public let isAsync: Bool
  /// Whether the last parameter is a completion block a trailing closure may fill.
  public let takesCompletion: Bool
  /// Whether it is a `mutating` method of a host type with value semantics (`Hasher.combine`):
  /// the name checker rejects it on a `let` constant, as swiftc does.
  public var isMutating = false
  let implementation: (Any, [Argument]) throws(ScriptFailure) -> Value

  /// `name(label:label:)`.
  public var fullName: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
}

/// A property of a host type.
public struct HostProperty {
  public let name: String
  public let type: ScriptType?
  let getter: (Any) throws(ScriptFailure) -> Value
  /// For settable properties: stores the value on the instance (host classes are references).
  let setter: ((Any, Value) throws(ScriptFailure) -> Void)?
}

/// A host type registered for scripts: its initializers, members and static members.
///
/// The members are built on first use: `HostRegistry.register` keeps the bindings' build closure,
/// and the first read of any member runs it. A script touches a handful of the registered types,
/// and building the rest (enumerations' case names, each a `String(describing:)` whose first use
/// per type scans every protocol conformance record) cost a quarter of a short script's run.
public final class HostType {
  public let name: String
  /// The registered supertype (`MSALAADAuthority` → `MSALAuthority`, anything → `NSObject`).
  public let supertypeName: String?
  weak var registry: HostRegistry?

  /// Builds registered but not yet run (see the type's documentation).
  private var pendingBuilds: [() -> Void] = []
  private var members = Members()

  /// Everything the bindings' build closures fill in.
  private struct Members {
    var initializers: [FunctionValue] = []
    var methods: [String: [HostMethod]] = [:]
    var properties: [String: HostProperty] = [:]
    var staticProperties: [String: () throws(ScriptFailure) -> Value] = [:]
    var staticPropertyTypes: [String: ScriptType] = [:]
    var staticMethods: [String: [FunctionValue]] = [:]
    var describe: ((Any) -> String)?
    var inspect: ((Any) -> String)?
    var debugDescribe: ((Any) -> String)?
    var equality: ((Any, Any) -> Bool)?
    var ordering: ((Any, Any) -> Int?)?
    var isEnumeration = false
  }

  init(name: String, supertypeName: String?) {
    self.name = name
    self.supertypeName = supertypeName
  }

  /// Keeps `build` to run when a member is first read.
  func deferBuild(_ build: @escaping () -> Void) { pendingBuilds.append(build) }

  /// Runs the pending builds (each once; a build may read other types, or this one, freely).
  private func buildMembers() {
    while !pendingBuilds.isEmpty {
      let builds = pendingBuilds
      pendingBuilds = []
      for build in builds { build() }
    }
  }

  // MARK: - Members (built on first read)

  /// An enumeration with Int raw values (`MSALError`): its static members are its cases.
  var isEnumeration: Bool {
    get {
      buildMembers()
      return members.isEnumeration
    }
    set { members.isEnumeration = newValue }
  }

  var initializers: [FunctionValue] {
    _read { buildMembers(); yield members.initializers }
    _modify { buildMembers(); yield &members.initializers }
  }
  var methods: [String: [HostMethod]] {
    _read { buildMembers(); yield members.methods }
    _modify { buildMembers(); yield &members.methods }
  }
  var properties: [String: HostProperty] {
    _read { buildMembers(); yield members.properties }
    _modify { buildMembers(); yield &members.properties }
  }
  var staticProperties: [String: () throws(ScriptFailure) -> Value] {
    _read { buildMembers(); yield members.staticProperties }
    _modify { buildMembers(); yield &members.staticProperties }
  }
  /// The types of the static properties registered with one (``HostTypeBuilder/staticValue(_:_:)``).
  var staticPropertyTypes: [String: ScriptType] {
    _read { buildMembers(); yield members.staticPropertyTypes }
    _modify { buildMembers(); yield &members.staticPropertyTypes }
  }
  var staticMethods: [String: [FunctionValue]] {
    _read { buildMembers(); yield members.staticMethods }
    _modify { buildMembers(); yield &members.staticMethods }
  }
  /// What `print` shows; `String(describing:)` of the object when nil.
  var describe: ((Any) -> String)? {
    _read { buildMembers(); yield members.describe }
    _modify { buildMembers(); yield &members.describe }
  }
  /// The REPL's multi-field display (`{ username: "...", ... }`); `describe` when nil.
  var inspect: ((Any) -> String)? {
    _read { buildMembers(); yield members.inspect }
    _modify { buildMembers(); yield &members.inspect }
  }
  /// What a collection or an optional shows of a value (`debugPrint`, `String(reflecting:)`):
  /// a Swift enum's case qualified by its type (`Swift.Mirror.DisplayStyle.struct`); `describe`
  /// when nil.
  var debugDescribe: ((Any) -> String)? {
    _read { buildMembers(); yield members.debugDescribe }
    _modify { buildMembers(); yield &members.debugDescribe }
  }
  /// For host enums: how to read the raw value (for `switch` and `==`).
  var equality: ((Any, Any) -> Bool)? {
    _read { buildMembers(); yield members.equality }
    _modify { buildMembers(); yield &members.equality }
  }
  /// For comparable host values (`Date`): -1, 0 or 1; nil when the other value is of another type.
  var ordering: ((Any, Any) -> Int?)? {
    _read { buildMembers(); yield members.ordering }
    _modify { buildMembers(); yield &members.ordering }
  }

  // MARK: - Supertypes and lookup

  /// The supertype, when registered.
  var supertype: HostType? { supertypeName.flatMap { registry?.types[$0] } }

  /// Whether this type is `other` or inherits from it.
  public func isSubtype(of otherName: String) -> Bool {
    var current: HostType? = self
    while let type = current {
      if type.name == otherName { return true }
      current = type.supertype
    }
    return false
  }

  /// The methods named `name` here or in supertypes.
  func lookupMethods(_ name: String) -> [HostMethod] {
    var current: HostType? = self
    var found: [HostMethod] = []
    while let type = current {
      found += type.methods[name] ?? []
      current = type.supertype
    }
    return found
  }

  /// The property named `name` here or in supertypes.
  func lookupProperty(_ name: String) -> HostProperty? {
    var current: HostType? = self
    while let type = current {
      if let property = type.properties[name] { return property }
      current = type.supertype
    }
    return nil
  }

  /// Instance member names, for completion and suggestions.
  public var memberNames: [String] {
    var names: [String] = []
    var current: HostType? = self
    while let type = current {
      names += type.properties.keys.sorted() + type.methods.keys.sorted()
      current = type.supertype
    }
    return names
  }

  /// Static member names, for completion and suggestions.
  public var staticMemberNames: [String] { staticProperties.keys.sorted() + staticMethods.keys.sorted() }
}
