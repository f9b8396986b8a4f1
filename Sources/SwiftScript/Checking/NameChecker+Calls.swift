import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Call sites

  /// The standard type a bare name in an expression spells (`Int` in `[Int]()`), if it is one.
  static func standardType(of expression: ExprSyntax) -> ScriptType? {
    expression.as(DeclReferenceExprSyntax.self).flatMap { standardType($0.baseName.text) }
  }

  /// `[Double](1...3)`, `Array<String>(0..<2)`: an array of a standard type other than `Int`
  /// made from a range, which is a sequence of integers only (a range of `Double`s is none), so
  /// no initializer takes it.
  private func reportArrayOfRange(_ call: FunctionCallExprSyntax) {
    guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil,
      let infix = argument.expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<"
    else { return }
    let callee = call.calledExpression
    var element: ScriptType?
    if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
      element = Self.standardType(of: array.elements.first!.expression)
    } else if let specialization = callee.as(GenericSpecializationExprSyntax.self),
      specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
      case .type(let type)? = specialization.genericArgumentClause.arguments.first?.argument,
      let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil
    {
      element = Self.standardType(identifier.name.text)
    }
    guard let element, element != .int else { return }
    report("no exact matches in call to initializer", at: callee)
  }

  func estimateCall(_ call: FunctionCallExprSyntax, in scope: StaticScope, expected: ScriptType?) -> Estimate {
    checkInoutAliasing(call, in: scope)
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
      return callNamed(reference, call: call, in: scope)
    }
    if let access = callee.as(MemberAccessExprSyntax.self) {
      // `boxes.append(.empty)`, `boxes.insert(.empty, at: 0)`: the element by the array's written type.
      if let base = access.base, let first = call.arguments.first,
        ["append", "insert"].contains(access.declName.baseName.text), first.label == nil || first.label?.text == "contentsOf"
      {
        recordSpecialization(ofStoreInto: base, first.expression, isElement: first.label == nil, in: scope)
      }
      return callMember(access, call: call, in: scope, expected: expected)
    }
    // `Box<Double>(v: 1)`: the type's initializers with its parameters bound.
    if let specialization = callee.as(GenericSpecializationExprSyntax.self), let reference = specialization.expression.as(DeclReferenceExprSyntax.self),
      case .type(let model?)? = resolveName(reference.baseName, in: scope, at: reference), !model.genericParameters.isEmpty
    {
      walkGeneric(Syntax(specialization.genericArgumentClause), in: scope)
      return construct(.named(model.name), call: call, in: scope, at: reference, typeArguments: specialization.genericArgumentClause.arguments)
    }
    if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self) {
      walkGeneric(Syntax(callee), in: scope)
      visitArguments(call, in: scope)
      reportArrayOfRange(call)
      // `[Int]()`, `[String: Double]()`: an empty collection of the types written.
      if call.arguments.isEmpty, call.trailingClosure == nil {
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let element = Self.standardType(of: array.elements.first!.expression) {
          return .value(.array(element))
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
          let key = Self.standardType(of: elements.first!.key), let value = Self.standardType(of: elements.first!.value)
        {
          return .value(.dictionary(key, value))
        }
      }
      return .unknown
    }
    let calleeEstimate = estimate(callee, in: scope)
    if case .type(let type) = calleeEstimate { return construct(type, call: call, in: scope, at: callee) }
    visitArguments(call, in: scope)
    if case .function(_, let result, _)? = calleeEstimate.valueType { return .value(result) }
    return .unknown
  }

  /// Memory safety, as swiftc enforces it before a program runs: two `inout` arguments of one call
  /// may not reach the same storage (`balance(&score, &score)`: "not allowed to alias", at the
  /// second; `&a[0], &a[1]` or `&s, &s.x`: "overlapping accesses", at the first), nor may one
  /// reach the value a mutating method is called on (`oscar.shareHealth(with: &oscar)`). Disjoint
  /// stored properties or tuple elements of one variable may go together (for a global, the
  /// interpreter traps at run time, as Swift does).
  private func checkInoutAliasing(_ call: FunctionCallExprSyntax, in scope: StaticScope) {
    let paths = call.arguments.compactMap { argument in
      argument.expression.as(InOutExprSyntax.self).flatMap { InoutPath($0.expression) }.map { (argument, $0) }
    }
    guard !paths.isEmpty else { return }
    let isSwap = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "swap"
    for (offset, (firstArgument, first)) in paths.enumerated() {
      for (secondArgument, second) in paths.dropFirst(offset + 1) where first.root == second.root {
        // A class instance's properties are reached through a reference: checked as the program runs.
        if !first.components.isEmpty, !second.components.isEmpty, isClassInstance(first, in: scope) { continue }
        switch first.overlap(with: second) {
        case .none:
          continue
        case .sameVariable:
          report("inout arguments are not allowed to alias each other", at: secondArgument.expression)
        case .sameSubscript:
          report(
            "inout writeback through subscript occurs in multiple arguments to call, introducing invalid aliasing",
            at: secondArgument.expression)
        case .overlapping(let common):
          let advice =
            isSwap && first.components.last?.isSubscript == true && second.components.last?.isSubscript == true
            ? "consider calling MutableCollection.swapAt(_:_:)" : "consider copying to a local variable"
          report("overlapping accesses to '\(common)', but modification requires exclusive access; \(advice)", at: firstArgument.expression)
        }
        return
      }
    }
    // `s.change(&s)`, `s.change(&s.x)` with a mutating method of a value type.
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      let receiver = access.base?.as(DeclReferenceExprSyntax.self),
      let (argument, path) = paths.first(where: { $0.1.root == receiver.baseName.text }),
      let model = model(of: estimate(ExprSyntax(receiver), in: scope).valueType),
      model.kind == .structure || model.kind == .enumeration,
      model.methods(access.declName.baseName.text).contains(where: \.isMutating)
    else { return }
    if path.components.isEmpty {
      report("inout arguments are not allowed to alias each other", at: argument.expression)
    } else {
      report("overlapping accesses to '\(path.root)', but modification requires exclusive access; consider copying to a local variable", at: call)
    }
  }

  /// Whether the variable an `inout` path starts from holds a class instance (as far as the
  /// checker knows).
  private func isClassInstance(_ path: InoutPath, in scope: StaticScope) -> Bool {
    model(of: estimate(ExprSyntax(path.rootReference), in: scope).valueType?.unwrapped)?.kind == .classType
  }

  /// `name(...)`: a function, a type's initializer, a method of `self`, a builtin, a closure.
  private func callNamed(_ reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, in scope: StaticScope) -> Estimate {
    let name = reference.baseName.text
    switch resolveName(reference.baseName, in: scope, at: reference) {
    case .functions(let overloads)?:
      let isLocal = scope.bodyContext.map { $0.kind != .topLevel } ?? false
      return checkCall(call, overloads, name: name, kind: isLocal ? "local function" : "global function", calleeAnchor: reference, in: scope)
    case .type(let model)?:
      if let model { return construct(.named(model.name), call: call, in: scope, at: reference) }
      if let standard = NameChecker.standardType(name) { return construct(standard, call: call, in: scope, at: reference) }
      visitArguments(call, in: scope)
      return .unknown
    case .member(let model, let isStatic)?:
      // In a protocol's extension, `describe()` on `self`, whose static type is the protocol.
      if !isStatic, let protocolName = extendedProtocol, scope.bodyContext?.isStatic == false,
        let owner = protocolExtensionOwner(of: name, on: protocolName)
      {
        decisions.record(.protocolExtension(owner), at: call)
      }
      checkAccessLevel(name, of: model, at: reference)
      if !isStatic { recordPrivateMethodCall(name, of: model, at: call) }
      let methods = isStatic ? model.staticMethods[name] ?? [] : model.methods(name)
      guard !methods.isEmpty else {
        visitArguments(call, in: scope)
        return .unknown
      }
      if !isStatic, methods.allSatisfy(\.isMutating), let context = scope.bodyContext, isImmutableSelf(context, model) {
        report("cannot use mutating member on immutable value: 'self' is immutable", at: reference)
      }
      return checkCall(call, methods, name: name, kind: isStatic ? "static method" : "instance method", calleeAnchor: reference, in: scope)
    case .variable(let variable)?:
      // A function held in a variable is called without its parameters' labels.
      let labels = call.arguments.compactMap { $0.label?.text }
      if variable.holdsFunction, !labels.isEmpty, let leftParen = call.leftParen {
        let written = labels.map { $0 + ":" }.joined()
        report("extraneous argument label\(labels.count == 1 ? "" : "s") '\(written)' in call", at: leftParen)
      }
      visitArguments(call, in: scope)
      // `let f: (Double, Double) -> Double = (/)`, `f(7, 2)`: the literals are `Double`s, which
      // the function the variable holds (an operator's) may not tell the run.
      if let function = variable.typeSyntax?.as(FunctionTypeSyntax.self) {
        for (argument, parameter) in zip(call.arguments, function.parameters) where resolveType(parameter.type, in: scope) == .double {
          if Interpreter.isNumberLiteralOnly(argument.expression, withOperators: true), Interpreter.numberLiteralType(argument.expression) == .int {
            decisions.record(.contextType(.double), at: argument.expression)
          }
        }
      }
      if case .function(_, let result, _)? = variable.type { return .value(result) }
      return .unknown
    case .opaque?:
      visitArguments(call, in: scope)
      // `type(of: x)` for an `x` declared optional: its static type, also when it holds `nil`.
      if name == "type", call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "of",
        case .optional(let wrapped)? = knownType(of: argument.expression, in: scope), wrapped != .any
      {
        decisions.record(.optionalTypeOfArgument(.optional(wrapped)), at: call)
      }
      return builtinResult(name, call: call, in: scope)
    case nil:
      visitArguments(call, in: scope)
      return .unknown
    }
  }

  /// Why a mutating method of `model` cannot be called on `base` (`'self' is immutable`, `'c' is
  /// a 'let' constant`); nil when it can, or when that is not known before running.
  private func immutableBase(_ base: ExprSyntax, of model: TypeModel, in scope: StaticScope) -> String? {
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
    if reference.baseName.tokenKind == .keyword(.self) {
      guard let context = scope.bodyContext, isImmutableSelf(context, model) else { return nil }
      return "'self' is immutable"
    }
    // A host type's method is marked mutating only where the type has value semantics (`Hasher`).
    guard model.kind == .structure || model.kind == .enumeration || model.kind == .host,
      case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope), variable.isConstant
    else { return nil }
    return "'\(reference.baseName.text)' is a 'let' constant"
  }

  /// Whether `self` cannot change in this body: a non-mutating method or getter of a struct or enum.
  func isImmutableSelf(_ context: BodyContext, _ model: TypeModel) -> Bool {
    (context.kind == .method || context.kind == .getter) && !context.isMutating && !context.isStatic && context.selfType === model
      && (model.kind == .structure || model.kind == .enumeration)
  }

  /// `base.name(...)`, `Type.name(...)`, `.name(...)`.
  private func callMember(_ access: MemberAccessExprSyntax, call: FunctionCallExprSyntax, in scope: StaticScope, expected: ScriptType?)
    -> Estimate
  {
    let name = access.declName.baseName.text
    guard let baseExpression = access.base else {
      visitArguments(call, in: scope)
      if let model = model(of: expected?.unwrapped), model.cases[name] != nil { return .value(.named(model.name)) }
      if name != "init" { _ = implicitMember(name, expecting: expected, at: access) }
      return .unknown
    }
    if baseExpression.is(SuperExprSyntax.self) {
      visitArguments(call, in: scope)
      return .unknown
    }
    switch estimate(baseExpression, in: scope) {
    case .type(let type):
      if name == "init" { return construct(type, call: call, in: scope, at: access.declName) }
      checkAccessLevel(name, of: type, at: access)
      guard let model = model(of: type) else {
        visitArguments(call, in: scope)
        return .unknown
      }
      if model.nestedTypes.contains(name) {
        return construct(.named(name), call: call, in: scope, at: access.declName)
      }
      if let methods = model.staticMethods[name], !methods.isEmpty {
        return checkCall(call, methods, name: name, kind: "static method", calleeAnchor: access.declName, in: scope)
      }
      visitArguments(call, in: scope)
      if model.cases[name] != nil { return .value(type) }
      return staticMember(name, of: type, at: access)
    case .value(let type):
      checkActorIsolation(name, of: type, at: access)
      checkAccessLevel(name, of: type, at: access)
      if case .named(let typeName) = type.unwrapped, let model = model(named: typeName) { recordPrivateMethodCall(name, of: model, at: call) }
      // A method of a protocol's extension that is no requirement, called on a value whose static
      // type is the protocol: the extension's, whatever the value's type (`StaticDecisions`).
      if case .named(let protocolName) = type, let owner = protocolExtensionOwner(of: name, on: protocolName) {
        decisions.record(.protocolExtension(owner), at: call)
      } else if case .named(let protocolName) = type, isScriptProtocol(protocolName), isRequirement(name, of: protocolName),
        let owner = extensionDefaultOwner(of: name, on: protocolName)
      {
        // A requirement with a default: the conforming class's witness, which is the default
        // when the class that conforms declares no such method (a subclass's overrides nothing).
        decisions.record(.protocolWitness(owner), at: call)
      } else if case .named(let typeName) = type, let model = model(named: typeName), let owner = classConformanceDefault(of: name, on: model) {
        decisions.record(.protocolExtension(owner), at: call)
      }
      if case .named(let typeName) = type.unwrappedIfImplicit, let model = model(named: typeName) {
        let methods = model.methods(name)
        if !methods.isEmpty {
          if methods.allSatisfy(\.isMutating), let message = immutableBase(baseExpression, of: model, in: scope) {
            report("cannot use mutating member on immutable value: \(message)", at: access.declName)
          }
          return checkCall(call, methods, name: name, kind: "instance method", calleeAnchor: access.declName, in: scope)
        }
        // A property called as a method (`parameters.forceRefresh(true)`).
        if let property = model.property(name), let propertyType = property.type, !propertyType.isCallable {
          report("cannot call value of non-function type '\(propertyType.spelled)'", at: access.declName)
          visitArguments(call, in: scope)
          return .unknown
        }
      }
      if !checkBuiltinCall(call, name, of: type.unwrappedIfImplicit, on: baseExpression, at: access.declName, in: scope) {
        visitArguments(call, in: scope)
      }
      let member = instanceMember(name, of: type.unwrappedIfImplicit, base: baseExpression, at: access)
      if case .value(.function(_, let result, _)) = member { return .value(result) }
      return NameChecker.standardMethod(name, of: type).map(Estimate.value) ?? .unknown
    case .unknown:
      visitArguments(call, in: scope)
      return .unknown
    }
  }

  // MARK: - Initializers

  /// `Type(...)`: a user type's initializers (or memberwise one), a host type's, a standard type's.
  private func construct(
    _ type: ScriptType, call: FunctionCallExprSyntax, in scope: StaticScope, at anchor: some SyntaxProtocol,
    typeArguments written: GenericArgumentListSyntax? = nil
  ) -> Estimate {
    switch type {
    case .named(let name):
      guard let model = model(named: name) else {
        visitArguments(call, in: scope)
        return .unknown
      }
      var initializers = model.kind == .host ? model.initializers : model.callableInitializers
      // `Box<Double>(v: 1)`, `let b: Box<Double> = Box(v: 1)`: a `T` parameter takes `Double`.
      if !model.genericParameters.isEmpty, let arguments = written ?? decisions.specialization(at: call),
        arguments.count == model.genericParameters.count
      {
        var bound: [String: ScriptType] = [:]
        for (parameter, argument) in zip(model.genericParameters, arguments) {
          if case .type(let syntax) = argument.argument, let type = resolveType(syntax, in: scope) { bound[parameter] = type }
        }
        if !bound.isEmpty { initializers = initializers.map { $0.binding(bound) } }
      }
      if let rawType = model.rawType, model.kind == .enumeration {
        initializers.append(CheckedSignature(parameters: [.init(label: "rawValue", type: rawType)], returnType: .optional(type)))
      }
      guard model.isCompleteAlongChain || model.kind == .host, !initializers.isEmpty else {
        visitArguments(call, in: scope)
        return model.kind == .enumeration ? .unknown : .value(type)
      }
      // `S()` outside `S` where `S`'s `init()` is `private`.
      if model.kind != .host, call.trailingClosure == nil {
        let labels = call.arguments.map { $0.label?.text }
        let fitting = initializers.filter { $0.parameters.map(\.label) == labels }
        if !fitting.isEmpty, fitting.allSatisfy(\.isPrivate), !isInside(type: model.name, call) {
          report("'\(name)' initializer is inaccessible due to 'private' protection level", at: anchor)
          visitArguments(call, in: scope)
          return .value(type)
        }
      }
      return checkCall(call, initializers, name: name, kind: "initializer", calleeAnchor: anchor, in: scope)
    case .string:
      visitArguments(call, in: scope)
      // `String(data:encoding:)` and the other decoding initializers fail on bytes they cannot read.
      let failable: Set<String> = ["data", "bytes", "validatingUTF8", "validatingCString", "validating", "utf8String"]
      if let label = call.arguments.first?.label?.text, failable.contains(label) { return .value(.optional(.string)) }
      return .value(.string)
    case .int, .double:
      let arguments = visitArguments(call, in: scope)
      guard arguments.count == 1, call.arguments.first?.label == nil, let argument = arguments[0].valueType else { return .unknown }
      switch argument {
      case .string: return .value(.optional(type))
      case .int, .double: return .value(type)
      default: return .unknown
      }
    default:
      visitArguments(call, in: scope)
      return .unknown
    }
  }

  // MARK: - Builtins

  private func builtinResult(_ name: String, call: FunctionCallExprSyntax, in scope: StaticScope) -> Estimate {
    switch name {
    case "print", "debugPrint", "assert", "precondition", "dump":
      return interpreter.builtinFunction(name) != nil || name == "dump" ? .value(.void) : .unknown
    case "fatalError", "preconditionFailure":
      return .value(.named("Never"))
    case "readLine":
      return .value(.optional(.string))
    case "zip":
      // `Zip2Sequence<[String], [Int]>`, as swiftc's messages write it, for two arrays or strings.
      guard call.arguments.count == 2, call.arguments.allSatisfy({ $0.label == nil }) else { return .unknown }
      let parts = call.arguments.map { knownType(of: $0.expression, in: scope) }
      guard parts.allSatisfy({ if case .array? = $0 { true } else { $0 == .string } }) else { return .unknown }
      return .value(.named("Zip2Sequence<\(parts[0]!.spelled), \(parts[1]!.spelled)>"))
    case "stride":
      // `StrideTo<Int>`, `StrideThrough<Double>`.
      let labels = call.arguments.map { $0.label?.text }
      guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"], let first = call.arguments.first,
        let element = knownType(of: first.expression, in: scope), element == .int || element == .double
      else { return .unknown }
      return .value(.named((labels[1] == "to" ? "StrideTo<" : "StrideThrough<") + element.spelled + ">"))
    default:
      return .unknown
    }
  }

  /// The parameter types of the closure an array's method `name` takes, when the array's elements
  /// are of a type known in full: one element (`map`, `filter`, `first(where:)` …) or two
  /// (`sorted(by:)`, `min(by:)`, `max(by:)`), so `prices.map { $0 * 1.2 }` over `[Int]` is
  /// swiftc's error before anything runs; nil for any other method or array.
  func elementClosureParameters(_ name: String, of type: ScriptType) -> [ScriptType]? {
    guard case .array(let element) = type, isKnownInFull(element) else { return nil }
    switch name {
    case "map", "filter", "forEach", "compactMap", "flatMap", "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex",
      "count", "drop", "prefix", "removeAll":
      return [element]
    case "sorted", "sort", "min", "max":
      return [element, element]
    default:
      return nil
    }
  }

  /// Whether `type` is a standard value type, or a script type without generic parameters, or
  /// an array, optional or dictionary of such.
  private func isKnownInFull(_ type: ScriptType) -> Bool {
    switch type {
    case .int, .double, .string, .bool, .character: true
    case .array(let element), .optional(let element), .set(let element): isKnownInFull(element)
    case .dictionary(let key, let value): isKnownInFull(key) && isKnownInFull(value)
    case .named(let name): model(named: name).map { $0.genericParameters.isEmpty } ?? false
    default: false
    }
  }

  /// A call of a standard type's builtin member (`7.isMultiple(3)`, `xs.sorted(x: <)`) against its
  /// overloads in `BuiltinSignatures`, before anything runs. Returns whether it visited the
  /// arguments (false when the member is not a builtin of the type, or an extension declares it).
  private func checkBuiltinCall(
    _ call: FunctionCallExprSyntax, _ name: String, of type: ScriptType, on base: ExprSyntax, at anchor: some SyntaxProtocol,
    in scope: StaticScope
  ) -> Bool {
    let kinds = BuiltinKind.kinds(of: type)
    guard let member = BuiltinSignatures.member(name, of: kinds), !isDeclaredInExtension(name) else { return false }
    if member.isMutating, let reference = base.as(DeclReferenceExprSyntax.self),
      case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope), variable.isConstant
    {
      report("cannot use mutating member on immutable value: '\(reference.baseName.text)' is a 'let' constant", at: call.calledName)
      visitArguments(call, in: scope)
      return true
    }
    let given = callArguments(call).map { argument in
      BuiltinSignatures.GivenArgument(
        label: argument.label, isTrailingClosure: argument.isTrailingClosure, isClosure: isClosure(argument.expression))
    }
    guard let message = BuiltinSignatures.mismatch(name, of: kinds, given: given, calling: "instance method") else {
      visitArguments(call, in: scope, closureParameters: elementClosureParameters(name, of: type))
      return true
    }
    if name == "first" || name == "last", let element = type.elementType {
      // `first` and `last` are also properties: swiftc reads the call as one of an optional element.
      report("cannot call value of non-function type '\(ScriptType.optional(element))'", at: call.leftParen.map(Syntax.init) ?? Syntax(anchor))
      visitArguments(call, in: scope)
      return true
    }
    let selectors = member.selectors
    if selectors.count == 1, !selectors[0].isDeclaredMoreThanOnce,
      BuiltinSignatures.unsupportedSelector(name, of: kinds, fitting: given) == nil
    {
      // One declaration: the argument matcher words it as swiftc does, and points where swiftc does.
      let parameters = selectors[0].labels.map { CheckedSignature.Parameter(label: $0, type: nil) }
      _ = checkCall(call, [CheckedSignature(parameters: parameters, returnType: nil)], name: name, kind: "instance method", calleeAnchor: anchor, in: scope)
      return true
    }
    report(message, at: call.leftParen.map(Syntax.init) ?? Syntax(anchor))
    visitArguments(call, in: scope)
    return true
  }

  /// Whether an argument is a closure (true), a literal that is not (false), or cannot be told
  /// without its type (nil: a name, an operator, a call).
  private func isClosure(_ expression: ExprSyntax) -> Bool? {
    if expression.is(ClosureExprSyntax.self) { return true }
    if expression.is(StringLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
      || expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
    {
      return false
    }
    return nil
  }

  /// Whether an extension, in this entry or an earlier one, declares a member `name` (it may
  /// overload a builtin's).
  func isDeclaredInExtension(_ name: String) -> Bool {
    if interpreter.extensions.standardTypes.values.contains(where: { $0.methods[name] != nil }) { return true }
    return extensions.values.joined().contains { declaration in
      declaration.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
    }
  }

  // MARK: - Arguments

  /// Checks the arguments without a signature to compare them with; `closureParameters`, the
  /// parameter types a closure argument takes (an array's elements for its `map`), types them.
  @discardableResult
  func visitArguments(_ call: FunctionCallExprSyntax, in scope: StaticScope, closureParameters: [ScriptType]? = nil) -> [Estimate] {
    let closureType = closureParameters.map { ScriptType.function($0, .any, throws: false) }
    var estimates = call.arguments.map { argument in
      if let closureType, let closure = argument.expression.as(ClosureExprSyntax.self) {
        if isEscapingPlace(of: closure, in: scope) { reportCapturedNonEscapingParameter(in: closure, scope: scope) }
        walkClosure(closure, in: scope, expected: closureType)
        return Estimate.unknown
      }
      return estimate(argument.expression, in: scope)
    }
    if let trailing = call.trailingClosure {
      if isEscapingPlace(of: trailing, in: scope) { reportCapturedNonEscapingParameter(in: trailing, scope: scope) }
      walkClosure(trailing, in: scope, expected: closureType)
      estimates.append(.unknown)
    }
    for additional in call.additionalTrailingClosures {
      walkClosure(additional.closure, in: scope)
      estimates.append(.unknown)
    }
    return estimates
  }

  /// The arguments of a call, trailing closures last.
  private func callArguments(_ call: FunctionCallExprSyntax) -> [ArgumentMatcher.Argument] {
    var arguments = call.arguments.map {
      ArgumentMatcher.Argument(label: $0.label?.text, expression: $0.expression, labelToken: $0.label, isTrailingClosure: false)
    }
    if let trailing = call.trailingClosure {
      arguments.append(ArgumentMatcher.Argument(label: nil, expression: ExprSyntax(trailing), labelToken: nil, isTrailingClosure: true))
    }
    for additional in call.additionalTrailingClosures {
      arguments.append(
        ArgumentMatcher.Argument(label: additional.label.text, expression: ExprSyntax(additional.closure), labelToken: additional.label, isTrailingClosure: false))
    }
    return arguments
  }

  /// Checks a call against the overloads of its callee: labels first (no error when any overload
  /// fits), then, for a single signature, each argument against its parameter's type.
  /// Integer literals given for a generic parameter that a `Double` beside them (`pair(1.5, 2)`)
  /// or a floating-point constraint (`half(3)` for `T: FloatingPoint`) makes a `Double`: each
  /// such argument gets that type as its context (``StaticDecisions/Decision/contextType(_:)``),
  /// since the parameter's type tells the run nothing.
  private func recordLiteralTypes(
    of signature: CheckedSignature, arguments: [ArgumentMatcher.Argument], binding: [Int], in scope: StaticScope
  ) {
    for generic in signature.genericParameters {
      // The arguments for a parameter written `T` or `T...`, and `[T]` (an array literal's elements).
      var given: [(expression: ExprSyntax, isArray: Bool)] = []
      for (argument, parameterIndex) in zip(arguments, binding) where !argument.isTrailingClosure {
        guard let written = signature.parameters[parameterIndex].typeSyntax else { continue }
        if written.as(IdentifierTypeSyntax.self)?.name.text == generic {
          given.append((argument.expression, false))
        } else if let array = written.as(ArrayTypeSyntax.self), array.element.as(IdentifierTypeSyntax.self)?.name.text == generic {
          given.append((argument.expression, true))
        }
      }
      // The values `T` is told by: each literal's own type, and the known type of anything else.
      var types: [ScriptType] = []
      var literals: [ExprSyntax] = []
      for (expression, isArray) in given {
        var values: [ExprSyntax] = isArray ? (expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]) : [expression]
        // A ternary's branches (`h(big ? 3 : 4)`) are each what the argument is.
        values = values.flatMap { value -> [ExprSyntax] in
          guard let ternary = value.as(TernaryExprSyntax.self) else { return [value] }
          return [ternary.thenExpression, ternary.elseExpression]
        }
        for value in values {
          if Interpreter.isNumberLiteralOnly(value, withOperators: true), let type = Interpreter.numberLiteralType(value) {
            types.append(type)
            if type == .int { literals.append(value) }
          } else if let type = knownType(of: value, in: scope) {
            if isArray, value.id == expression.id {
              guard case .array(let element) = type else { continue }
              types.append(element)
            } else {
              types.append(type)
            }
          } else {
            types.append(.any)
          }
        }
      }
      guard !literals.isEmpty, signature.floatingPointParameters.contains(generic) || types.contains(.double),
        types.allSatisfy({ $0 == .int || $0 == .double })
      else { continue }
      for literal in literals { decisions.record(.contextType(.double), at: literal) }
    }
  }

  func checkCall(
    _ call: FunctionCallExprSyntax, _ overloads: [CheckedSignature], name: String, kind: String, calleeAnchor: some SyntaxProtocol,
    in scope: StaticScope
  ) -> Estimate {
    let arguments = callArguments(call)
    var matched: [(signature: CheckedSignature, binding: [Int])] = []
    var problems: [ArgumentMatcher.Outcome] = []
    for signature in overloads {
      let outcome = ArgumentMatcher(
        parameters: signature.parameters, arguments: arguments, call: call, takesCompletion: signature.takesCompletion,
        mayHaveHiddenDefaults: signature.isHost
      ).match()
      if case .matched(let binding) = outcome { matched.append((signature, binding)) } else { problems.append(outcome) }
    }
    if matched.isEmpty {
      let given = arguments.filter { !$0.isTrailingClosure }.map(\.label)
      // The overload swiftc settles on when there are several: the only one whose labels the given
      // labels start, or that start them (`init(configuration:)` for `(configuration:error:)`).
      var closest = zip(overloads, problems).filter { signature, _ in
        let labels = signature.parameters.map(\.label)
        return labels.starts(with: given) || given.starts(with: labels)
      }
      // Else the only one taking as many arguments, or, among those, the only one whose parameter
      // types the arguments fit (`init(config:)` given a configuration is `init(configuration:)`
      // mislabelled; `find(nam:)` with two String overloads is no exact match).
      if closest.count != 1, !arguments.contains(where: \.isTrailingClosure) {
        let sameCount = zip(overloads, problems).filter { signature, _ in signature.parameters.count == given.count }
        if sameCount.count == 1 {
          closest = sameCount
        } else {
          // The one whose parameter types the arguments' known types fit (`config` is a configuration).
          let fitting = sameCount.filter { signature, _ in
            zip(arguments, signature.parameters).allSatisfy { argument, parameter in
              guard let actual = knownType(of: argument.expression, in: scope), let expected = parameter.type else { return true }
              return !isDefinitelyIncompatible(actual, with: expected.isOptional ? expected.unwrapped : expected)
            }
          }
          if fitting.count == 1 { closest = fitting }
        }
      }
      let mostParameters = overloads.map(\.parameters.count).max() ?? 0
      if overloads.count == 1, case .problem(let problem) = problems[0] {
        report(problem.message, at: problem.anchor, notes: habitNotes(arguments))
      } else if overloads.count > 1, arguments.count > mostParameters, !overloads.contains(where: { $0.parameters.contains(where: \.isVariadic) }) {
        // More arguments than any overload takes: swiftc names the first one too many.
        let extra = arguments[mostParameters]
        let message = extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
        report(message, at: extra.expression, notes: habitNotes(arguments))
      } else if closest.count == 1, case .problem(let problem) = closest[0].1 {
        report(problem.message, at: problem.anchor, notes: habitNotes(arguments))
      } else if overloads.count > 1, !arguments.contains(where: \.isTrailingClosure),
        problems.allSatisfy({ if case .problem = $0 { true } else { false } })
      {
        let what = kind == "initializer" ? "initializer" : "\(kind) '\(name)'"
        report("no exact matches in call to \(what)", at: calleeAnchor, notes: candidateNotes(overloads, given: given, name: name))
      } else if overloads.count > 1, sameParameterTypes(overloads), overloads.allSatisfy({ $0.parameters.count == arguments.count }),
        !arguments.contains(where: \.isTrailingClosure)
      {
        report(kind == "initializer" ? "no exact matches in call to initializer" : "no exact matches in call to \(kind) '\(name)'", at: calleeAnchor)
      }
      visitArguments(call, in: scope)
      if overloads.allSatisfy(\.isThrowing) { sawThrowingCall = true }
      return .unknown
    }
    // Several fit when a host method's hidden defaults let a longer overload match too: the one that
    // takes exactly the arguments given is the one swiftc picks.
    if matched.count > 1 {
      let exact = matched.filter { $0.signature.parameters.count == arguments.count }
      if exact.count == 1 { matched = exact }
    }
    // One overload whose labels fit: swiftc holds the arguments to its parameter types.
    guard matched.count == 1 else {
      // Several fit the labels: swiftc takes the one the arguments' static types decide, which
      // the values at run time may not (an `Any` holding an `Int`).
      if let takesAutoclosure = autoclosureChoice(matched, arguments: arguments) {
        decisions.record(.autoclosureOverload(takesAutoclosure), at: call)
      } else if let chosen = staticallyChosenOverload(matched, arguments: arguments, in: scope) {
        decisions.record(.overload(signatureKey: chosen.signatureKey), at: call)
      }
      visitArguments(call, in: scope)
      if matched.allSatisfy(\.signature.isThrowing) { sawThrowingCall = true }
      checkEffects(of: call, isThrowing: matched.allSatisfy(\.signature.isThrowing), isAsync: matched.allSatisfy(\.signature.isAsync), in: scope)
      let results = Set(matched.map { $0.signature.returnType?.description ?? "?" })
      if results.count == 1, let result = matched[0].signature.returnType { return .value(result) }
      return .unknown
    }
    let (signature, binding) = matched[0]
    if !signature.genericParameters.isEmpty { recordLiteralTypes(of: signature, arguments: arguments, binding: binding, in: scope) }
    for (argument, parameterIndex) in zip(arguments, binding) {
      let parameter = signature.parameters[parameterIndex]
      if argument.isTrailingClosure || argument.expression.is(ClosureExprSyntax.self) {
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
          if parameter.isEscaping { reportCapturedNonEscapingParameter(in: closure, scope: scope) }
          walkClosure(closure, in: scope)
        }
        if parameter.isAutoclosure {
          report("add () to forward '@autoclosure' parameter", at: SourceAnchor.of(argument.expression))
        }
        continue
      }
      // `nil` for a parameter that cannot be nil: Objective-C's "no object", which Swift allows only
      // where the type says so.
      if argument.expression.is(NilLiteralExprSyntax.self), let type = parameter.type, isCertainlyNonOptional(type) {
        report(
          "'nil' is not compatible with expected argument type '\(type.spelled)'", at: argument.expression,
          notes: ["Objective-C passed nil for \"no object\"; in Swift only an optional ('\(type.spelled)?') can be nil"])
        continue
      }
      recordSpecialization(by: parameter.typeSyntax, of: argument.expression)
      let estimate = estimate(argument.expression, in: scope, expected: parameter.type)
      checkArgument(estimate, argument.expression, against: parameter, isFunctionVariable: isFunctionVariable(argument.expression, in: scope))
    }
    var isThrowing = signature.isThrowing
    if isThrowing, signature.isRethrowing {
      isThrowing = RethrowingCall.argumentsThrow(call) { name in
        if case .functions(let overloads)? = lookupSymbol(name, in: scope) { return overloads.contains(where: \.isThrowing) }
        return false
      }
    }
    if isThrowing { sawThrowingCall = true }
    checkEffects(of: call, isThrowing: isThrowing, isAsync: signature.isAsync, in: scope)
    return signature.returnType.map(Estimate.value) ?? .unknown
  }

  /// A call of a throwing or `async` function needs `try` or `await` before it, in the same body.
  /// swiftc points at the call for `try`, and at the whole expression (up to its statement) for
  /// `await`.
  private func checkEffects(of call: FunctionCallExprSyntax, isThrowing: Bool, isAsync: Bool, in scope: StaticScope) {
    if isThrowing, tryDepth == 0 {
      // In a function that does not throw, outside any `do` whose catches take every error,
      // swiftc says the error is not handled either.
      if let reason = unhandledErrorReason(in: scope) {
        let unhandled = reason.isEmpty ? "the error is not handled" : "the enclosing catch is not exhaustive"
        report("call can throw, but it is not marked with 'try' and \(unhandled)", at: call)
      } else {
        report("call can throw but is not marked with 'try'", at: call)
      }
    }
    if isAsync, awaitDepth == 0 {
      var outermost = ExprSyntax(call)
      var node = Syntax(call).parent
      while let current = node, !current.is(CodeBlockItemSyntax.self), !current.is(InitializerClauseSyntax.self),
        !current.is(ReturnStmtSyntax.self), !current.is(ConditionElementSyntax.self)
      {
        if let expression = current.as(ExprSyntax.self) { outermost = expression }
        node = current.parent
      }
      report("expression is 'async' but is not marked with 'await'", at: outermost)
    }
  }

  /// Notes for a call none of `overloads` takes: each candidate as swiftc lists it, and the one whose
  /// labels differ from the given ones only in case or a letter or two ("did you mean").
  private func candidateNotes(_ overloads: [CheckedSignature], given: [String?], name: String) -> [String] {
    func spelled(_ labels: [String?]) -> String { "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
    var notes: [String] = []
    for signature in overloads where signature.parameters.count == given.count {
      notes.append("incorrect labels for candidate (have: '\(spelled(given))', expected: '\(spelled(signature.parameters.map(\.label)))')")
    }
    let typed = given.map { $0 ?? "_" }.joined(separator: ":")
    let close = overloads.filter { signature in
      let labels = signature.parameters.map { $0.label ?? "_" }.joined(separator: ":")
      return signature.parameters.count == given.count && !Suggestions.candidates(for: typed, among: [labels]).isEmpty
    }
    if close.count == 1 {
      notes.append("did you mean '\(name)\(spelled(close[0].parameters.map(\.label)))'?")
    }
    return notes
  }

  /// The type of an argument the checker can tell without estimating it again: a variable's
  /// declared or inferred type, or a literal's.
  func knownType(of expression: ExprSyntax, in scope: StaticScope) -> ScriptType? {
    switch expression.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let reference):
      if case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope) { return variable.type }
      return nil
    case .stringLiteralExpr: return .string
    case .integerLiteralExpr: return .int
    case .booleanLiteralExpr: return .bool
    case .memberAccessExpr(let access):
      // `Optional<Int>.none`, `Int?.none`: an optional of the type written.
      guard access.declName.baseName.text == "none", access.declName.argumentNames == nil, let base = access.base else { return nil }
      if let specialization = base.as(GenericSpecializationExprSyntax.self),
        specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional",
        specialization.genericArgumentClause.arguments.count == 1,
        case .type(let argument) = specialization.genericArgumentClause.arguments.first!.argument,
        let wrapped = resolveType(argument, in: scope)
      {
        return .optional(wrapped)
      }
      if let written = base.as(TypeExprSyntax.self), case .optional(let wrapped)? = resolveType(written.type, in: scope) {
        return .optional(wrapped)
      }
      // `Int?.none` parses as an optional chain on the name `Int`.
      if let chained = base.as(OptionalChainingExprSyntax.self), let name = chained.expression.as(DeclReferenceExprSyntax.self),
        name.argumentNames == nil, let wrapped = resolveType(TypeSyntax(IdentifierTypeSyntax(name: name.baseName)), in: scope),
        wrapped != .any
      {
        return .optional(wrapped)
      }
      return nil
    default: return nil
    }
  }

  /// A sentence for an Objective-C habit in a call: an `error: &error` argument.
  private func habitNotes(_ arguments: [ArgumentMatcher.Argument]) -> [String] {
    guard arguments.contains(where: { $0.label == "error" && $0.expression.is(InOutExprSyntax.self) }) else { return [] }
    return [
      "an Objective-C method's 'NSError **' parameter is 'throws' in Swift: leave out 'error:', call it with 'try', "
        + "and catch the error in 'do { ... } catch { ... }'"
    ]
  }

  private func sameParameterTypes(_ overloads: [CheckedSignature]) -> Bool {
    let first = overloads[0].parameters.map(\.type)
    return first.allSatisfy { $0 != nil } && overloads.allSatisfy { $0.parameters.map(\.type) == first }
  }

  /// One argument against its parameter: `&` for `inout`, optionals, plain type mismatches.
  /// `isFunctionVariable`: `expression` names a variable that holds a function.
  private func checkArgument(
    _ estimate: Estimate, _ expression: ExprSyntax, against parameter: CheckedSignature.Parameter, isFunctionVariable: Bool = false
  ) {
    // `take(f)` with `f` a non-escaping parameter and `take`'s `@escaping`.
    if parameter.isEscaping, nonEscapingReferences.contains(expression.id) {
      let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expression.trimmedDescription
      report("passing non-escaping parameter '\(name)' to function expecting an '@escaping' closure", at: expression)
      return
    }
    // A closure where an `@autoclosure` makes one of the expression: swiftc asks for the call
    // (unless the autoclosure's result is itself a function).
    if parameter.isAutoclosure {
      let resultIsFunction = parameter.typeSyntax?.as(FunctionTypeSyntax.self)?.returnClause.type.is(FunctionTypeSyntax.self) ?? true
      if expression.is(ClosureExprSyntax.self) || (estimate.valueType.map { if case .function = $0 { true } else { false } } ?? false)
        || (isFunctionVariable && !resultIsFunction)
      {
        report("add () to forward '@autoclosure' parameter", at: SourceAnchor.of(expression))
      }
      return
    }
    guard case .value(let actual) = estimate, let expected = parameter.type else { return }
    let isInoutArgument = expression.is(InOutExprSyntax.self)
    if parameter.isInout {
      if !isInoutArgument {
        report("passing value of type '\(actual)' to an inout parameter requires explicit '&'", at: SourceAnchor.of(expression))
      }
      return
    }
    guard !isInoutArgument else { return }
    checkValue(estimate, expression, against: expected, mismatch: { "cannot convert value of type '\($0)' to expected argument type '\($1)'" })
  }

  /// A value given where a `expected` is needed (an argument, a returned value): an optional must be
  /// unwrapped; a value of another type is `mismatch(actual, expected)` in swiftc's words.
  func checkValue(
    _ estimate: Estimate, _ expression: ExprSyntax, against expected: ScriptType, mismatch: (String, String) -> String
  ) {
    guard case .value(let actual) = estimate else { return }
    if let concrete = errorNeedsCast(actual, to: expected) {
      report(mismatch(actual.spelled, concrete.spelled), at: SourceAnchor.of(expression), notes: [NameChecker.errorCastNote])
      return
    }
    // An `Any?` (a `[K: Any]` lookup) converts to nothing but `Any` without a cast.
    if case .optional(.any) = actual, expected != .any, expected != .optional(.any), isLookupOrPlain(expression) {
      report(mismatch("Any?", expected.spelled), at: SourceAnchor.of(expression))
      return
    }
    // A plain value where an optional is taken: swiftc compares it with the wrapped type.
    if case .optional(let wrapped) = expected, !actual.isOptional, isPlainArgument(expression),
      isDefinitelyIncompatible(actual, with: wrapped)
    {
      report(mismatch(actual.spelled, wrapped.spelled), at: SourceAnchor.of(expression))
      return
    }
    guard isPlainArgument(expression), !expected.isOptional, expected != .any else { return }
    let anchor = SourceAnchor.of(expression)
    if case .optional(let wrapped) = actual {
      if isDefinitelyConvertible(wrapped, to: expected) {
        report("value of optional type '\(actual)' must be unwrapped to a value of type '\(expected)'", at: anchor)
      } else if isDefinitelyIncompatible(wrapped, with: expected) {
        report(mismatch(actual.spelled, expected.spelled), at: anchor)
      }
      return
    }
    if isDefinitelyIncompatible(actual, with: expected) {
      report(mismatch(actual.spelled, expected.spelled), at: anchor)
    }
  }

  // MARK: - Error and NSError

  /// The concrete type an `any Error` is given where one is needed (`NSError`, or `NSError?`'s
  /// `NSError`): Swift bridges an error to `NSError` only when asked (`error as NSError`). Nil when
  /// `actual` is not `any Error`, or `expected` takes any error.
  func errorNeedsCast(_ actual: ScriptType, to expected: ScriptType) -> ScriptType? {
    guard actual == .named("Error") else { return nil }
    let concrete = expected.unwrapped.unwrappedIfImplicit
    guard case .named(let name) = concrete, name != "Error", name != "Any", name != "AnyObject" else { return nil }
    return concrete
  }

  /// What a learner from Objective-C needs beside swiftc's words when an `Error` is used as an `NSError`.
  static let errorCastNote =
    "in Swift an error has the type 'any Error', not NSError: write 'error as NSError' to read its domain, code and userInfo (every error bridges to one), as the migration guide's samples do"

  /// Arguments whose type swiftc reports as the checker estimates it (not literals it retypes).
  func isPlainArgument(_ expression: ExprSyntax) -> Bool {
    switch expression.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr, .memberAccessExpr, .functionCallExpr, .forceUnwrapExpr, .integerLiteralExpr, .floatLiteralExpr,
      .stringLiteralExpr, .booleanLiteralExpr:
      return true
    case .subscriptCallExpr(let subscriptCall):
      // A lookup in a variable (a literal collection would be retyped from the context).
      return subscriptCall.calledExpression.is(DeclReferenceExprSyntax.self)
    case .tupleExpr(let tuple):
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return false }
      return isPlainArgument(only.expression)
    case .infixOperatorExpr(let infix):
      // Arithmetic on a value whose type is known (`11 + x` with `x: Int`): the value's type,
      // whatever the context expects (two literals would take the context's).
      guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self), ["+", "-", "*", "/", "%"].contains(binary.operator.text)
      else { return false }
      func isLiteral(_ operand: ExprSyntax) -> Bool { operand.is(IntegerLiteralExprSyntax.self) || operand.is(FloatLiteralExprSyntax.self) }
      guard !(isLiteral(infix.leftOperand) && isLiteral(infix.rightOperand)) else { return false }
      return isPlainArgument(infix.leftOperand) && isPlainArgument(infix.rightOperand)
    default:
      return false
    }
  }

  /// Whether the script type `typeName` adopts the host protocol `protocolName` (directly, through a
  /// refining protocol, or through its superclass); nil when either is not known well enough to tell.
  func hostProtocolConformance(of typeName: String, to protocolName: String) -> Bool? {
    let registry = interpreter.registry
    guard registry.protocols[protocolName] != nil, entryTypeNames.contains(typeName) || interpreter.knownTypes[typeName] != nil,
      let model = model(named: typeName), model.kind == .classType || model.kind == .structure
    else { return nil }
    var current: TypeModel? = model
    while let type = current {
      for name in type.conformances {
        if registry.protocols[name]?.contains(protocolName) == true { return true }
        // An adopted name the checker does not know (a protocol of the entry, say): cannot tell.
        let known = TypeModel.modelledProtocols.contains(name) || registry.protocols[name] != nil || registry.types[name] != nil
        if !known { return nil }
      }
      current = type.superclass
    }
    return false
  }

  /// A plain argument, or a lookup in a collection reached through members (`(error as NSError).userInfo[key]`).
  func isLookupOrPlain(_ expression: ExprSyntax) -> Bool {
    if let lookup = expression.as(SubscriptCallExprSyntax.self), lookup.calledExpression.is(MemberAccessExprSyntax.self) { return true }
    return isPlainArgument(expression)
  }

  // MARK: - Type relations

  /// Whether a `actual` value certainly converts to `expected` (same type, subclass).
  func isDefinitelyConvertible(_ actual: ScriptType, to expected: ScriptType) -> Bool {
    if actual == expected { return true }
    if case .named(let name) = actual, case .named(let other) = expected, let model = model(named: name) {
      return model.isSubtype(of: other) == true
    }
    return false
  }

  /// Whether a value of type `actual` certainly cannot be passed as `expected`.
  func isDefinitelyIncompatible(_ actual: ScriptType, with expected: ScriptType) -> Bool {
    let simple: Set<String> = ["Int", "Double", "Bool", "String", "Character", NameChecker.stringSlice]
    func isSimple(_ type: ScriptType) -> Bool { simple.contains(type.description) }
    func isConcrete(_ type: ScriptType) -> Bool {
      if isSimple(type) { return true }
      switch type {
      case .array(let element), .set(let element): return isConcrete(element)
      case .dictionary(let key, let value): return isConcrete(key) && isConcrete(value)
      default: break
      }
      if case .named(let name) = type, let model = model(named: name) { return model.isCompleteAlongChain || model.kind == .host }
      return false
    }
    guard actual != expected, isConcrete(actual), isConcrete(expected) else { return false }
    if case .named(let name) = actual, case .named(let other) = expected {
      // Two host types: the registration may not say every superclass the host class has, unless
      // both chains are registered to their roots.
      if let actualModel = model(named: name), let otherModel = model(named: other), actualModel.kind == .host, otherModel.kind == .host {
        return actualModel.isComplete && otherModel.isComplete && actualModel.isSubtype(of: other) == false
          && otherModel.isSubtype(of: name) == false
      }
      return model(named: name)?.isSubtype(of: other) == false
    }
    return true
  }
}

