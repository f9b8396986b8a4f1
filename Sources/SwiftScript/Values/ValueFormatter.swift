import Foundation

/// How values print: `print` and interpolation (`description`), inside collections
/// (`debugDescription`), and the REPL's `name: Type = value` lines.
public enum ValueFormatter {
  /// The module name types are qualified with where Swift shows it (`main.Kind.red` inside a struct).
  public static let moduleName = "main"

  /// What `print(value)` and `"\(value)"` show.
  public static func description(_ value: Value, interpreter: Interpreter? = nil) -> String {
    switch value {
    case .void: return "()"
    case .bool(let flag): return String(flag)
    case .int(let number): return String(number)
    case .double(let number): return String(describing: number)
    case .string(let text): return text
    case .character(let character): return String(character)
    case .optional(nil): return "nil"
    case .optional(let wrapped?): return "Optional(\(debugDescription(wrapped, interpreter: interpreter)))"
    case .enumCase(let enumCase):
      if let custom = customDescription(value, type: enumCase.type, interpreter: interpreter) { return custom }
      return caseText(enumCase, interpreter: interpreter, arguments: interpreter?.typeArguments(of: enumCase))
    case .structure(let structure):
      if let custom = customDescription(value, type: structure.type, interpreter: interpreter) { return custom }
      return structureText(structure, interpreter: interpreter)
    case .object(let object):
      if let custom = customDescription(value, type: object.type, interpreter: interpreter) { return custom }
      return object.type.moduleQualifiedName + (object.typeArguments?.qualified ?? "")
    case .host(let host) where host.object is SequenceView:
      return viewText(host.object as! SequenceView, typeName: host.type.name, interpreter: interpreter, qualified: false)
    case .host(let host) where host.object is LazyView:
      return interpreter?.lazyText(host.object as! LazyView, qualified: false) ?? host.type.name
    case .host(let host):
      if let describe = host.type.describe { return describe(host.object) }
      return String(describing: host.object)
    case .metatype(let type): return type.metatypeName
    case .range(let range):
      return rangeText(lower: range.lower.map(String.init), upper: range.upper.map(String.init), isClosed: range.isClosed, element: "Int")
    case .set(let set):
      // A set's description lists its elements as an array's does; `Set([…])` is its debugDescription.
      return "[" + set.elements.map { debugDescription($0, interpreter: interpreter) }.joined(separator: ", ") + "]"
    case .array(let array) where array.isSlice:
      // Likewise an `ArraySlice`'s (`ArraySlice([…])` is its debugDescription).
      return "[" + array.elements.map { debugDescription($0, interpreter: interpreter) }.joined(separator: ", ") + "]"
    default:
      return debugDescription(value, interpreter: interpreter)
    }
  }

  /// How a value shows inside a collection, an optional, a tuple or a struct (Swift's
  /// `debugDescription`): strings quoted, user types qualified with the module (`main.Kind.red`).
  ///
  /// With an `elementLimit`, each collection shows only its first `elementLimit` elements and then
  /// how many more it has (the REPL's echo of a long value; `print` never abbreviates).
  public static func debugDescription(_ value: Value, interpreter: Interpreter? = nil, elementLimit: Int? = nil) -> String {
    debugDescription(value, interpreter: interpreter, elementLimit: elementLimit, enclosing: nil)
  }

  /// A generic type's value being shown and its type arguments, for what is shown inside it: a
  /// case or instance of the same type that cannot tell its own (`node(main.Tree<Swift.Int>.leaf,
  /// 1)`), and one of a type nested in it (`main.O<Swift.Int>.K.b`), take them from it.
  struct Enclosing {
    let type: NominalType
    let arguments: GenericArguments
  }

