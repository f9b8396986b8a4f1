/// What one member-access site (`node.value`, `self.next = next`, `point.x`) learned of the class
/// it last met: the slot of the stored property it names (and of the struct it last met: the
/// property's index among its fields). While instances of that class come by (and its
/// layout is unchanged), a read or write there is the slot's, with no name looked up; anything
/// else (a computed `override`, a `lazy var` not set yet, observers, a `let`, another class)
/// takes the general path.
final class FieldSite {
  let name: String
  /// Kept strongly, so that no other type can take its identity while the site remembers it.
  private var type: NominalType?
  private var version = 0
  private var slot = -1
  /// Whether a write there is a store into the slot (no observers, not a `let`).
  private var storesDirectly = false
  /// Whether a write in an initializer of `initializerOwner` is a store into the slot (the
  /// property's observers, if any, are not that type's to run there).
  private var storesDirectlyInInitializer = false
  /// The property's declared type, which a written value is converted to.
  private(set) var propertyType: ScriptType?

  /// The struct type met last, and the index of the stored property among its fields.
  private var structType: NominalType?
  private var structVersion = 0
  private var fieldIndex = -1

  /// The struct type met last by a change in place, and the index of the property among its
  /// fields (nil: not changed in place).
  private var changeableType: NominalType?
  private var changeableVersion = 0
  private var changeableIndex: Int?

  /// The type whose initializer the site is written in, nil outside one.
  private let initializerOwner: String?

  init(name: String, initializerOwner: String? = nil) {
    self.name = name
    self.initializerOwner = initializerOwner
  }

  /// The index among a struct's fields that a read of the property is (a stored property, not
  /// `lazy`); nil: the general path.
  @inline(__always)
  func readField(of structure: StructValue) -> Int? {
    if structure.type === structType, structure.type.fieldLayoutVersion == structVersion { return fieldIndex }
    return learnField(of: structure)
  }

  /// The index among a struct's fields that a change in place of the property is (a stored `var`,
  /// not `lazy`, observed, `weak` or `unowned`), as `Interpreter.mutateInPlace` changes it; nil:
  /// the general path.
  @inline(__always)
  func changeableField(of structure: StructValue) -> Int? {
    if structure.type === changeableType, structure.type.fieldLayoutVersion == changeableVersion { return changeableIndex }
    let type = structure.type
    changeableType = type
    changeableVersion = type.fieldLayoutVersion
    changeableIndex = nil
    if let index = structure.index(of: name), case let property = type.storedProperties[index], !property.isLazy,
      !property.isConstant, property.observers == nil, property.ownership == .strong
    {
      changeableIndex = index
    }
    return changeableIndex
  }

  /// ``changeableField(of:)`` for a struct of the type the site knows already, with no call (a
  /// caller may hold the struct borrowed): nil when the site must learn the type, or when the
  /// property is not changed in place.
  @inline(__always)
  func knownChangeableField(of structure: StructValue) -> Int? {
    guard structure.type === changeableType, structure.type.fieldLayoutVersion == changeableVersion else { return nil }
    return changeableIndex
  }

  private func learnField(of structure: StructValue) -> Int? {
    let type = structure.type
    guard let index = structure.index(of: name), !type.storedProperties[index].isLazy else { return nil }
    structType = type
    structVersion = type.fieldLayoutVersion
    fieldIndex = index
    return index
  }

  /// The slot a read of the property is, when the instance has it set; nil: the general path.
  @inline(__always)
  func readSlot(of object: ObjectValue) -> Int? {
    if !remembers(object.type), !learn(object.type) { return nil }
    // (While a modifying access is in progress on the instance, the general path checks it.)
    return object[slot: slot] == nil || object.firstHeldSlot >= 0 ? nil : slot
  }

  /// ``readField(of:)`` for a struct of the type the site knows already, with no call (a caller
  /// may hold the struct borrowed from a variable): nil when the site must learn the type, or
  /// when the struct's fields are read through ``StructValue/field(at:)``.
  @inline(__always)
  func knownField(of structure: StructValue) -> Int? {
    guard structure.type === structType, structure.type.fieldLayoutVersion == structVersion, !structure.type.hasHeldProperties
    else { return nil }
    return fieldIndex
  }

  /// ``readSlot(of:)`` for an instance of the class the site knows already, with no call (a
  /// caller may hold the instance borrowed from a variable): nil when the site must learn the
  /// class, or when the read takes the general path.
  @inline(__always)
  func knownSlot(of object: ObjectValue) -> Int? {
    guard remembers(object.type), object[slot: slot] != nil, object.firstHeldSlot < 0 else { return nil }
    return slot
  }

  /// The slot a write of the property is (`insideInitializer`: written in an `init`, where a
  /// `let` is set); nil: the general path (`Interpreter.setObjectMember`).
  @inline(__always)
  func writeSlot(of object: ObjectValue, insideInitializer: Bool) -> Int? {
    if !remembers(object.type), !learn(object.type) { return nil }
    if object.firstHeldSlot >= 0 { return nil }
    // In an `init` of the type declaring it, a `let` is set and observers do not run.
    return storesDirectly || insideInitializer && storesDirectlyInInitializer ? slot : nil
  }

  @inline(__always)
  private func remembers(_ type: NominalType) -> Bool { type === self.type && type.fieldLayoutVersion == version }

  /// Learns where `type` keeps the property; false when reads of it are not plain slot reads.
  private func learn(_ type: NominalType) -> Bool {
    let layout = type.fieldLayout
    guard let found = layout.slots[name], layout.readsDirectly[found] else { return false }
    let property = layout.properties[found]
    self.type = type
    version = type.fieldLayoutVersion
    slot = found
    let observed = property.observers != nil || type.overridesObservers(of: name)
    storesDirectly = !observed && !property.isConstant
    storesDirectlyInInitializer = !observed || type.declaringType(ofStored: name)?.name == initializerOwner
    propertyType = property.type
    return true
  }
}
