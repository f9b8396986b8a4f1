import SwiftSyntax

/// The kinds of literal a script type may be made from by conforming to the standard library's
/// `ExpressibleBy…Literal` protocols (`struct Name: ExpressibleByStringLiteral`, then
/// `let n: Name = "ann"`), as Swift makes it: the literal is the argument of the type's
/// `init(stringLiteral:)` (`integerLiteral:`, `floatLiteral:`, `booleanLiteral:`, `arrayLiteral:`,
/// `dictionaryLiteral:`, `nilLiteral:`), run when the literal's context is the type.
enum LiteralKind {
  case integer, float, boolean, string, array, dictionary, `nil`

  /// The protocols that let a type be written as this literal, in the order their initializers
  /// are looked for.
  var protocols: [String] {
    switch self {
    case .integer: ["ExpressibleByIntegerLiteral"]
    case .float: ["ExpressibleByFloatLiteral"]
    case .boolean: ["ExpressibleByBooleanLiteral"]
    case .string:
      [
        "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByExtendedGraphemeClusterLiteral",
        "ExpressibleByUnicodeScalarLiteral",
      ]
    case .array: ["ExpressibleByArrayLiteral"]
    case .dictionary: ["ExpressibleByDictionaryLiteral"]
    case .nil: ["ExpressibleByNilLiteral"]
    }
  }

  /// The labels of the initializers that take the literal (the first the type has is called).
  var labels: [String] {
    switch self {
    case .integer: ["integerLiteral"]
    case .float: ["floatLiteral"]
    case .boolean: ["booleanLiteral"]
    case .string: ["stringLiteral", "extendedGraphemeClusterLiteral", "unicodeScalarLiteral"]
    case .array: ["arrayLiteral"]
    case .dictionary: ["dictionaryLiteral"]
    case .nil: ["nilLiteral"]
    }
  }
}

extension Interpreter {
  // MARK: - Which type a literal makes

  /// The script type `expected` names (an optional's wrapped type) when it conforms to a protocol
  /// of `kind`'s literal; nil for any other context (asked only when one names a type).
  func literalConformer(_ expected: ScriptType?, _ kind: LiteralKind) -> NominalType? {
    let name: String
    switch expected {
    case .named(let named)?, .optional(.named(let named))?, .implicitlyUnwrapped(.named(let named))?: name = named
    default: return nil
    }
    guard let type = knownTypes[name] else { return nil }
    return kind.protocols.contains(where: type.conforms(to:)) ? type : nil
  }

  // MARK: - Making it

