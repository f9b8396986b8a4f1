/// How an instance of a script type with its own `==` or `hash(into:)` is a dictionary key or a
/// set member, as in Swift: hashed by what its `hash(into:)` combines (by its fields when it has
/// none) and told apart from the keys of equal hash by its `==`.
///
/// One per interpreter; every struct, enum and class the script declares points to it
/// (``NominalType/keyHashing``), so that a ``HashKey``, made where no interpreter is at hand (in a
/// dictionary's storage), can run the script's code.
final class KeyHashing {
  /// Weak: a type outliving its interpreter (an instance host code kept) hashes by its fields.
  private weak var interpreter: Interpreter?

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  /// The key of `value`, an instance of `type`, when the type (its extensions, superclasses or a
  /// protocol extension) declares `hash(into:)` or `==`; nil when neither is declared.
  func customKey(for value: Value, of type: NominalType) throws(ScriptFailure) -> HashKey? {
    guard let interpreter else { return nil }
    let hashInto: FunctionValue?
    let equality: Bool
    // Kept on the type by its member clock's time (`NominalType.declaredHashing`); a global `==`
    // is no member of the type, and is looked for by the top level's stamp.
    if let time = type.memberClock?.time, let known = type.declaredHashing, known.time == time {
      (hashInto, equality) = (known.hashInto, known.equality)
    } else {
      hashInto = type.lookupMethods("hash").first { $0.parameters.count == 1 && $0.parameters[0].label == "into" }
      equality = interpreter.declaresEquality(for: value)
      if let time = type.memberClock?.time { type.declaredHashing = (time, hashInto, equality) }
    }
    guard hashInto != nil || equality || interpreter.declaresGlobalEquality() else { return nil }
    let hashBits: Int
    if let hashInto {
      let hasher = ScriptHasher()
      let bound = hashInto.bound(to: Variable(name: "self", value: value, isConstant: true))
      _ = try interpreter.invoke(bound, arguments: [Argument(label: "into", value: interpreter.registry.wrap(hasher))], callLabels: true)
      hashBits = hasher.finalValue
    } else {
      hashBits = try HashKey(value, byOwnHashing: false).hashValue
    }
    return .custom(CustomHashKey(value: value, hashBits: hashBits, hashing: self))
  }

  /// Whether `left` and `right` are equal by the script's `==` (by their fields where it declares
  /// none).
  func equal(_ left: Value, _ right: Value) throws(ScriptFailure) -> Bool {
    guard let interpreter else { return false }
    return try interpreter.valuesEqual(left, right)
  }
}

/// The key of an instance whose type hashes and compares it by its own code (``KeyHashing``).
final class CustomHashKey: Hashable {
  let value: Value
  /// The hash of what its `hash(into:)` combined (or of its fields).
  let hashBits: Int
  let hashing: KeyHashing

  init(value: Value, hashBits: Int, hashing: KeyHashing) {
    self.value = value
    self.hashBits = hashBits
    self.hashing = hashing
  }

  /// Whether `stored`, a key already in a table, is equal to this one by the type's `==`.
  func matches(_ stored: Value) throws(ScriptFailure) -> Bool { try hashing.equal(value, stored) }

  /// Equal by the type's `==`; a failure in it (a fault the script's `==` raised) counts as
  /// unequal here, where nothing can be thrown: a table's own lookups go through ``matches(_:)``.
  static func == (left: CustomHashKey, right: CustomHashKey) -> Bool {
    left === right || ((try? left.matches(right.value)) ?? false)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hashBits) }
}