  /// ``debugDescription(_:interpreter:elementLimit:)`` inside a generic type's value.
  private static func debugDescription(_ value: Value, interpreter: Interpreter?, elementLimit: Int?, enclosing: Enclosing?) -> String {
    func nested(_ value: Value) -> String { debugDescription(value, interpreter: interpreter, elementLimit: elementLimit, enclosing: enclosing) }
    func listed<Element>(_ elements: some Collection<Element>, _ text: (Element) -> String) -> String {
      guard let elementLimit, elements.count > elementLimit else { return elements.map(text).joined(separator: ", ") }
      let shown = elements.prefix(elementLimit).map(text).joined(separator: ", ")
      return shown + ", … \(elements.count - elementLimit) more"
    }
    switch value {
    case .string(let text): return quoted(text)
    case .character(let character): return quoted(String(character))
    case .array(let array):
      return (array.isSlice ? "ArraySlice([" : "[") + listed(array.elements, nested) + (array.isSlice ? "])" : "]")
    case .dictionary(let dictionary):
      if dictionary.count == 0 { return "[:]" }
      return "[" + listed(dictionary.entries) { nested($0.key) + ": " + nested($0.value) } + "]"
    case .set(let set):
      return "Set([" + listed(set.elements, nested) + "])"
    case .tuple(let tuple):
      return "("
        + zip(tuple.labels, tuple.elements).map { label, element in
          (label.map { "\($0): " } ?? "") + nested(element)
        }.joined(separator: ", ") + ")"
    case .range(let range):
      return rangeDebugText(lower: range.lower.map(String.init), upper: range.upper.map(String.init), isClosed: range.isClosed, element: "Swift.Int")
    case .host(let host) where host.object is ComparableRange:
      let range = host.object as! ComparableRange
      let element = (range.lower ?? range.upper).map { qualifiedName(of: $0.staticType, interpreter: interpreter) } ?? "Any"
      return rangeDebugText(lower: range.lower.map(nested), upper: range.upper.map(nested), isClosed: range.isClosed, element: element)
    case .function(let function):
      // A key path prints as written, with its root: `\Person.address.city`.
      if let keyPath = function.keyPath, keyPath.rootName != nil { return keyPath.text }
      return "(Function)"
    case .metatype(let type): return qualifiedName(of: type, interpreter: interpreter)
    case .enumCase(let enumCase):
      if let custom = customDescription(value, type: enumCase.type, interpreter: interpreter, debug: true) { return custom }
      let arguments = interpreter?.typeArguments(of: enumCase) ?? enclosing?.arguments(for: enumCase.type)
      return qualifiedPrefix(of: enumCase.type, enclosing) + enumCase.type.simpleName + (arguments?.qualified ?? "") + "."
        + caseText(enumCase, interpreter: interpreter, arguments: arguments)
    case .structure(let structure):
      if let custom = customDescription(value, type: structure.type, interpreter: interpreter, debug: true) { return custom }
      return qualifiedPrefix(of: structure.type, enclosing)
        + structureText(structure, interpreter: interpreter, qualifiedArguments: true, enclosing: enclosing)
    case .optional(let wrapped?): return "Optional(\(nested(wrapped)))"
    case .object(let object):
      if let custom = customDescription(value, type: object.type, interpreter: interpreter, debug: true) { return custom }
      return object.type.moduleQualifiedName + (object.typeArguments?.qualified ?? "")
    case .host(let host) where host.object is SubstringValue: return quoted((host.object as! SubstringValue).text)
    case .host(let host) where host.object is SequenceView:
      return viewText(host.object as! SequenceView, typeName: host.type.name, interpreter: interpreter, qualified: true)
    case .host(let host) where host.object is LazyView:
      return interpreter?.lazyText(host.object as! LazyView, qualified: true) ?? host.type.name
    case .host(let host) where host.type.debugDescribe != nil: return host.type.debugDescribe!(host.object)
    case .host(let host) where host.object is Unicode.Scalar: return quoted(String(host.object as! Unicode.Scalar))
    default: return description(value, interpreter: interpreter)
    }
  }

  /// A range as `print` shows it: `1...5`, `0.5..<1.0`, and a partial one with its type
  /// (`PartialRangeFrom<Int>(lowerBound: 2)`); `element` names the bounds' type.
  static func rangeText(lower: String?, upper: String?, isClosed: Bool, element: String) -> String {
    switch (lower, upper) {
    case (let lower?, let upper?): return lower + (isClosed ? "..." : "..<") + upper
    case (let lower?, nil): return "PartialRangeFrom<\(element)>(lowerBound: \(lower))"
    case (nil, let upper?): return "\(isClosed ? "PartialRangeThrough" : "PartialRangeUpTo")<\(element)>(upperBound: \(upper))"
    case (nil, nil): return "UnboundedRange"
    }
  }

  /// A range inside a collection: `ClosedRange(1...3)`, `Range(0.5..<1.0)`, and a partial one
  /// with its type qualified (`Swift.PartialRangeFrom<Swift.Int>(lowerBound: 2)`).
  private static func rangeDebugText(lower: String?, upper: String?, isClosed: Bool, element: String) -> String {
    guard let lower, let upper else { return "Swift." + rangeText(lower: lower, upper: upper, isClosed: isClosed, element: element) }
    return (isClosed ? "ClosedRange(" : "Range(") + lower + (isClosed ? "..." : "..<") + upper + ")"
  }

