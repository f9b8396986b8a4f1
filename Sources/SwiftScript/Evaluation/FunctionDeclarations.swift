import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Declaring functions and closures

  /// A `func` declaration as a function value.
  func makeFunction(_ declaration: FunctionDeclSyntax, in scope: Scope, owner: NominalType?, openTypes: Set<String> = [])
    throws(ScriptFailure) -> FunctionValue
  {
    guard let body = declaration.body else {
      throw located(.diagnostic("expected '{' in body of function declaration"), at: declaration)
    }
    // Generic parameters (`<T: Comparable>`) stand for any type (`Any`) in the signature.
    let generics = openTypes.union(declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
    let signature = declaration.signature
    let (parameters, returnType) = try withOpenTypes(generics) { () throws(ScriptFailure) in
      (
        try makeParameters(signature.parameterClause.parameters, in: scope),
        try signature.returnClause.map { clause throws(ScriptFailure) in try resolveType(clause.type, in: scope) }
      )
    }
    let isMutating = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    let function = FunctionValue(
      name: declaration.name.text, parameters: parameters, body: .statements(body.statements), closureScope: scope,
      returnType: returnType, isThrowing: signature.effectSpecifiers?.throwsClause != nil,
      isAsync: signature.effectSpecifiers?.asyncSpecifier != nil, isMutating: isMutating, owner: owner)
    function.isRethrowing = RethrowingCall.isRethrowing(signature.effectSpecifiers)
    function.isPostfixOperator = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.postfix) }
    function.resultBuilder = resultBuilderAttribute(declaration.attributes)
    function.genericSources = Self.genericSources(of: declaration)
    if let generics = declaration.genericParameterClause {
      function.genericConstraints = Self.genericConstraints(generics, declaration.genericWhereClause)
    }
    return function
  }

  /// The protocols `<T: Equatable>` and `where T: Hashable & Comparable` ask of each generic
  /// parameter (the ones named by a plain name; `T: AnyObject` and the like are left out).
  static func genericConstraints(_ generics: GenericParameterClauseSyntax, _ whereClause: GenericWhereClauseSyntax?) -> [String: [String]] {
    func protocols(_ type: TypeSyntax) -> [String] {
      if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.flatMap { protocols($0.type) } }
      guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil, identifier.name.text != "AnyObject" else {
        return []
      }
      return [identifier.name.text]
    }
    var constraints: [String: [String]] = [:]
    for parameter in generics.parameters {
      if let inherited = parameter.inheritedType { constraints[parameter.name.text, default: []] += protocols(inherited) }
    }
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
      constraints[conformance.leftType.trimmedDescription, default: []] += protocols(conformance.rightType)
    }
    return constraints.filter { !$0.value.isEmpty }
  }

  /// Resolves types in `body` with `names` (generic parameters) standing for `Any`.
  func withOpenTypes<Result>(_ names: Set<String>, _ body: () throws(ScriptFailure) -> Result) throws(ScriptFailure) -> Result {
    let saved = openTypeNames
    openTypeNames.formUnion(names)
    defer { openTypeNames = saved }
    return try body()
  }

  func makeParameters(_ list: FunctionParameterListSyntax, in scope: Scope) throws(ScriptFailure) -> [Parameter] {
    var parameters: [Parameter] = []
    for parameter in list {
      let firstName = parameter.firstName.text
      let label: String? = firstName == "_" ? nil : firstName
      let name = parameter.secondName?.text ?? firstName
      var isInout = false
      var isAutoclosure = false
      var isEscaping = false
      var typeSyntax = parameter.type
      if let attributed = typeSyntax.as(AttributedTypeSyntax.self) {
        isEscaping = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping" }
        isInout = attributed.specifiers.contains { specifier in
          if case .simpleTypeSpecifier(let simple) = specifier { return simple.specifier.tokenKind == .keyword(.inout) }
          return false
        }
        isAutoclosure = attributed.attributes.contains { attribute in
          attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
        }
        typeSyntax = attributed.baseType
      }
      // `@DrawingBuilder content: () -> Drawable`: an attribute naming a type is a result builder.
      let builder = resultBuilderAttribute(parameter.attributes)
      parameters.append(
        Parameter(
          label: label, name: name, type: try resolveType(typeSyntax, in: scope), defaultValue: parameter.defaultValue?.value,
          isVariadic: parameter.ellipsis != nil, isInout: isInout, isAutoclosure: isAutoclosure, resultBuilder: builder,
          typeSyntax: typeSyntax, isEscaping: isEscaping))
    }
    return parameters
  }

  /// A closure expression as a function value (it captures what it uses of `scope`:
  /// `closureScope(_:in:)`).
  func makeClosure(_ closure: ClosureExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> FunctionValue {
    var parameters: [Parameter] = []
    var returnType: ScriptType?
    var isThrowing = false
    var isAsync = false
    if let signature = closure.signature {
      switch signature.parameterClause {
      case .simpleInput(let names)?:
        parameters = names.map {
          Parameter(label: nil, name: $0.name.text, type: nil, defaultValue: nil, isVariadic: false, isInout: false)
        }
      case .parameterClause(let clause)?:
        for parameter in clause.parameters {
          let name = parameter.secondName?.text ?? parameter.firstName.text
          let type = try parameter.type.map { type throws(ScriptFailure) in try resolveType(type, in: scope) }
          parameters.append(Parameter(label: nil, name: name, type: type, defaultValue: nil, isVariadic: false, isInout: false))
        }
      case nil: break
      }
      returnType = try signature.returnClause.map { clause throws(ScriptFailure) in try resolveType(clause.type, in: scope) }
      isThrowing = signature.effectSpecifiers?.throwsClause != nil
      isAsync = signature.effectSpecifiers?.asyncSpecifier != nil
    }
    if case .function(let types, let result, _)? = expected?.unwrapped {
      if returnType == nil, result != .any { returnType = result }
      parameters = parameters.enumerated().map { offset, parameter in
        Parameter(
          label: nil, name: parameter.name, type: parameter.type ?? types[safe: offset].flatMap { $0 == .any ? nil : $0 },
          defaultValue: nil, isVariadic: false, isInout: false)
      }
    }
    let anonymous = closure.signature == nil ? anonymousParameterCounts.count(of: closure) : 0
    let (captured, references) = try closureScope(closure, in: scope)
    let function = FunctionValue(
      name: "closure", parameters: parameters, body: .statements(closure.statements), closureScope: captured,
      returnType: returnType, isThrowing: isThrowing, isAsync: isAsync, anonymousParameterCount: anonymous, isClosure: true)
    function.referenceCaptures = references
    if anonymous > 0, case .function(let types, _, _)? = expected?.unwrapped {
      function.anonymousParameterTypes = types.map { $0 == .any ? nil : $0 }
    }
    return function
  }

  /// The number of `$N` parameters a closure body uses (not counting nested closures).
  fileprivate static func anonymousParameterCount(_ statements: CodeBlockItemListSyntax) -> Int {
    final class Counter: SyntaxVisitor {
      var highest = -1
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = node.baseName.tokenKind, let number = Int(text.dropFirst()) {
          highest = max(highest, number)
        }
        return .visitChildren
      }
    }
    let counter = Counter(viewMode: .sourceAccurate)
    counter.walk(statements)
    return counter.highest + 1
  }
}

/// How many `$N` parameters each closure expression met so far uses, read from its body once (a
/// closure in a loop is made on every pass). Each entry holds its node, so that no other node
/// takes its identifier while the count is kept.
final class AnonymousParameterCounts {
  private var counts: [SyntaxIdentifier: (node: Syntax, count: Int)] = [:]

  func count(of closure: ClosureExprSyntax) -> Int {
    if let known = counts[closure.id] { return known.count }
    let count = Interpreter.anonymousParameterCount(closure.statements)
    counts[closure.id] = (Syntax(closure), count)
    return count
  }

  func removeAll() { counts = [:] }
}
