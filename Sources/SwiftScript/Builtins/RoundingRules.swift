/// Swift's `FloatingPointRoundingRule`: how `rounded(_:)` rounds a `Double` or a `Float`
/// (`.down`, `.up`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`,
/// `.toNearestOrAwayFromZero`, the rule of `rounded()`).
///
/// A rule is a host value of Swift's own enumeration, so that rounding is Swift's; it prints as
/// its case's name, as Swift prints it.
enum RoundingRules {
  /// The type's name, as scripts write it.
  static let typeName = "FloatingPointRoundingRule"

  /// The cases, by name.
  static let cases: [(name: String, rule: FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero), ("toNearestOrEven", .toNearestOrEven), ("up", .up),
    ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
  ]

  /// Registers the type in `registry` (each registry has it: `HostRegistry.init`).
  static func register(in registry: HostRegistry) {
    registry.register(FloatingPointRoundingRule.self) { type in
      type.equatable()
      type.describe { rule in cases.first { $0.rule == rule }?.name ?? "\(rule)" }
      type.inspect { rule in "." + (cases.first { $0.rule == rule }?.name ?? "\(rule)") }
      // In a collection or an optional: `Swift.FloatingPointRoundingRule.up`.
      type.debugDescribe { rule in "Swift.\(typeName)." + (cases.first { $0.rule == rule }?.name ?? "\(rule)") }
      for (name, rule) in cases {
        type.staticProperty(name) { registry.wrap(rule) }
        type.type.staticPropertyTypes[name] = .named(typeName)
      }
    }
  }

  /// The rule `value` holds, or swiftc's complaint about an argument of another type.
  static func rule(_ value: Value) throws(ScriptFailure) -> FloatingPointRoundingRule {
    if case .host(let host) = value, let rule = host.object as? FloatingPointRoundingRule { return rule }
    throw .diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type '\(typeName)'")
  }
}