extension ScriptType {
  /// `T` for `T!`, else the type itself.
  var unwrappedIfImplicit: ScriptType {
    if case .implicitlyUnwrapped(let wrapped) = self { return wrapped }
    return self
  }
}

extension ScriptType {
  /// The element of a standard collection (`[T]`, `Set<T>`, `String`, a dictionary's key-value
  /// pair, a range's Int); nil for other types.
  var elementType: ScriptType? {
    switch self {
    case .array(let element), .set(let element): element
    case .string: .character
    case .dictionary(let key, let value): .tuple([key, value], labels: ["key", "value"])
    case .range: .int
    default: nil
    }
  }
}

extension ScriptType {
  /// The type as swiftc's diagnostics spell it: an existential such as `Error` is `any Error`.
  var spelled: String {
    switch self {
    case .named("Error"): "any Error"
    case .optional(let wrapped) where wrapped == .named("Error"): "(any Error)?"
    default: description
    }
  }
}

extension ScriptType {
  /// Whether a value of this type can be called (a function, or a type the checker cannot see into).
  var isCallable: Bool {
    switch self.unwrappedIfImplicit {
    case .function, .any: true
    case .optional(let wrapped): wrapped.isCallable
    default: false
    }
  }
}

extension NameChecker {
  /// Whether `expression` names a variable that holds a function (``VariableSymbol/holdsFunction``).
  func isFunctionVariable(_ expression: ExprSyntax, in scope: StaticScope) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope)
    else { return false }
    return variable.holdsFunction
  }
}