  /// A `type` made from a literal of `kind`: its initializer for the literal run with the values
  /// `arguments` gives, evaluated in the context of the initializer's parameter (the element type
  /// of `init(arrayLiteral elements: Double...)`).
  func makeFromLiteral(
    _ type: NominalType, _ kind: LiteralKind, at node: some SyntaxProtocol,
    arguments: (_ parameterType: ScriptType?) throws(ScriptFailure) -> [Value]
  ) throws(ScriptFailure) -> Value {
    let initializers = availableInitializers(of: type)
    var found: (FunctionValue, String)?
    for label in kind.labels {
      if let initializer = initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == label }) {
        found = (initializer, label)
        break
      }
    }
    guard let (initializer, label) = found else {
      throw located(.diagnostic("type '\(type.name)' does not conform to protocol '\(kind.protocols[0])'"), at: node)
    }
    let values = try arguments(initializer.parameters[0].type)
    // A variadic parameter takes the elements one by one, the first labelled.
    let passed = values.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element) }
    return try run(initializer, of: type, passed, at: node)
  }

  /// Runs `initializer` of `type` with `arguments`, a failure located at the literal.
  private func run(_ initializer: FunctionValue, of type: NominalType, _ arguments: [Argument], at node: some SyntaxProtocol)
    throws(ScriptFailure) -> Value
  {
    do {
      return try runInitializer(initializer, of: type, arguments: arguments, call: nil, in: globals)
    } catch {
      throw located(error, at: node)
    }
  }

  /// A string literal with interpolations, in the context of a `type` that conforms to
  /// `ExpressibleByStringInterpolation`: its own `StringInterpolation` type, when it declares one,
  /// made with `init(literalCapacity:interpolationCount:)`, given each literal segment by
  /// `appendLiteral(_:)` and each interpolation by the `appendInterpolation` its arguments fit,
  /// then `init(stringInterpolation:)`; otherwise the text as Swift's default interpolation makes
  /// it, given to `init(stringLiteral:)`.
  func makeFromInterpolation(_ type: NominalType, _ literal: StringLiteralExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    guard type.conforms(to: "ExpressibleByStringInterpolation"), let interpolationType = ownInterpolationType(of: type) else {
      let text = try stringLiteral(literal, in: scope)
      return try makeFromLiteral(type, .string, at: literal) { _ throws(ScriptFailure) in [.string(text)] }
    }
    let pounds = literal.openingPounds?.text.count ?? 0
    // Each literal segment's text, made once (for the capacity, then for `appendLiteral`).
    var texts: [String?] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let plain): texts.append(try unescape(plain.content, pounds: pounds, at: plain))
      case .expressionSegment: texts.append(nil)
      }
    }
    let literalCapacity = texts.reduce(0) { $0 + ($1?.utf8.count ?? 0) }
    let interpolationCount = texts.count { $0 == nil }
    let builder = Variable(name: "interpolation", value: .void, isConstant: false, declaredType: .named(interpolationType.name))
    builder.value = try makeWithInitializer(
      interpolationType, labels: ["literalCapacity", "interpolationCount"], [.int(literalCapacity), .int(interpolationCount)], at: literal)
    let methods = interpolationType.lookupMethods("appendInterpolation")
    for (segment, text) in zip(literal.segments, texts) {
      switch segment {
      case .stringSegment(let plain):
        guard let text, !text.isEmpty else { continue }
        try callInterpolationMethod("appendLiteral", of: interpolationType, on: builder, [Argument(label: nil, value: .string(text))], at: plain)
      case .expressionSegment(let interpolation):
        let labels = interpolation.expressions.map { $0.label?.text }
        let fitting = methods.filter { $0.parameters.count == labels.count && $0.parameters.map(\.label) == labels }
        var arguments: [Argument] = []
        for (offset, element) in interpolation.expressions.enumerated() {
          let context = fitting.count == 1 ? fitting[0].parameters[offset].type : nil
          arguments.append(Argument(label: element.label?.text, value: try evaluate(element.expression, in: scope, expecting: context)))
        }
        try callInterpolationMethod("appendInterpolation", of: interpolationType, on: builder, arguments, at: interpolation)
      }
    }
    return try makeWithInitializer(type, labels: ["stringInterpolation"], [builder.value], at: literal)
  }

  /// The type's own `StringInterpolation`: the script type its `init(stringInterpolation:)` takes
  /// (Swift infers the associated type from it); nil when it has none (the default one).
  private func ownInterpolationType(of type: NominalType) -> NominalType? {
    let initializers = availableInitializers(of: type)
    guard let initializer = initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "stringInterpolation" }),
      case .named(let name)? = initializer.parameters[0].type
    else { return nil }
    return userType(named: name, in: type.memberScope)
  }

  /// A `type` made by its initializer with `labels`.
  private func makeWithInitializer(_ type: NominalType, labels: [String], _ values: [Value], at node: some SyntaxProtocol) throws(ScriptFailure)
    -> Value
  {
    let initializers = availableInitializers(of: type)
    guard let initializer = initializers.first(where: { $0.parameters.map(\.label) == labels }) else {
      let spelled = labels.map { $0 + ":" }.joined()
      throw located(.diagnostic("'\(type.name)' has no initializer 'init(\(spelled))' for string interpolation"), at: node)
    }
    return try run(initializer, of: type, zip(labels, values).map { Argument(label: $0, value: $1) }, at: node)
  }

  /// Calls the mutating method `name` of the interpolation being built, the overload `arguments`
  /// fit.
  private func callInterpolationMethod(
    _ name: String, of type: NominalType, on builder: Variable, _ arguments: [Argument], at node: some SyntaxProtocol
  ) throws(ScriptFailure) {
    let methods = type.lookupMethods(name)
    guard !methods.isEmpty else {
      throw located(.diagnostic("'\(type.name)' has no method '\(name)' for string interpolation"), at: node)
    }
    do {
      let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(node))
      var writeBack = arguments
      _ = try invoke(method, arguments: arguments, callLabels: true, writeBack: &writeBack, selfVariable: builder)
    } catch {
      throw located(error, at: node)
    }
  }
}
