/// What one site that finds a name through the scopes (`fib(k - 1)`, `Node(value: i, next: head)`)
/// learned the last time it looked: the scopes the lookup passed, by their stamps
/// (``Scope/stamp``), and the entry it found. While the same scopes come by unchanged, that entry
/// is the one `Interpreter.resolve` would find, and no name is hashed.
///
/// A scope that was empty when the site learned is remembered as empty, not by its stamp: a
/// method's call makes a new scope each time (for `self`), with no names of its own, and a lookup
/// passes through it alike whatever its identity; the scopes after it are still checked by stamp.
final class NameSite {
  let name: String
  /// The clock of the scopes learned (stamps are unique only under one clock); kept strongly, so
  /// that no other clock takes its identity.
  private var clock: ScopeClock?
  /// The stamps of the scopes the lookup passed, the last the one it found the name in (every
  /// scope up to the root when it found none); `emptyScope` for a scope that had no names.
  private var stamps: [UInt64] = []
  private var entry: ScopeEntry?
  private static let emptyScope: UInt64 = 0
  /// Whether one of the scopes the lookup passed is a method's (with `self`) or a type's body:
  /// where a name no scope declares may still be an instance's or a type's member, which
  /// `Interpreter.selfVariable(in:)` and `typeContext(in:)` would otherwise walk the scopes for.
  private(set) var passesInstanceOrType = false

  init(name: String) { self.name = name }

  /// The stamp of the scope the entry was last found or seen again from, and the clock's time
  /// then: while the clock has not moved, no scope was made or changed since, and a lookup from
  /// the same scope passes the same scopes (no walk at all).
  private var seenFrom: UInt64 = 0
  private var seenAt: UInt64 = 0

  /// The entry `name` stands for, seen from `scope`, as `Interpreter.resolve` finds it.
  @inline(__always)
  func resolve(in scope: Scope) -> ScopeEntry? {
    if let clock, scope.clock === clock {
      if scope.stamp == seenFrom, clock.last == seenAt { return entry }
      if stillSees(from: scope) {
        seenFrom = scope.stamp
        seenAt = clock.last
        return entry
      }
    }
    return learn(from: scope)
  }

  private func stillSees(from scope: Scope) -> Bool {
    var current: Scope? = scope
    for stamp in stamps {
      guard let here = current else { return false }
      if stamp == Self.emptyScope {
        if !here.entries.isEmpty || here.selfVariable != nil && name == "self" { return false }
        // Another empty scope in this place: it must not bring an instance or a type the one
        // learned did not have.
        if !passesInstanceOrType, here.selfVariable != nil || here.hasTypeContext { return false }
      } else if here.stamp != stamp {
        return false
      }
      current = here.parent
    }
    // Found nothing: the lookup went up to the root, and must again.
    return entry != nil || current == nil
  }

  private func learn(from scope: Scope) -> ScopeEntry? {
    var passed: [UInt64] = []
    var found: ScopeEntry?
    var passesInstanceOrType = false
    var current: Scope? = scope
    while let here = current {
      if here.selfVariable != nil || here.hasTypeContext { passesInstanceOrType = true }
      if let entry = here.localEntry(name) {
        passed.append(here.stamp)
        found = entry
        break
      }
      passed.append(here.entries.isEmpty ? Self.emptyScope : here.stamp)
      current = here.parent
    }
    clock = scope.clock
    seenFrom = scope.stamp
    seenAt = scope.clock.last
    stamps = passed
    entry = found
    self.passesInstanceOrType = passesInstanceOrType
    return found
  }
}

/// Whether the host registry has a global or a type of one call site's name, asked of the
/// registry again only when something was registered since (``HostRegistry/generation``).
final class RegistryNameMemo {
  private var generation = -1
  private var has = false

  @inline(__always)
  func has(_ name: String, in registry: HostRegistry) -> Bool {
    if registry.generation != generation {
      has = registry.globals[name] != nil || registry.types[name] != nil
      generation = registry.generation
    }
    return has
  }
}