  /// A view (`reversed()`, `enumerated()`, `zip`) as Swift shows it: its type and what it views
  /// (`ReversedCollection<Array<Int>>(_base: [5, 1, 8])`); `qualified` inside a collection or an
  /// optional (`Swift.ReversedCollection<Swift.Array<Swift.Int>>(…)`).
  private static func viewText(_ view: SequenceView, typeName: String, interpreter: Interpreter?, qualified: Bool) -> String {
    var name = typeName
    if qualified || view.kind.isStride {
      let bases = view.bases.map { qualifiedName(of: interpreter?.dynamicType(of: $0) ?? $0.staticType, interpreter: interpreter) }
      name = "Swift." + view.kind.typeName + "<" + bases.joined(separator: ", ") + ">"
    }
    // A stride shows its type alone (Swift's reflection of it has no fields to show).
    if view.kind.isStride { return name }
    let parts = zip(view.kind.baseLabels, view.bases).map { label, base in label + ": " + debugDescription(base, interpreter: interpreter) }
    return name + "(" + parts.joined(separator: ", ") + ")"
  }

  /// A type as `String(reflecting:)` and a collection of types show it: with its module
  /// (`Swift.Int`, `main.Outer.Kind`, `Swift.Array<Swift.String>`).
  static func qualifiedName(of type: ScriptType, interpreter: Interpreter?) -> String {
    func nested(_ type: ScriptType) -> String { qualifiedName(of: type, interpreter: interpreter) }
    switch type {
    case .int, .double, .bool, .string, .character: return "Swift." + type.metatypeName
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return "Swift.Optional<\(nested(wrapped))>"
    case .array(let element): return "Swift.Array<\(nested(element))>"
    case .set(let element): return "Swift.Set<\(nested(element))>"
    case .dictionary(let key, let value): return "Swift.Dictionary<\(nested(key)), \(nested(value))>"
    case .named(let name):
      if let userType = interpreter?.knownTypes[name] { return userType.moduleQualifiedName }
      if name == "Error" || name == "Never" { return "Swift." + name }
      return type.metatypeName
    default: return type.metatypeName
    }
  }

  /// What comes before a user type's name where it is qualified (`main.`, `main.Outer.`), with
  /// the type arguments of the generic value it is shown inside when it is nested in that value's
  /// type (`main.O<Swift.Int>.`).
  private static func qualifiedPrefix(of type: NominalType, _ enclosing: Enclosing?) -> String {
    if let enclosing, let outer = type.declarationScope.typeContext, outer === enclosing.type {
      return outer.moduleQualifiedName + enclosing.arguments.qualified + "."
    }
    return type.moduleQualifiedPrefix
  }

  /// `name` or `name(payload)` for an enum case (`arguments`: its type's, when generic and known).
  private static func caseText(_ enumCase: EnumCaseValue, interpreter: Interpreter?, arguments: GenericArguments? = nil) -> String {
    guard !enumCase.payload.isEmpty else { return enumCase.name }
    // One unlabelled `()` shows as no payload at all (`success()`), as Swift's reflection lists
    // a lone empty tuple.
    if enumCase.payload.count == 1, enumCase.labels.first == .some(nil), case .void = enumCase.payload[0] { return enumCase.name + "()" }
    let enclosing = arguments.map { Enclosing(type: enumCase.type, arguments: $0) }
    let parts = zip(enumCase.labels, enumCase.payload).map { label, element in
      (label.map { "\($0): " } ?? "") + debugDescription(element, interpreter: interpreter, elementLimit: nil, enclosing: enclosing)
    }
    return "\(enumCase.name)(\(parts.joined(separator: ", ")))"
  }

  /// `Name(field: value, ...)` for a struct (`Box<Int>(v: 1)`, or `Box<Swift.Int>(v: 1)` with
  /// `qualifiedArguments`).
  private static func structureText(
    _ structure: StructValue, interpreter: Interpreter?, qualifiedArguments: Bool = false, enclosing: Enclosing? = nil
  ) -> String {
    let typeArguments = interpreter?.typeArguments(of: structure) ?? enclosing?.arguments(for: structure.type)
    let inside = typeArguments.map { Enclosing(type: structure.type, arguments: $0) }
    let fields = zip(structure.type.storedProperties, structure.readableFields).map { property, field in
      "\(property.name): \(debugDescription(field, interpreter: interpreter, elementLimit: nil, enclosing: inside))"
    }
    let arguments = (qualifiedArguments ? typeArguments?.qualified : typeArguments?.plain) ?? ""
    return "\(structure.type.name)\(arguments)(\(fields.joined(separator: ", ")))"
  }

