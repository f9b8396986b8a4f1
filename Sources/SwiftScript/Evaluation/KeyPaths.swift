import SwiftSyntax

/// What a key path is besides the function from its root it is here (`map(\.name)`, a
/// `subscript(dynamicMember:)`'s argument, `root[keyPath: path]`): its components, to write
/// through it (`root[keyPath: path] = value`) and to append another (`appending(path:)`), and
/// its text and type as Swift shows them (`\Person.address.city`,
/// `WritableKeyPath<Person, String>`).
final class KeyPathComponents {
  enum Component {
    case property(String)
    /// `[1]`, `[key]`: the arguments, evaluated where the key path was written.
    case subscriptCall([Argument])
    /// `?` (a `nil` ends the path, whose value is then optional).
    case optionalChain
    /// `!`.
    case forceUnwrap
  }

  let components: [Component]
  /// The root type's name (`Person`), when known: written, or given by the context.
  let rootName: String?
  /// The components as written after the root (`.address.city`, `.tags[1]`).
  let path: String
  /// `WritableKeyPath<Person, String>` (`KeyPath` through a `let` or a get-only property,
  /// `ReferenceWritableKeyPath` through a class instance); nil when a type is not known.
  let typeName: String?

  init(components: [Component], rootName: String?, path: String, typeName: String?) {
    self.components = components
    self.rootName = rootName
    self.path = path
    self.typeName = typeName
  }

  /// As Swift prints a key path: `\Person.address.city`.
  var text: String { "\\" + (rootName ?? "") + path }
}

extension Interpreter {
  // MARK: - Making key paths

  /// `\Person.address.city`, `\.tags[1]`, `\.name.count`: a function from the root to the value the
  /// components reach, that knows its components.
  func keyPathValue(_ keyPath: KeyPathExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    var components: [KeyPathComponents.Component] = []
    for component in keyPath.components {
      switch component.component {
      case .property(let property):
        guard property.declName.argumentNames == nil else { throw unsupported(keyPath) }
        // `\.self` is the identity: no component.
        if property.declName.baseName.tokenKind == .keyword(.self) { continue }
        components.append(.property(property.declName.baseName.text))
      case .subscript(let subscriptComponent):
        var arguments: [Argument] = []
        for argument in subscriptComponent.arguments {
          arguments.append(Argument(label: argument.label?.text, value: try evaluate(argument.expression, in: scope)))
        }
        components.append(.subscriptCall(arguments))
      case .optional(let optional):
        components.append(optional.questionOrExclamationMark.tokenKind == .postfixQuestionMark ? .optionalChain : .forceUnwrap)
      default:
        throw unsupported(keyPath)
      }
    }
    var rootName: String?
    if let root = keyPath.root, case .named(let name) = try resolveType(root, in: scope) {
      rootName = name
    } else if case .function(let parameters, _, _)? = expected, case .named(let name)? = parameters.first {
      rootName = name
    }
    let path = keyPath.components.map(\.trimmedDescription).joined()
    return keyPathFunction(components, rootName: rootName, path: path)
  }

  /// `path.appending(path: other)`: a key path through both.
  func appendingKeyPath(_ first: KeyPathComponents, _ second: KeyPathComponents) -> Value {
    keyPathFunction(first.components + second.components, rootName: first.rootName, path: first.path + second.path)
  }

  /// The function from a root to what `components` reach from it, carrying them (and the key
  /// path's text and type).
  private func keyPathFunction(_ components: [KeyPathComponents.Component], rootName: String?, path: String) -> Value {
    let function = FunctionValue(host: "keyPath", labels: [nil]) { [unowned self] arguments throws(ScriptFailure) in
      guard let root = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
      return try read(through: components, from: root)
    }
    function.keyPath = KeyPathComponents(
      components: components, rootName: rootName, path: path, typeName: rootName.flatMap { keyPathTypeName(root: $0, components) })
    return .function(function)
  }

  // MARK: - Reading and writing

  /// The value `components` reach from `root`; optional when a `?` is among them.
  func read(through components: [KeyPathComponents.Component], from root: Value) throws(ScriptFailure) -> Value {
    var value = root
    var isChained = false
    for component in components {
      switch component {
      case .property(let name): value = try member(of: value, named: name)
      case .subscriptCall(let arguments): value = try subscriptValue(value, arguments)
      case .optionalChain:
        guard case .optional(let wrapped) = value else { continue }
        guard let wrapped else { return .none }
        value = wrapped
        isChained = true
      case .forceUnwrap:
        guard case .optional(let wrapped) = value else { continue }
        guard let wrapped else { throw .fault("Unexpectedly found nil while unwrapping an Optional value") }
        value = wrapped
      }
    }
    if isChained, !value.isOptionalValue { return .optional(value) }
    return value
  }

