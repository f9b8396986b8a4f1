import Foundation

/// `Mirror(reflecting:)`: a value's parts as Swift's reflection shows them: a struct's stored
/// properties, a class's own (its superclass's in `superclassMirror`), an enum case's payload
/// under the case's name, a tuple's elements (`.0` or their labels), a collection's elements
/// without labels, an optional's value as `some`. Registered in every `HostRegistry`.
final class ScriptMirror {
  /// `(label: String?, value: Any)` tuples.
  let children: [Value]
  let displayStyle: MirrorDisplayStyle?
  let subjectType: ScriptType
  let superclassMirror: ScriptMirror?

  init(reflecting value: Value) {
    var children: [(String?, Value)] = []
    var style: MirrorDisplayStyle?
    var superclassMirror: ScriptMirror?
    switch value {
    case .structure(let structure):
      style = .struct
      children = zip(structure.type.storedProperties, structure.readableFields).map { ($0.0.name, $0.1) }
    case .object(let object):
      style = .class
      let (own, superclass) = Self.objectChildren(object, as: object.type)
      children = own
      superclassMirror = superclass
    case .enumCase(let enumCase):
      style = .enum
      if !enumCase.payload.isEmpty {
        let single = enumCase.payload.count == 1 && enumCase.labels.first.map { $0 == nil } != false
        children = [(enumCase.name, single ? enumCase.payload[0] : .tuple(TupleValue(enumCase.payload, labels: enumCase.labels)))]
      }
    case .tuple(let tuple):
      style = .tuple
      children = tuple.elements.enumerated().map { (tuple.labels[$0.offset] ?? ".\($0.offset)", $0.element) }
    case .array(let array):
      style = .collection
      children = array.elements.map { (nil, $0) }
    case .set(let set):
      style = .set
      children = set.elements.map { (nil, $0) }
    case .dictionary(let dictionary):
      style = .dictionary
      children = dictionary.entries.map { (nil, .tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"]))) }
    case .optional(let wrapped):
      style = .optional
      if let wrapped { children = [("some", wrapped)] }
    case .range(let range):
      // `1...3` is a struct of its two bounds (a partial range, of its one).
      style = .struct
      if let lower = range.lower { children.append(("lowerBound", .int(lower))) }
      if let upper = range.upper { children.append(("upperBound", .int(upper))) }
    default:
      break
    }
    self.children = children.map { label, value in
      .tuple(TupleValue([.optional(label.map(Value.string)), value], labels: ["label", "value"]))
    }
    displayStyle = style
    subjectType = value.staticType
    self.superclassMirror = superclassMirror
  }

  private init(children: [Value], subjectType: ScriptType, superclassMirror: ScriptMirror?) {
    self.children = children
    displayStyle = .class
    self.subjectType = subjectType
    self.superclassMirror = superclassMirror
  }

  /// The stored properties `type` itself declares, and the mirror of its superclass's part.
  private static func objectChildren(_ object: ObjectValue, as type: NominalType) -> ([(String?, Value)], ScriptMirror?) {
    let first = type.superclass?.fieldLayout.count ?? 0
    let properties = type.fieldLayout.properties
    var own: [(String?, Value)] = []
    for slot in first..<properties.count {
      own.append((properties[slot].name, ((try? object.field(at: slot)) ?? nil) ?? .void))
    }
    guard let superclass = type.superclass else { return (own, nil) }
    let (inherited, above) = objectChildren(object, as: superclass)
    let labeled = inherited.map { Value.tuple(TupleValue([.optional($0.0.map(Value.string)), $0.1], labels: ["label", "value"])) }
    return (own, ScriptMirror(children: labeled, subjectType: .named(superclass.name), superclassMirror: above))
  }
}

/// `Mirror.DisplayStyle`.
enum MirrorDisplayStyle: Int, CaseIterable, Sendable {
  case `struct`, `class`, `enum`, tuple, optional, collection, dictionary, set
}

enum Mirrors {
  /// Registers `Mirror` and `Mirror.DisplayStyle` in `registry`.
  static func register(in registry: HostRegistry) {
    registry.register(MirrorDisplayStyle.self, name: "Mirror.DisplayStyle") { type in
      type.enumeration(caseNames: MirrorDisplayStyle.allCases.map { ($0, "\($0)") }, qualifiedName: "Swift.Mirror.DisplayStyle")
    }
    registry.register(ScriptMirror.self, name: "Mirror") { type in
      type.initializer(["reflecting"], types: [nil]) { arguments throws(ScriptFailure) in ScriptMirror(reflecting: arguments.value(0)) }
      type.property("children", type: .array(.tuple([.optional(.string), .any], labels: ["label", "value"]))) { mirror throws(ScriptFailure) in
        .array(ArrayValue(mirror.children))
      }
      type.property("displayStyle", type: .optional(.named("Mirror.DisplayStyle"))) { mirror throws(ScriptFailure) in
        .optional(mirror.displayStyle.map { registry.wrap($0) })
      }
      type.property("subjectType", type: nil) { mirror throws(ScriptFailure) in .metatype(mirror.subjectType) }
      type.property("superclassMirror", type: .optional(.named("Mirror"))) { mirror throws(ScriptFailure) in
        .optional(mirror.superclassMirror.map { registry.wrap($0) })
      }
      type.describe { "Mirror for \($0.subjectType)" }
    }
  }
}