  /// The `description` of a type conforming to `CustomStringConvertible`.
  ///
  /// `print` and interpolation (`debug` false) take a `CustomStringConvertible`'s `description`,
  /// else a `CustomDebugStringConvertible`'s `debugDescription`; inside a collection and in
  /// `String(reflecting:)` (`debug`), the other way round, as Swift does.
  private static func customDescription(_ value: Value, type: NominalType, interpreter: Interpreter?, debug: Bool = false) -> String? {
    guard let interpreter else { return nil }
    let plain = ("CustomStringConvertible", "description")
    let debugging = ("CustomDebugStringConvertible", "debugDescription")
    for (protocolName, member) in debug ? [debugging, plain] : [plain, debugging]
    where type.conforms(to: protocolName) && interpreter.meetsConditionalConformance(value, to: protocolName) {
      if case .string(let text)? = try? interpreter.member(of: value, named: member) { return text }
    }
    return nil
  }

  /// A string literal as Swift's debug description writes it (`Unicode.Scalar.escaped(asASCII:
  /// false)`): quotes, apostrophes and backslashes escaped, the other ASCII control characters as
  /// `\u{XX}`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": result += "\\\""
      case "'": result += "\\'"
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case "\u{01}"..."\u{1F}", "\u{7F}":
        let hex = String(character.value, radix: 16, uppercase: true)
        result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }

  /// How an uncaught error is named: `main.LoginError.expired`, or an NSError's description.
  public static func errorDescription(_ value: Value) -> String {
    switch value {
    case .enumCase(let enumCase):
      return "\(enumCase.type.moduleQualifiedName).\(caseText(enumCase, interpreter: nil))"
    case .structure: return debugDescription(value)
    // A host error as Swift shows one: an NSError by its description, a Swift error type with its
    // module (`MSAL._GenericObjCError.nilError`).
    case .host(let host) where !(host.object is NSObject): return String(reflecting: host.object)
    default: return description(value)
    }
  }
}

extension Value {
  /// The value's type as Swift names it (`Int`, `[String]`, `MSALAccount?`).
  public var typeName: String { staticType.description }

  /// The value's dynamic type, as well as it can be told from the value.
  public var staticType: ScriptType {
    switch self {
    case .void: return .void
    case .bool: return .bool
    case .int: return .int
    case .double: return .double
    case .string: return .string
    case .character: return .character
    case .optional(let wrapped): return .optional(wrapped?.staticType ?? .any)
    case .array(let array): return .array(array.elementType ?? array.elements.first?.staticType ?? .any)
    case .dictionary(let dictionary):
      return .dictionary(
        dictionary.keyType ?? dictionary.keys.first?.staticType ?? .any,
        dictionary.valueType ?? dictionary.values.first?.staticType ?? .any)
    case .set(let set): return .set(set.elementType ?? set.elements.first?.staticType ?? .any)
    case .tuple(let tuple): return .tuple(tuple.elements.map(\.staticType), labels: tuple.labels)
    case .range(let range):
      // `...5` is a `PartialRangeThrough<Int>`, `..<5` a `PartialRangeUpTo<Int>`, `5...` a `PartialRangeFrom<Int>`.
      if range.upper == nil { return .named("PartialRangeFrom<Int>") }
      if range.lower == nil { return .named(range.isClosed ? "PartialRangeThrough<Int>" : "PartialRangeUpTo<Int>") }
      return .range(closed: range.isClosed)
    case .function(let function):
      // A key path whose type is known: `WritableKeyPath<Person, String>`.
      if let typeName = function.keyPath?.typeName { return .named(typeName) }
      return function.type
    case .enumCase(let enumCase): return .named(enumCase.type.name)
    case .structure(let structure): return .named(structure.type.name)
    case .object(let object): return .named(object.type.name)
    case .host(let host): return .named(host.type.name)
    case .metatype(let type): return .named("\(type).Type")
    }
  }
}

extension ValueFormatter.Enclosing {
  /// The arguments for a value of `type` shown inside: this value's, when it is of the same type.
  func arguments(for type: NominalType) -> GenericArguments? { type === self.type ? arguments : nil }
}