  /// `root[keyPath: path] = value`: stores `value` where `components` reach from `base`, storing
  /// each value-type level back into the one above (a class instance is changed where it lives).
  func write(
    _ value: Value, through components: ArraySlice<KeyPathComponents.Component>, into base: inout Value, at node: Syntax
  ) throws(ScriptFailure) {
    guard let first = components.first else {
      // `\.self`: the whole value.
      base = value
      return
    }
    if components.count == 1 {
      try store(value, as: first, of: &base, at: node)
      return
    }
    var child: Value
    switch first {
    case .property(let name): child = try member(of: base, named: name)
    case .subscriptCall(let arguments): child = try subscriptValue(base, arguments)
    case .optionalChain, .forceUnwrap:
      throw located(.diagnostic("writing through a key path with '?' or '!' is not supported in the workbook"), at: node)
    }
    try write(value, through: components.dropFirst(), into: &child, at: node)
    if case .object = child { return }
    try store(child, as: first, of: &base, at: node)
  }

  /// Stores `value` as what one component reaches from `base`.
  private func store(_ value: Value, as component: KeyPathComponents.Component, of base: inout Value, at node: Syntax) throws(ScriptFailure) {
    switch component {
    case .property(let name):
      try setProperty(name, of: &base, to: value, at: node)
    case .subscriptCall(let arguments):
      switch (base, arguments.first?.value) {
      case (.array(var array), .int(let index)?) where arguments.count == 1:
        guard array.elements.indices.contains(index - array.startIndex) else { throw located(array.indexFault, at: node) }
        base = .void
        array.elements[index - array.startIndex] = try array.elementType.map { type throws(ScriptFailure) in try coerce(value, to: type, at: node) } ?? value
        base = .array(array)
      case (.dictionary(var dictionary), let key?) where arguments.count == 1:
        base = .void
        defer { base = .dictionary(dictionary) }
        if case .optional(let wrapped) = value, dictionary.valueType?.isOptional != true {
          _ = try dictionary.set(wrapped, for: key)
        } else {
          _ = try dictionary.set(value, for: key)
        }
      default:
        throw located(.diagnostic("writing through a key path's subscript of '\(base.typeName)' is not supported in the workbook"), at: node)
      }
    case .optionalChain, .forceUnwrap:
      throw located(.diagnostic("writing through a key path with '?' or '!' is not supported in the workbook"), at: node)
    }
  }

  // MARK: - The key path's type

  /// `WritableKeyPath<Person, String>` for `components` from the type `root`, as far as the types'
  /// declarations tell; nil when a step's type is not known.
  private func keyPathTypeName(root: String, _ components: [KeyPathComponents.Component]) -> String? {
    var current = ScriptType.named(root)
    var isWritable = true
    var isThroughReference = false
    for component in components {
      switch component {
      case .property(let name):
        if case .named(let typeName) = current, let type = knownTypes[typeName] {
          if type.kind == .classType { isThroughReference = true }
          let stored = type.kind == .classType ? type.fieldLayout.property(named: name)?.property : type.storedProperties.first { $0.name == name }
          if let property = stored {
            if property.isConstant { isWritable = false }
            guard let propertyType = property.type ?? property.initialValue?.literalType else { return nil }
            current = propertyType
          } else if let computed = type.lookupComputed(name), let computedType = computed.type {
            if computed.setter == nil { isWritable = false }
            current = computedType
          } else {
            return nil
          }
        } else if name == "count", Self.hasCount(current) {
          current = .int
          isWritable = false
        } else {
          return nil
        }
      case .subscriptCall:
        switch current {
        case .array(let element): current = element
        case .dictionary(_, let value): current = .optional(value)
        default: return nil
        }
      case .optionalChain, .forceUnwrap:
        return nil
      }
    }
    let kind = !isWritable ? "KeyPath" : isThroughReference ? "ReferenceWritableKeyPath" : "WritableKeyPath"
    return "\(kind)<\(root), \(current.metatypeName)>"
  }

  /// Whether a value of `type` has the standard `count`.
  private static func hasCount(_ type: ScriptType) -> Bool {
    switch type {
    case .string, .array, .dictionary, .set: return true
    default: return false
    }
  }
}
