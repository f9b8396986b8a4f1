/// Swift's `Hasher`, as a type's own `hash(into:)` feeds it: what is combined is kept as keys
/// (``HashKey``), and the hash is made from them when it is asked for.
///
/// A host class, so that `hasher.combine(x)` inside `hash(into hasher: inout Hasher)` changes the
/// caller's hasher. As in Swift, `finalize()` differs from run to run; equal inputs give equal
/// hashes within one run.
final class ScriptHasher {
  /// What was combined, in order.
  private(set) var combined: [HashKey] = []

  func combine(_ key: HashKey) { combined.append(key) }

  /// The hash of everything combined.
  var finalValue: Int {
    var hasher = Hasher()
    hasher.combine(combined)
    return hasher.finalize()
  }
}

enum Hashing {
  /// Registers `Hasher` in `registry`: `Hasher()`, `combine(_:)`, `finalize()`.
  static func register(in registry: HostRegistry) {
    registry.register(ScriptHasher.self, name: "Hasher") { type in
      type.initializer([]) { _ throws(ScriptFailure) in ScriptHasher() }
      type.method("combine", [nil], types: [nil], mutating: true) { hasher, arguments throws(ScriptFailure) in
        hasher.combine(try HashKey(arguments.value(0)))
        return .void
      }
      type.method("finalize", [], returns: .int) { hasher, _ throws(ScriptFailure) in .int(hasher.finalValue) }
      type.describe { _ in "Hasher(_core: Hasher._Core(...))" }
    }
  }
}
