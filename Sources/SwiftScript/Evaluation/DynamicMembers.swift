import SwiftSyntax

/// `@dynamicMemberLookup` and `@dynamicCallable`: a member a type does not declare read through
/// its `subscript(dynamicMember:)` (with the member's name, or a key path to a member of the
/// type it wraps), and a call of an instance made a call of its `dynamicallyCall(withArguments:)`
/// or `dynamicallyCall(withKeywordArguments:)` (the pairs as an array of `(key:value:)` tuples,
/// which `KeyValuePairs` stands for here).
extension Interpreter {
  /// Marks `type` with the dynamic attributes `attributes` give it.
  func noteDynamicAttributes(_ attributes: AttributeListSyntax, of type: NominalType) {
    for element in attributes {
      switch element.as(AttributeSyntax.self)?.attributeName.trimmedDescription {
      case "dynamicMemberLookup": type.isDynamicMemberLookup = true
      case "dynamicCallable": type.isDynamicCallable = true
      default: break
      }
    }
  }

  /// `base.name` for a member `type` lacks, when it looks members up dynamically; nil otherwise.
  func dynamicMember(_ name: String, of base: Value, type: NominalType, instance: Variable) throws(ScriptFailure) -> Value? {
    guard type.isDynamicMemberLookup else { return nil }
    let subscripts = type.allSubscripts.filter { $0.getter.parameters.first?.label == "dynamicMember" }
    guard !subscripts.isEmpty else { return nil }
    // A `String` member name, else a key path to the member of what the type wraps.
    let byName = subscripts.filter { $0.getter.parameters.first?.type == .string }
    let key: Value =
      !byName.isEmpty
      ? .string(name)
      : .function(FunctionValue(host: "keyPath", labels: [nil]) { [unowned self] arguments throws(ScriptFailure) in
        guard let value = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
        return try member(of: value, named: name)
      })
    return try readSubscript(byName.isEmpty ? subscripts : byName, [Argument(label: "dynamicMember", value: key)], on: instance, at: Syntax(MissingExprSyntax()))
  }

  /// `instance(arguments)` on a `@dynamicCallable` type: nil when the type is not one.
  func dynamicCall(of instance: Variable, type: NominalType, call: FunctionCallExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value? {
    guard type.isDynamicCallable else { return nil }
    let arguments = try evaluateArguments(call, in: scope, parameters: nil)
    let keyword = type.lookupMethods("dynamicallyCall").filter { $0.parameters.first?.label == "withKeywordArguments" }
    let positional = type.lookupMethods("dynamicallyCall").filter { $0.parameters.first?.label == "withArguments" }
    let argument: Argument
    let methods: [FunctionValue]
    if !keyword.isEmpty, positional.isEmpty || arguments.contains(where: { $0.label != nil }) {
      let pairs = arguments.map { Value.tuple(TupleValue([.string($0.label ?? ""), $0.value], labels: ["key", "value"])) }
      argument = Argument(label: "withKeywordArguments", value: .array(ArrayValue(pairs)))
      methods = keyword
    } else if !positional.isEmpty {
      if arguments.contains(where: { $0.label != nil }) {
        throw located(
          .diagnostic("@dynamicCallable type '\(type.name)' cannot be applied with keyword arguments; missing 'dynamicCall(withKeywordArguments:)' method"),
          at: call)
      }
      argument = Argument(label: "withArguments", value: .array(ArrayValue(arguments.map(\.value))))
      methods = positional
    } else {
      return nil
    }
    let method = try selectOverload(methods, arguments: [argument], name: "dynamicallyCall", at: Syntax(call))
    var writeBack = [argument]
    return try invoke(method, arguments: [argument], callLabels: true, writeBack: &writeBack, selfVariable: instance)
  }
}
