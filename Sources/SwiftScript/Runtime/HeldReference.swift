/// A reference that does not keep its instance alive: what a `weak` or `unowned` variable, stored
/// property or capture-list entry holds.
///
/// A script class's instance is referenced weakly; anything else stored there (`nil`, a host
/// object) is kept as it is. Reading gives the instance while it lives; once it is gone, a `weak`
/// reference reads `nil` and an `unowned` one is a runtime fault, as in Swift.
struct HeldReference {
  let ownership: NominalType.Ownership
  /// Whether a read gives an optional (`weak var p: P?`, `unowned var q: P?`) or the instance.
  let isOptional: Bool
  weak var object: ObjectValue?
  /// What was stored when it was not a script class's instance (`nil`, a host object).
  let other: Value?
  /// Where the instance was, for the fault that reading it once gone is (as Swift reports it).
  let address: UInt

  /// Holds `value` with `ownership` (`.weak` or `.unowned`).
  init(_ value: Value, ownership: NominalType.Ownership, isOptional: Bool) {
    self.ownership = ownership
    self.isOptional = isOptional
    let flattened = value.flattenedOptional
    if case .object(let object) = flattened {
      self.object = object
      other = nil
      address = UInt(bitPattern: ObjectIdentifier(object))
    } else {
      object = nil
      other = flattened.isNil ? Value.none : value
      address = 0
    }
  }

  /// The instance while it lives; once it is gone `nil` (`weak`) or a fault (`unowned`).
  func read() throws(ScriptFailure) -> Value {
    if let other { return other }
    guard let object else {
      if ownership == .unowned { throw .unownedInstanceGone(address: address) }
      return Value.none
    }
    return isOptional ? .optional(.object(object)) : .object(object)
  }
}

/// A `weak` or `unowned` stored property of a struct, as its field holds it: a reference that does
/// not keep its instance alive, shared by the struct's copies (a store makes a new one).
final class HeldField {
  let reference: HeldReference

  private init(_ reference: HeldReference) { self.reference = reference }

  /// The field value holding `reference`.
  static func value(_ reference: HeldReference) -> Value { .host(HostValue(HeldField(reference), type: hostType)) }

  /// The held field `value` is, if it is one.
  static func held(in value: Value) -> HeldField? {
    guard case .host(let host) = value else { return nil }
    return host.object as? HeldField
  }

  /// The type of held fields (never seen by a script: reads give the instance).
  nonisolated(unsafe) static let hostType = HostType(name: "HeldField", supertypeName: nil)
}
