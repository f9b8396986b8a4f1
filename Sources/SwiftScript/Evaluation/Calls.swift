import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Call sites

  /// `callee(arguments) { trailing closure }`.
  func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    // `bump(&a[next()])`: an inout argument's subscripts are evaluated once, for the read and the
    // write-back.
    if call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) {
      let targets = call.arguments.compactMap { $0.expression.as(InOutExprSyntax.self)?.expression }
      return try evaluatingSubscriptsOnce(of: targets, in: scope) { () throws(ScriptFailure) -> Value in
        try evaluateCallOnce(call, in: scope, expecting: expected)
      }
    }
    return try evaluateCallOnce(call, in: scope, expecting: expected)
  }

  private func evaluateCallOnce(_ call: FunctionCallExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    let callee = call.calledExpression
    // Methods and members: `base.name(...)`, `.name(...)`, `Type.name(...)`.
    if let access = callee.as(MemberAccessExprSyntax.self) {
      return try callMember(access, call: call, in: scope, expecting: expected)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      switch resolve(name, in: scope) {
      case .functions(let overloads)?:
        let arguments = try evaluateArguments(call, in: scope, parameters: contextParameters(overloads, at: call))
        let function = try selectOverload(overloads, arguments: arguments, name: name, at: Syntax(call))
        return try finishCall(function, arguments: consume arguments, call: call, in: scope)
      case .type(let type)?:
        return try construct(type, call: call, in: scope)
      case .variable?:
        break
      case nil:
        if let selfVariable = selfVariable(in: scope), !isShadowedOutsideSelf(name, in: scope),
          let result = try callImplicitSelfMethod(name, selfVariable: selfVariable, call: call, in: scope)
        {
          return result
        }
        if let selfVariable = selfVariable(in: scope), BuiltinSignatures.isMutating(name, of: BuiltinKind.kinds(of: selfVariable.value)) {
          // `removeFirst()` inside an extension of Array: a mutating builtin on `self`.
          let arguments = try evaluateArguments(call, in: scope, parameters: nil)
          let target = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
          var value = selfVariable.value
          return try callMutatingBuiltin(name, on: target, value: &value, arguments: arguments, call: call, in: scope)
        }
        if let typeContext = typeContext(in: scope), case let selfType = staticSelfType(in: scope) ?? typeContext,
          case let declared = selfType.lookupStaticMethods(name), !declared.isEmpty
        {
          // Dispatched on the type the calling static method runs for (a subclass's override), with
          // `self` that type, and its generic parameters bound as the caller's are.
          let methods = boundTypeArguments(of: selfType, in: scope).map { arguments in
            declared.map { $0.specialized(with: arguments, interpreter: self) }
          } ?? declared
          let arguments = try evaluateArguments(call, in: scope, parameters: contextParameters(methods, at: call))
          let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call)).bound(to: metatypeSelf(selfType))
          return try finishCall(method, arguments: consume arguments, call: call, in: scope)
        }
        if registry.globals[name] == nil {
          if let hostType = registry.types[name] {
            return try constructHost(hostType, call: call, in: scope)
          }
          if name == "Result" {
            return try resultCatching(try evaluateArguments(call, in: scope, parameters: nil), call: call)
          }
          if Interpreter.standardTypeNames.contains(name) {
            let arguments = try evaluateArguments(call, in: scope, parameters: nil)
            return try constructStandard(name, arguments: arguments, at: Syntax(call))
          }
          if let builtin = builtinFunction(name) {
            let arguments = try evaluateArguments(call, in: scope, parameters: builtin.parameters)
            // `type(of: x)` for an `x` declared optional is its static type (checked).
            if let optionalType = staticDecisions.optionalTypeOfArgument(at: call) { return .metatype(optionalType) }
            return try finishCall(builtin, arguments: consume arguments, call: call, in: scope)
          }
        }
      }
    }
    if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
      let type = try evaluate(ExprSyntax(specialization), in: scope)
      guard case .metatype(let scriptType) = type else { throw unsupported(call) }
      if case .named(let name) = scriptType, let userType = userType(named: name, in: scope) {
        return try construct(userType, call: call, in: scope, typeArguments: specialization.genericArgumentClause.arguments)  // `Stack<Int>()`
      }
      let arguments = try evaluateArguments(call, in: scope, parameters: nil)
      return try constructStandard(scriptType, arguments: arguments, at: Syntax(call))
    }
    if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self),
      let collectionType = try collectionType(written: callee, in: scope)
    {
      // `[String]()`, `[String: [Int]]()`
      let arguments = try evaluateArguments(call, in: scope, parameters: nil)
      return try constructStandard(collectionType, arguments: arguments, at: Syntax(call))
    }
    let calleeValue = try evaluate(callee, in: scope)
    switch calleeValue {
    case .function(let function):
      let arguments = try evaluateArguments(call, in: scope, parameters: function.contextParameters)
      // A function called through a value (`let h = add; h(1, 2)`, `let f = t.warmer; f(3)`) has
      // a function type, whose parameters have no argument labels.
      let unlabeled = arguments.allSatisfy { $0.label == nil }
      return try finishCall(function, arguments: consume arguments, call: call, in: scope, callLabels: !function.isClosure && !unlabeled)
    case .metatype(let type):
      // A user type reached through a value (`let T = Point.self; T(x: 1)`, a typealias): made as
      // its name would make it (memberwise and default initializers too).
      if case .named(let name) = type, let userType = knownTypes[name] { return try construct(userType, call: call, in: scope) }
      let arguments = try evaluateArguments(call, in: scope, parameters: nil)
      return try constructStandard(type, arguments: arguments, at: Syntax(call))
    default:
      // `add3(4)` on an instance whose type declares `callAsFunction`.
      if let type = nominalType(of: calleeValue), case let methods = type.lookupMethods("callAsFunction"), !methods.isEmpty {
        let instance = Variable(name: "self", value: calleeValue, isConstant: true)
        return try callMethod(methods, name: "callAsFunction", on: instance, call: call, in: scope)
      }
      if let type = nominalType(of: calleeValue),
        let result = try dynamicCall(of: Variable(name: "self", value: calleeValue, isConstant: true), type: type, call: call, in: scope)
      {
        return result
      }
      throw located(.diagnostic("cannot call value of non-function type '\(calleeValue.typeName)'"), at: callee)
    }
  }

  /// `HostType(label: ...)`: the registered initializer whose labels fit.
  func constructHost(_ type: HostType, call: FunctionCallExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    let arguments = try evaluateArguments(call, in: scope, parameters: hostParameters(type.initializers, for: call))
    let labels = arguments.map(\.label)
    guard let initializer = type.initializers.first(where: { $0.parameters.map(\.label) == labels }) else {
      let have = labels.map { ($0 ?? "_") + ":" }.joined()
      if type.initializers.count == 1 {
        let expected = type.initializers[0].parameters.map { ($0.label ?? "_") + ":" }.joined()
        if type.initializers[0].parameters.count == labels.count {
          throw located(.diagnostic("incorrect argument label\(labels.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')"), at: call)
        }
      }
      if type.initializers.isEmpty {
        throw located(.diagnostic("'\(type.name)' cannot be constructed because it has no accessible initializers"), at: call)
      }
      throw located(.diagnostic("no exact matches in call to initializer of '\(type.name)' (have '\(have)')"), at: call)
    }
    try checkEffects(initializer.isThrowing, false, name: type.name, call: Syntax(call))
    let result: Value
    do throws(ScriptFailure) {
      result = try invoke(initializer, arguments: arguments, callLabels: false)
    } catch {
      throw located(error, at: call)
    }
    try storeHostWrites(arguments, in: scope)
    return result
  }

  /// The type an array or dictionary type written as an expression names (`[Int]`,
  /// `[String: [Int]]`, `[[Double]]`); nil when `expression` is a literal of values instead.
  private func collectionType(written expression: ExprSyntax, in scope: Scope) throws(ScriptFailure) -> ScriptType? {
    if let array = expression.as(ArrayExprSyntax.self) {
      guard array.elements.count == 1, let element = try collectionType(written: array.elements.first!.expression, in: scope)
      else { return nil }
      return .array(element)
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content, elements.count == 1,
        let key = try collectionType(written: elements.first!.key, in: scope),
        let value = try collectionType(written: elements.first!.value, in: scope)
      else { return nil }
      return .dictionary(key, value)
    }
    // `[Int?]()`: an element type written optional.
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      return try collectionType(written: chained.expression, in: scope).map { .optional($0) }
    }
    // `[T]()` in generic code: an array of any type.
    if let reference = expression.as(DeclReferenceExprSyntax.self), Self.isGenericParameter(reference.baseName.text, around: reference) {
      guard case .metatype(let type)? = try? evaluate(expression, in: scope) else { return .any }
      return type
    }
    if case .metatype(let type) = try evaluate(expression, in: scope) { return type }
    return nil
  }

  /// Stores what host code wrote through `&variable` arguments back into the variables.
  func storeHostWrites(_ arguments: [Argument], in scope: Scope) throws(ScriptFailure) {
    for argument in arguments {
      if let target = argument.inoutTarget, let written = argument.cell?.written { try assign(written, to: target, in: scope) }
    }
  }

  /// Calls a resolved function and writes `inout` arguments back; then lets the arguments go
  /// last to first, as Swift releases a call's argument temporaries (`g(C(7), C(8))` ends 8's
  /// life before 7's). Callers hand the arguments over (`consume`), so that this is their last
  /// holder.
  func finishCall(
    _ function: FunctionValue, arguments: consuming [Argument], call: FunctionCallExprSyntax, in scope: Scope, callLabels: Bool = true
  ) throws(ScriptFailure) -> Value {
    try checkEffects(of: function, call: call, in: scope)
    var writeBack = copy arguments
    let result = try writingBack(&writeBack, in: scope) { [arguments] (writeBack: inout [Argument]) throws(ScriptFailure) in
      try invoke(function, arguments: arguments, callLabels: callLabels, writeBack: &writeBack)
    }
    _ = consume arguments
    writeBack.releaseLastFirst()
    return result
  }

  /// Stores `inout` arguments' final values back through their targets (`&x`, `&p.items`).
  func storeInoutArguments(_ arguments: [Argument], in scope: Scope) throws(ScriptFailure) {
    for argument in arguments {
      if let target = argument.inoutTarget { try assign(argument.value, to: target, in: scope) }
    }
  }

  /// Runs a call, then stores its `inout` arguments' final values back through their targets;
  /// also when the callee throws a Swift error, as Swift writes an `inout` argument back however
  /// the call ends. `andThen` runs at the same moments (a mutating method's `self`).
  func writingBack(
    _ writeBack: inout [Argument], in scope: Scope, andThen finish: () throws(ScriptFailure) -> Void = {},
    _ call: (inout [Argument]) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> Value {
    func store() throws(ScriptFailure) {
      try finish()
      try storeInoutArguments(writeBack, in: scope)
    }
    let accessed = try beginInoutAccesses(writeBack, in: scope)
    let result: Value
    do throws(ScriptFailure) {
      defer {
        for variable in accessed.variables { variable.endModifyingAccess() }
        for (instance, slot) in accessed.properties { instance.endModifyingAccess(at: slot) }
      }
      result = try call(&writeBack)
    } catch {
      if case .thrown = error.kind { try store() }
      throw error
    }
    try store()
    return result
  }

  /// Starts the `inout` accesses of a call's arguments, as Swift enforces exclusive access at
  /// run time: `&x` holds the whole variable `x` for the call (the callee's reading `x` by name,
  /// or a closure's, is the trap), and so does `&g.field` or `&g.0` of a global value `g` (a
  /// second such argument of `g` is the trap). A local's disjoint stored properties may be passed
  /// together (what overlaps there the checker rejects, as swiftc does); a class instance's stored
  /// property is its own storage, held for the call by each `&c.v` (a second `&c.v` of the same
  /// instance, through any variable, is the trap).
  private func beginInoutAccesses(_ arguments: [Argument], in scope: Scope) throws(ScriptFailure)
    -> (variables: [Variable], properties: [(instance: ObjectValue, slot: Int)])
  {
    var accessed: [Variable] = []
    var heldProperties: [(instance: ObjectValue, slot: Int)] = []
    func endStarted() {
      for started in accessed { started.endModifyingAccess() }
      for (instance, slot) in heldProperties { instance.endModifyingAccess(at: slot) }
    }
    for argument in arguments {
      guard let target = argument.inoutTarget else { continue }
      if let held = instanceProperty(target, in: scope) {
        do throws(ScriptFailure) {
          try held.instance.beginModifyingAccess(at: held.slot)
        } catch {
          endStarted()
          throw located(error, at: target)
        }
        heldProperties.append(held)
        continue
      }
      guard let variable = exclusivelyAccessedVariable(target, in: scope) else { continue }
      do throws(ScriptFailure) {
        try variable.beginModifyingAccess()
      } catch {
        endStarted()
        throw located(error, at: target)
      }
      accessed.append(variable)
    }
    return (accessed, heldProperties)
  }

  /// The class instance and stored property slot an `inout` argument `&c.v` reaches (`c` a
  /// variable holding the instance); nil for any other target.
  private func instanceProperty(_ target: ExprSyntax, in scope: Scope) -> (instance: ObjectValue, slot: Int)? {
    guard let access = target.as(MemberAccessExprSyntax.self), let reference = access.base?.as(DeclReferenceExprSyntax.self),
      case .variable(let variable)? = resolve(reference.baseName.text, in: scope),
      case .object(let instance) = variable.currentValue
    else { return nil }
    guard let (slot, _) = instance.type.fieldLayout.property(named: access.declName.baseName.text) else { return nil }
    return (instance, slot)
  }

  /// The variable a modification of `target` holds for its duration, as Swift's run-time
  /// exclusivity check sees it: the whole variable (`x`), or a global value a path reaches into
  /// (`g.field`, `g.0`, `g[i]`; not through a class instance, whose properties are its own); nil
  /// for anything else (a local's stored properties, which the checker sees to).
  func exclusivelyAccessedVariable(_ target: ExprSyntax, in scope: Scope) -> Variable? {
    guard let path = InoutPath.root(of: target), case .variable(let variable)? = resolve(path.name, in: scope) else { return nil }
    if path.hasComponents {
      guard case .variable(let global)? = globals.localEntry(path.name), global === variable else { return nil }
      if case .object = variable.currentValue.flattenedOptional { return nil }
    }
    return variable
  }

  /// ``checkEffects(_:_:name:call:)`` for a call of `function`: a `rethrows` one throws only when
  /// an argument does.
  func checkEffects(of function: FunctionValue, call: FunctionCallExprSyntax, in scope: Scope) throws(ScriptFailure) {
    var isThrowing = function.isThrowing
    if isThrowing, function.isRethrowing {
      isThrowing = RethrowingCall.argumentsThrow(call) { name in
        if case .functions(let overloads)? = resolve(name, in: scope) { return overloads.contains(where: \.isThrowing) }
        return false
      }
    }
    try checkEffects(isThrowing, function.isAsync, name: function.name, call: Syntax(call))
  }

  /// The compiler's checks that a throwing call is marked `try` and an async one `await`.
  func checkEffects(_ isThrowing: Bool, _ isAsync: Bool, name: String, call: Syntax) throws(ScriptFailure) {
    if isThrowing, !isCovered(call, by: TryExprSyntax.self) {
      throw located(.diagnostic("call can throw but is not marked with 'try'"), at: call)
    }
    if isAsync, !isCovered(call, by: AwaitExprSyntax.self) {
      throw located(.diagnostic("expression is 'async' but is not marked with 'await'"), at: call)
    }
  }

  /// Whether a `try`/`await` encloses the node within its statement.
  func isCovered<Marker: SyntaxProtocol>(_ node: some SyntaxProtocol, by marker: Marker.Type) -> Bool {
    var current: Syntax? = Syntax(node)
    while let here = current {
      if here.is(Marker.self) { return true }
      // `async let x = f()`: the initializer runs as a child task, awaited (and its error thrown)
      // where `x` is read.
      if Marker.self == AwaitExprSyntax.self || Marker.self == TryExprSyntax.self, let variables = here.as(VariableDeclSyntax.self),
        variables.isAsyncLet
      {
        return true
      }
      if here.is(CodeBlockItemSyntax.self) || here.is(ClosureExprSyntax.self) || here.is(CodeBlockSyntax.self) { return false }
      current = here.parent
    }
    return false
  }

  /// In a static method or property: the type `self` is (the one it was called on).
  func staticSelfType(in scope: Scope) -> NominalType? {
    guard let current = selfVariable(in: scope), case .metatype(.named(let typeName)) = current.value else { return nil }
    return knownTypes[typeName]
  }

  /// The type `Self` names where code runs: the class of the instance a method runs on, or the
  /// class a type method was called on (a subclass, where it inherits the method), else the type
  /// around the code.
  func dynamicSelfType(in scope: Scope) -> NominalType? {
    if let current = selfVariable(in: scope) {
      switch current.value {
      case .object(let object): return object.type
      case .structure(let structure): return structure.type
      case .enumCase(let enumCase): return enumCase.type
      case .metatype(.named(let typeName)): if let type = knownTypes[typeName] { return type }
      default: break
      }
    }
    return typeContext(in: scope)
  }

  /// Evaluates a call's arguments, with the parameters' types as context when known.
  func evaluateArguments(_ call: FunctionCallExprSyntax, in scope: Scope, parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] {
    var arguments: [Argument] = []
    var current: Int?
    for (offset, element) in call.arguments.enumerated() {
      let label = element.label?.text
      var parameter: Parameter?
      if let parameters {
        current = Self.parameterIndex(label: label, offset: offset, after: current, in: parameters)
        parameter = current.flatMap { parameters[safe: $0] }
      }
      let parameterType = parameter?.type
      if parameter?.isAutoclosure == true {
        arguments.append(Argument(label: label, value: .function(autoclosure(element.expression, in: scope, type: parameterType))))
        continue
      }
      if let inoutExpression = element.expression.as(InOutExprSyntax.self) {
        let value = try evaluate(inoutExpression.expression, in: scope)
        arguments.append(Argument(label: label, value: value, inoutTarget: inoutExpression.expression))
        continue
      }
      let value =
        keepsImplicitlyUnwrapped(parameterType)
        ? try evaluate(element.expression, in: scope, expecting: parameterType)
        : try evaluateUnwrappingImplicitly(element.expression, in: scope, expecting: parameterType)
      arguments.append(Argument(label: label, value: value))
    }
    if let trailing = call.trailingClosure {
      // The parameter's function type is the closure's context (`apply { _ in .red }`).
      let parameter = Self.trailingClosureParameter(parameters, after: arguments.count)
      var argument = Argument(label: parameter?.label, value: .function(try makeClosure(trailing, in: scope, expecting: parameter?.type)))
      argument.isTrailingClosure = true
      arguments.append(argument)
    }
    for additional in call.additionalTrailingClosures {
      let label = additional.label.text
      let type = parameters?.first { $0.label == label }?.type
      arguments.append(Argument(label: label, value: .function(try makeClosure(additional.closure, in: scope, expecting: type))))
    }
    return arguments
  }

  /// An `@autoclosure` parameter's argument: a closure that evaluates `expression` in `scope` when
  /// it is called (as often as it is called, and not at all when it is not).
  func autoclosure(_ expression: ExprSyntax, in scope: Scope, type: ScriptType?) -> FunctionValue {
    var result: ScriptType?
    if case .function(_, let returned, _)? = type { result = returned }
    return FunctionValue(host: "autoclosure", labels: [], returnType: result) { [unowned self] _ throws(ScriptFailure) in
      try evaluate(expression, in: scope, expecting: result)
    }
  }

  /// The index of the parameter an argument fills (`offset`: its position among the arguments,
  /// `current`: the parameter the argument before filled): the one its label names, else the next
  /// one (unlabeled arguments after a variadic parameter's first value still belong to it).
  static func parameterIndex(label: String?, offset: Int, after current: Int?, in parameters: [Parameter]) -> Int {
    if let label, let labeled = parameters.firstIndex(where: { $0.label == label }) { return labeled }
    if let current, label == nil, parameters.indices.contains(current), parameters[current].isVariadic { return current }
    return current.map { $0 + 1 } ?? offset
  }

  /// Whether an argument for a parameter of type `parameterType` keeps a `T!` value as it is: when
  /// the parameter takes an optional, or anything (`print`'s variadic items); otherwise the value
  /// is unwrapped.
  func keepsImplicitlyUnwrapped(_ parameterType: ScriptType?) -> Bool {
    keepsOptional(parameterType)
  }

  /// The parameter a trailing closure fills after `count` arguments: the first remaining
  /// function-typed (or untyped) one (Swift's forward scan); nil when unknown.
  static func trailingClosureParameter(_ parameters: [Parameter]?, after count: Int) -> Parameter? {
    guard let parameters, parameters.count > count else { return nil }
    return parameters[count...].first { parameter in
      if case .function? = parameter.type?.unwrapped { return true }
      return parameter.type == nil
    }
  }

  /// Picks the overload whose labels fit; otherwise the compiler's complaint.
  /// The parameters that give a call's arguments their context: its callee's, when it has one
  /// overload or the checker chose one (`f(3)` beside an `@autoclosure` overload: the argument
  /// becomes that closure, unevaluated); else none.
  func contextParameters(_ overloads: [FunctionValue], at call: FunctionCallExprSyntax) -> [Parameter]? {
    if overloads.count == 1 { return overloads[0].parameters }
    return decidedOverload(overloads, at: call)?.parameters
  }

  /// The overload the checker chose at `node`: by the arguments' static types (`f(_: Any)` for
  /// an `Any` holding an `Int`), or by an argument's form beside an `@autoclosure` overload.
  private func decidedOverload(_ overloads: [FunctionValue], at node: some SyntaxProtocol) -> FunctionValue? {
    switch staticDecisions.decision(at: node) {
    case .overload(let key)?: return overloads.first { $0.signatureKey == key }
    case .autoclosureOverload(let takesAutoclosure)?: return overloads.first { $0.parameters.contains(where: \.isAutoclosure) == takesAutoclosure }
    default: return nil
    }
  }

  func selectOverload(_ overloads: [FunctionValue], arguments: [Argument], name: String, at node: Syntax)
    throws(ScriptFailure) -> FunctionValue
  {
    try selectOverloadBinding(overloads, arguments: arguments, name: name, at: node).function
  }

  /// ``selectOverload(_:arguments:name:at:)`` with the arguments bound to the chosen function's
  /// parameters (`bindArguments`, with the labels rule `invoke` applies to it), for
  /// `invoke(…, bound:…)`: a call binds its arguments once.
  func selectOverloadBinding(_ overloads: [FunctionValue], arguments: [Argument], name: String, at node: Syntax)
    throws(ScriptFailure) -> (function: FunctionValue, bound: [Value?])
  {
    // The one the checker chose, when it could.
    if overloads.count > 1, let chosen = decidedOverload(overloads, at: node),
      let bound = try? bindArguments(arguments, to: chosen.parameters, callLabels: !chosen.isClosure)
    {
      return (chosen, bound)
    }
    // Overloads by parameter type: the first whose labels fit and whose parameter types hold the
    // arguments as they are; else the first whose labels fit (an integer literal for a Double).
    var labelsFit: (function: FunctionValue, bound: [Value?])?
    // (An overload takes `&x` exactly where it has `inout` parameters: `reset(c)` is never the
    // `reset(_: inout Point)` declared beside `reset(_: Counter)`.)
    let inoutArguments = overloads.count > 1 ? arguments.indices.filter { arguments[$0].isInoutHere }.count : 0
    // Of those the arguments fit, the one Swift ranks best (``overloadRank(_:_:)``), the first
    // declared among equals.
    var best: (function: FunctionValue, bound: [Value?], rank: OverloadRank)?
    for function in overloads {
      if overloads.count > 1, function.parameters.filter(\.isInout).count != inoutArguments { continue }
      guard let bound = try? bindArguments(arguments, to: function.parameters, callLabels: !function.isClosure) else { continue }
      if overloads.count == 1 { return (function, bound) }
      if (try? argumentsFit(bound, function.parameters)) == true {
        guard let rank = overloadRank(function, bound) else { continue }
        if best == nil || rank < best!.rank { best = (function, bound, rank) }
        continue
      }
      if labelsFit == nil { labelsFit = (function, bound) }
    }
    if let best { return (best.function, best.bound) }
    if let labelsFit { return labelsFit }
    if overloads.count == 1 {
      _ = try bindArgumentsLocated(arguments, to: overloads[0].parameters, at: node)
    }
    let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
    throw located(.diagnostic("no exact matches in call to '\(name)' (have '\(name)(\(have))')"), at: node)
  }

  /// How well an overload fits the arguments bound to it, lower first: how far each argument is
  /// converted to its parameter's type (none; a generic parameter, constrained before
  /// unconstrained; a protocol or superclass; `Any`; wrapped in an optional), then how many
  /// defaults and variadic parameters it needs. Nil when a generic parameter's constraint is not
  /// met by the argument's type (`show<T: Equatable>` given a type that is not).
  /// A method of the type itself ranks before a protocol extension's (`f(x: Int = 0)` of `S`
  /// over `P`'s default `f()`).
  struct OverloadRank: Comparable {
    var isDefaultImplementation = false
    var conversions = 0
    var fillers = 0

    static func < (a: OverloadRank, b: OverloadRank) -> Bool {
      (a.isDefaultImplementation ? 1 : 0, a.conversions, a.fillers) < (b.isDefaultImplementation ? 1 : 0, b.conversions, b.fillers)
    }
  }

  func overloadRank(_ function: FunctionValue, _ bound: [Value?]) -> OverloadRank? {
    var rank = OverloadRank()
    rank.isDefaultImplementation = function.isDefaultImplementation
    for (value, parameter) in zip(bound, function.parameters) {
      guard let value else {
        rank.fillers += 1
        continue
      }
      if parameter.isVariadic { rank.fillers += 1 }
      if let generic = Self.genericParameterName(parameter), !parameter.isVariadic {
        let constraints = function.genericConstraints[generic] ?? []
        for constraint in constraints where !satisfies(value, constraint) { return nil }
        rank.conversions += constraints.isEmpty ? 20 : 10
        continue
      }
      guard let type = parameter.type, !parameter.isVariadic, !parameter.isInout else { continue }
      // An optional is no argument for a parameter that is not one (the cast looks through it).
      if value.isOptionalValue, !type.isOptional, type != .any { return nil }
      switch type {
      case .any: rank.conversions += 40
      case .optional, .implicitlyUnwrapped:
        if !value.isOptionalValue { rank.conversions += 50 }
      case .named(let name):
        if value.staticType != type, dynamicType(of: value) != type, !(knownTypes[name].map { Self.isValue(value, ofExactly: $0) } ?? false) {
          rank.conversions += 30
        }
      default:
        break
      }
    }
    return rank
  }

  /// Whether `value`'s type meets the constraint `protocolName` of a generic parameter: a script
  /// type by its declared conformances (`Hashable` and `Comparable` include `Equatable`), any
  /// other value as a cast to the protocol finds it.
  /// Whether `value` meets the condition of its type's conditional conformance to `protocolName`
  /// (true when there is none): each generic parameter the condition names conforms, as told
  /// from a stored property of that parameter's type (`v: T` of `Box<T>`).
  func meetsConditionalConformance(_ value: Value, to protocolName: String) -> Bool {
    guard let type = nominalType(of: value), let required = type.conditionalConformances[protocolName] else { return true }
    for (parameter, protocols) in required {
      guard let property = type.storedProperties.first(where: { $0.declaredType?.trimmedDescription == parameter }),
        case .structure(let structure) = value, let index = structure.index(of: property.name)
      else { continue }
      let field = structure.fields[index]
      for required in protocols where !satisfies(field, required) { return false }
    }
    return true
  }

  func satisfies(_ value: Value, _ protocolName: String) -> Bool {
    let type: NominalType
    switch value {
    case .structure(let structure): type = structure.type
    case .enumCase(let enumCase): type = enumCase.type
    case .object(let object): type = object.type
    default:
      if let key = standardTypeKey(value) {
        if Self.standardProtocolTypes[protocolName]?.contains(key) == true || Self.standardProtocolConformers[protocolName]?.contains(key) == true
          || extensions.standardConformances[key]?.contains(protocolName) == true
        {
          return true
        }
      }
      return (try? cast(value, to: .named(protocolName))) != nil
    }
    if type.conforms(to: protocolName) { return true }
    if protocolName == "Equatable" { return type.conforms(to: "Hashable") || type.conforms(to: "Comparable") }
    return false
  }

  /// The generic parameter a parameter is written as (`T` for `_ x: T`), if it is one of its function's.
  private static func genericParameterName(_ parameter: Parameter) -> String? {
    guard let identifier = parameter.typeSyntax?.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
    return parameter.type == .any && identifier.name.text != "Any" ? identifier.name.text : nil
  }

  /// Whether `value` is an instance of `type` itself (not of a subclass, nor a conforming type).
  private static func isValue(_ value: Value, ofExactly type: NominalType) -> Bool {
    switch value {
    case .structure(let structure): structure.type === type
    case .enumCase(let enumCase): enumCase.type === type
    case .object(let object): object.type === type
    default: false
    }
  }

  /// Whether each bound argument already has its parameter's type (no conversion needed).
  func argumentsFit(_ bound: [Value?], _ parameters: [Parameter]) throws(ScriptFailure) -> Bool {
    for (value, parameter) in zip(bound, parameters) {
      guard let value, let type = parameter.type, !parameter.isVariadic, !parameter.isInout else { continue }
      if try cast(value, to: type) == nil { return false }
    }
    return true
  }

  func bindArgumentsLocated(_ arguments: [Argument], to parameters: [Parameter], at node: some SyntaxProtocol)
    throws(ScriptFailure) -> [Value?]
  {
    do throws(ScriptFailure) {
      return try bindArguments(arguments, to: parameters, callLabels: true)
    } catch {
      throw located(error, at: node)
    }
  }

  /// Matches arguments to parameters by label and position: one value per parameter (nil where
  /// the default applies); variadic parameters collect an array.
  func bindArguments(_ arguments: [Argument], to parameters: [Parameter], callLabels: Bool) throws(ScriptFailure) -> [Value?] {
    if !callLabels {
      if arguments.count > parameters.count, !(parameters.last?.isVariadic ?? false) {
        throw .diagnostic("extra argument in call")
      }
      var values: [Value?] = []
      for (offset, parameter) in parameters.enumerated() {
        if parameter.isVariadic {
          values.append(.array(ArrayValue(arguments.dropFirst(offset).map(\.value), elementType: parameter.type)))
          return values
        }
        values.append(arguments[safe: offset]?.value)
      }
      return values
    }
    var values: [Value?] = []
    var index = 0
    for parameter in parameters {
      if parameter.isVariadic {
        var collected: [Value] = []
        if index < arguments.count, arguments[index].label == parameter.label {
          collected.append(arguments[index].value)
          index += 1
          while index < arguments.count, arguments[index].label == nil {
            collected.append(arguments[index].value)
            index += 1
          }
        }
        values.append(.array(ArrayValue(collected, elementType: parameter.type)))
        continue
      }
      if index < arguments.count, arguments[index].label == parameter.label {
        values.append(arguments[index].value)
        index += 1
        continue
      }
      if parameter.defaultValue != nil {
        values.append(nil)
        continue
      }
      if index < arguments.count {
        let expected = parameters.map { ($0.label ?? "_") + ":" }.joined()
        let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
        if arguments.count == parameters.count {
          let plural = arguments.filter { $0.label != nil }.count > 1 || parameters.filter { $0.label != nil }.count > 1
          throw .diagnostic("incorrect argument label\(plural ? "s" : "") in call (have '\(have)', expected '\(expected)')")
        }
        if arguments[index].label != nil, parameter.label != nil, arguments.count < parameters.count {
          throw .diagnostic("incorrect argument label in call (have '\(have)', expected '\(expected)')")
        }
      }
      if parameter.label == nil {
        throw .diagnostic("missing argument for parameter #\(values.count + 1) in call")
      }
      throw .diagnostic("missing argument for parameter '\(parameter.label!)' in call")
    }
    if index < arguments.count {
      if parameters.isEmpty { throw .diagnostic("argument passed to call that takes no arguments") }
      if let label = arguments[index].label { throw .diagnostic("extra argument '\(label)' in call") }
      throw .diagnostic("extra argument in call")
    }
    return values
  }

  // MARK: - Invocation

  /// A host function's overloads (`BuiltinSignatures`) say which arguments a call may give: a call
  /// that fits none gets the compiler's diagnostic here, in one place, before the function reads
  /// its arguments (`zip()`, `7.isMultiple(3)`, `"s".hasSuffix(of: "s")`).
  func checkArguments(of function: FunctionValue, given arguments: [Argument]) throws(ScriptFailure) {
    guard let overloads = function.overloads else { return }
    let allPlain = arguments.allSatisfy { $0.label == nil && !$0.isTrailingClosure && !$0.value.isFunction && $0.inoutTarget == nil }
    if allPlain, arguments.count == function.passingPlainArgumentCount { return }
    let kind = function.builtinKinds == [.global] ? "global function" : function.builtinKinds.isEmpty ? "function" : "instance method"
    if let message = BuiltinSignatures.mismatch(
      function.name, overloads: overloads, kinds: function.builtinKinds, given: arguments.map(\.given), calling: kind)
    {
      throw .diagnostic(message)
    }
    if allPlain { function.passingPlainArgumentCount = arguments.count }
  }

  func invoke(_ function: FunctionValue, arguments: [Argument], callLabels: Bool) throws(ScriptFailure) -> Value {
    var ignored = arguments
    return try invoke(function, arguments: arguments, callLabels: callLabels, writeBack: &ignored)
  }

  /// Runs a function with its arguments; `inout` parameters' final values go back into `writeBack`.
  func invoke(
    _ function: FunctionValue, arguments: [Argument], callLabels: Bool, writeBack: inout [Argument], selfVariable: Variable? = nil
  ) throws(ScriptFailure) -> Value {
    try invoke(function, arguments: arguments, callLabels: callLabels, binding: .unbound, writeBack: &writeBack, selfVariable: selfVariable)
  }

  /// How a caller of ``invoke(_:arguments:callLabels:binding:writeBack:)`` matched the arguments to
  /// the parameters already, if it did.
  enum ArgumentBinding {
    /// Not yet: `invoke` binds them (`bindArguments`).
    case unbound
    /// Bound by `bindArguments` with the same labels rule: one value per parameter.
    case bound([Value?])
    /// One argument per parameter, in order, each with the parameter's label (checked by the
    /// caller; no parameter variadic or `inout`).
    case inOrder
  }

  /// ``invoke(_:arguments:callLabels:writeBack:)`` with the arguments already matched to the
  /// parameters, when the caller has matched them.
  ///
  /// `selfVariable`: the instance a method runs on, as `function.bound(to:)` would give it,
  /// without a copy of the function per call.
  func invoke(
    _ function: FunctionValue, arguments: [Argument], callLabels: Bool, binding: ArgumentBinding, writeBack: inout [Argument],
    selfVariable: Variable? = nil
  ) throws(ScriptFailure) -> Value {
    switch function.body {
    case .host(let implementation):
      try checkArguments(of: function, given: arguments)
      // The instances the arguments' temporaries held went before the call, as in Swift
      // (`print(Probe(1).n)` prints the probe's `deinit` first).
      if deinitQueue.hasWaiting { try runWaitingDeinitializers() }
      let result: Value
      do throws(ScriptFailure) {
        result = try implementation(arguments)
      } catch {
        // A fault in script code the host called back (a delegate) explains the host's failure.
        try raiseCallbackFailure()
        throw error
      }
      try raiseCallbackFailure()
      writeBack = writeBack.applyingHostWrites()
      return result
    case .hostInout(let implementation):
      try checkArguments(of: function, given: arguments)
      // (As for `.host`: the arguments' temporaries went before the call.)
      if deinitQueue.hasWaiting { try runWaitingDeinitializers() }
      return try implementation(&writeBack)
    case .statements: break
    }
    // A closure of N parameters given one N-tuple (`zip(a, b).map { "\($0)\($1)" }`, a
    // dictionary's `{ (key, value) in … }`) takes its elements, as Swift destructures it.
    if function.isClosure, arguments.count == 1, case .tuple(let tuple) = arguments[0].value, tuple.elements.count > 1,
      tuple.elements.count == (function.parameters.isEmpty ? function.anonymousParameterCount : function.parameters.count)
    {
      var spread = tuple.elements.map { Argument(label: nil, value: $0) }
      return try invoke(function, arguments: spread, callLabels: false, binding: .unbound, writeBack: &spread, selfVariable: selfVariable)
    }
    guard case .statements(let body) = function.body, let closureScope = function.closureScope else { return .void }
    let result = try invoke(function, body: body, in: closureScope, arguments: arguments, callLabels: callLabels, binding: binding,
      writeBack: &writeBack, selfVariable: selfVariable)
    // The instances only the call's locals held went when it returned, before the caller goes on.
    if deinitQueue.hasWaiting { try runWaitingDeinitializers() }
    return result
  }

  /// Runs a script function's `body` in a scope over `closureScope` (``invoke(_:arguments:callLabels:binding:writeBack:selfVariable:)``).
  /// (Inlined into its one caller: a call of its own cost a recursive `fib` a fifth of its time.)
  @inline(__always)
  private func invoke(
    _ function: FunctionValue, body: CodeBlockItemListSyntax, in closureScope: Scope, arguments: [Argument], callLabels: Bool,
    binding: ArgumentBinding, writeBack: inout [Argument], selfVariable: Variable?
  ) throws(ScriptFailure) -> Value {
    var closureScope = closureScope
    // `[weak self]`: the instance, if it lives, a constant of this call's scope.
    // (And a generic function's `T`, the type its arguments show, below.) Either makes a scope of
    // the call's own, so the call's frame is not kept for the next.
    let hasCallScope = !function.referenceCaptures.isEmpty || !function.genericSources.isEmpty
    if !function.referenceCaptures.isEmpty { closureScope = try scopeWithReferences(function.referenceCaptures, over: closureScope) }
    try checkCallEntry()
    callDepth += 1
    defer { callDepth -= 1 }
    let usesAnonymousParameters = function.anonymousParameterCount > 0 && function.parameters.isEmpty
    let bound: [Value?]
    // Unlabeled arguments, one per parameter and none variadic (a closure called by `map` or
    // `sorted`): each parameter takes its argument, with no array of bound values made.
    let takesArgumentsInOrder: Bool
    switch binding {
    case .inOrder: takesArgumentsInOrder = true
    case .bound: takesArgumentsInOrder = false
    case .unbound:
      takesArgumentsInOrder = !usesAnonymousParameters && (!callLabels || function.isClosure)
        && arguments.count == function.parameters.count && !function.parameters.contains(where: \.isVariadic)
    }
    if usesAnonymousParameters || takesArgumentsInOrder {
      bound = []
    } else if case .bound(let alreadyBound) = binding {
      bound = alreadyBound
    } else {
      bound = try bindArguments(arguments, to: function.parameters, callLabels: callLabels && !function.isClosure)
    }
    if !function.genericSources.isEmpty {
      closureScope = scopeWithGenericBindings(function.genericSources, over: closureScope) { index in
        guard !usesAnonymousParameters else { return nil }
        if takesArgumentsInOrder { return arguments.indices.contains(index) ? arguments[index].value : nil }
        return bound.indices.contains(index) ? bound[index] : nil
      }
    }
    // The compiled body, when the compiled tier takes it: with its parameters as the first slots of
    // its frame (no scope of the call's own, unless a method's `self` needs one), or as names of
    // the call's scope.
    // (A result builder's closure runs by the builder's transformation, never compiled.)
    let compiled =
      function.resultBuilder != nil
      ? nil : compiledBody(of: function, body) { [self] in singleExpression(of: body, returnType: function.returnType) }
    let boundSelf = selfVariable ?? function.boundSelf
    // The frame, when the compiled body takes the parameters as slots: the one the last call left
    // (`SpareFrame`), or a new one.
    var frame: Frame?
    if let compiled, compiled.takesParameters(of: function) {
      frame =
        (hasCallScope ? nil : function.takeSpareFrame(for: compiled, selfVariable: boundSelf))
        ?? Frame.make(
          for: compiled, in: boundSelf == nil ? closureScope : Scope(parent: closureScope, selfVariable: boundSelf),
          expecting: function.returnType)
    }
    // Kept for the next call once this one is over (after the `inout` write-back below).
    defer { if frame != nil, !hasCallScope { function.keepSpareFrame(&frame, parameterSlots: function.parameters.count + function.anonymousParameterCount) } }
    // Without a frame, the parameters are names of a scope of the call's own, where the body runs.
    // With one, the body runs in the frame's scope, which nothing here holds (so that the frame
    // can be kept), and this is not used.
    let callScope = frame == nil ? Scope(parent: closureScope, selfVariable: boundSelf) : closureScope
    // `inout` arguments pair with `inout` parameters in order (Swift requires `&` exactly there);
    // a closure's untyped parameter is `inout` when its caller passes it so (`reduce(into:)`).
    // (Arguments are read in place, by index: an `Argument` copied whole retains four references.)
    let passesInout = arguments.indices.contains { arguments[$0].isInoutHere }
    var inoutArguments = passesInout ? arguments.indices.filter { arguments[$0].isInoutHere }[...] : []
    var inoutVariables: [(argumentIndex: Int, variable: Variable)] = []
    // Each parameter's fields read where they are (a `Parameter` copied whole retains five).
    let parameters = function.parameters
    for offset in parameters.indices {
      var value: Value
      if takesArgumentsInOrder {
        value = arguments[offset].value
      } else if let given = bound[offset] {
        value = given
      } else if let defaultValue = parameters[offset].defaultValue {
        value = try evaluate(defaultValue, in: closureScope, expecting: parameters[offset].type)
      } else {
        value = .none
      }
      let type = parameters[offset].type
      if let type, !parameters[offset].isVariadic { value = try converted(value, to: type, at: nil) }
      if let builder = parameters[offset].resultBuilder { value = applyingResultBuilder(builder, to: value) }
      let passedInout = function.isClosure ? passesInout && offset < arguments.count && arguments[offset].isInoutHere : parameters[offset].isInout
      let variable: Variable
      if let frame {
        variable = frame.parameterVariable(offset, name: parameters[offset].name, value: value, isConstant: !passedInout, declaredType: type)
      } else {
        let name = parameters[offset].name
        variable = Variable(name: name, value: value, isConstant: !passedInout, declaredType: type)
        if name != "_" { callScope.declare(name, .variable(variable)) }
      }
      if passedInout, let index = function.isClosure ? offset : inoutArguments.popFirst() {
        inoutVariables.append((index, variable))
      }
    }
    if function.anonymousParameterCount > 0 {
      for index in 0..<function.anonymousParameterCount {
        let given = index < arguments.count
        let isInout = passesInout && given && arguments[index].isInoutHere
        let value = given ? arguments[index].value : .void
        let slot = function.parameters.count + index
        // A frame's unit has the names already made.
        let name = (frame != nil ? compiled?.parameterNames?[slot] : nil) ?? "$\(index)"
        let variable: Variable
        if let frame {
          variable = frame.parameterVariable(slot, name: name, value: value, isConstant: !isInout, declaredType: nil)
        } else {
          variable = Variable(name: name, value: value, isConstant: !isInout)
          callScope.declare(name, .variable(variable))
        }
        if isInout { inoutVariables.append((index, variable)) }
      }
    }
    // An `inout` parameter's value goes back to the caller however the body ends (a `throw` too).
    defer { for (index, variable) in inoutVariables { writeBack[index].value = variable.value } }
    expectedReturnTypes.append(function.returnType)
    defer { expectedReturnTypes.removeLast() }
    if let frame, let compiled { return try returnedValue(of: try compiled.run(frame), from: function) }
    if let compiled { return try returnedValue(of: try runCompiled(compiled, in: callScope, expecting: function.returnType), from: function) }
    if let name = function.resultBuilder, let builder = resultBuilderType(name) { return try buildResult(of: body, with: builder, in: callScope) }
    let result: Value
    if let singleExpression = singleExpression(of: body, returnType: function.returnType) {
      let expected = function.returnType
      result =
        expected != nil && !keepsOptional(expected)
        ? try evaluateUnwrappingImplicitly(singleExpression, in: callScope, expecting: expected)
        : try evaluate(singleExpression, in: callScope, expecting: expected)
    } else {
      return try returnedValue(of: try execute(body, in: callScope), from: function)
    }
    if let returnType = function.returnType, returnType != .void { return try coerce(result, to: returnType, at: nil) }
    return result
  }

  /// What a call of `function` whose body ended with `flow` gives: the value returned, converted
  /// to the return type; void when the body ran to its end, where that is allowed.
  private func returnedValue(of flow: Flow, from function: FunctionValue) throws(ScriptFailure) -> Value {
    let result: Value
    switch flow {
    case .returned(let value): result = value
    default:
      if let returnType = function.returnType, returnType != .void, returnType != .any, function.name != "init",
        !function.isClosure
      {
        throw .diagnostic("missing return in global function expected to return '\(returnType)'")
      }
      result = .void
    }
    // (`Void` told by a pattern, not a generic `==`, on every call.)
    if let returnType = function.returnType {
      if case .void = returnType { return result }
      return try converted(result, to: returnType, at: nil)
    }
    return result
  }

  /// Calls `function` with one unlabeled argument, as a builtin calls its closure argument (`map`,
  /// `filter`, `sorted`'s `by:` with a tuple aside): what `invoke` does, without an argument
  /// array, when the function's compiled body takes its one parameter (or `$0`) as its first slot
  /// and it is no method; otherwise `invoke` itself.
  func invokeWithOneArgument(_ function: FunctionValue, _ argument: Value) throws(ScriptFailure) -> Value {
    // Called again by the same builtin: what was checked the first time holds.
    if let repeated = repeatedCallee, let known = repeated.learned, known.function === function {
      return try runWithOneArgument(function, argument, known.compiled, in: known.closureScope, reusing: repeated)
    }
    guard case .statements(let body) = function.body, let closureScope = function.closureScope, function.boundSelf == nil,
      takesOnePositionalArgument(function),
      let compiled = compiledBody(of: function, body, singleExpression: { [self] in singleExpression(of: body, returnType: function.returnType) }),
      compiled.takesParameters(of: function)
    else {
      return try invoke(function, arguments: [Argument(label: nil, value: argument)], callLabels: false)
    }
    repeatedCallee?.learn(function, compiled, closureScope)
    return try runWithOneArgument(function, argument, compiled, in: closureScope, reusing: repeatedCallee)
  }

  /// The body of `function` run with `argument` in its first slot, in the frame `repeated` kept
  /// from the last call when nothing else holds it (a closure made in the body keeps the
  /// variables it captured, not the frame), else in a new one.
  private func runWithOneArgument(
    _ function: FunctionValue, _ argument: Value, _ compiled: CompiledUnit, in closureScope: Scope, reusing repeated: RepeatedCallee?
  ) throws(ScriptFailure) -> Value {
    try checkCallEntry()
    callDepth += 1
    defer { callDepth -= 1 }
    // The only reference here, so that once the call is over the frame is kept when nothing else
    // holds it.
    var frame: Frame? = repeated?.takeFrame() ?? Frame.make(for: compiled, in: closureScope, expecting: function.returnType)
    defer { repeated?.keep(&frame, of: function) }
    return try runWithOneArgument(function, argument, compiled, in: frame.unsafelyUnwrapped)
  }

  private func runWithOneArgument(
    _ function: FunctionValue, _ argument: Value, _ compiled: CompiledUnit, in frame: Frame
  ) throws(ScriptFailure) -> Value {
    if let parameter = function.parameters.first {
      var value = argument
      if let type = parameter.type { value = try converted(value, to: type, at: nil) }
      frame.bindFirst(value, name: parameter.name, declaredType: parameter.type)
    } else {
      frame.bindFirst(argument, name: compiled.parameterNames?.first ?? "$0", declaredType: nil)
    }
    expectedReturnTypes.append(function.returnType)
    defer { expectedReturnTypes.removeLast() }
    return try returnedValue(of: try compiled.run(frame), from: function)
  }

  /// The compiled body a call may run `function` by with its one argument's value alone
  /// (``invokeDirectly(_:_:_:)``): a script function (no method, no closure) of one plain
  /// parameter, whose compiled body takes it as its first slot; nil for any other function.
  func directUnit(of function: FunctionValue) -> CompiledUnit? {
    if compiledUnits.isEnabled, let known = function.directUnit { return known }
    let found = findDirectUnit(of: function)
    if compiledUnits.isEnabled { function.directUnit = .some(found) }
    return found
  }

  private func findDirectUnit(of function: FunctionValue) -> CompiledUnit? {
    guard !function.isClosure, function.boundSelf == nil, function.parameters.count == 1, function.referenceCaptures.isEmpty,
      function.genericSources.isEmpty, function.resultBuilder == nil, function.closureScope != nil,
      case .statements(let body) = function.body
    else { return nil }
    let parameter = function.parameters[0]
    guard !parameter.isVariadic, !parameter.isInout, !parameter.isAutoclosure, parameter.resultBuilder == nil,
      let compiled = compiledBody(of: function, body, singleExpression: { [self] in singleExpression(of: body, returnType: function.returnType) }),
      compiled.takesParameters(of: function)
    else { return nil }
    return compiled
  }

  /// Calls `function` (``directUnit(of:)`` gave `compiled`) with `argument` for its parameter, as
  /// `invoke` calls it, with no argument array (`fib(n - 1)`): in the frame its last call left,
  /// or a new one.
  func invokeDirectly(_ function: FunctionValue, _ argument: Value, _ compiled: CompiledUnit) throws(ScriptFailure) -> Value {
    let result = try runDirectly(function, argument, compiled)
    // The instances only the call's locals held went when it returned, before the caller goes on.
    if deinitQueue.hasWaiting { try runWaitingDeinitializers() }
    return result
  }

  private func runDirectly(_ function: FunctionValue, _ argument: Value, _ compiled: CompiledUnit) throws(ScriptFailure) -> Value {
    try checkCallEntry()
    callDepth += 1
    defer { callDepth -= 1 }
    // The only reference here, so that once the call is over the frame is kept when nothing else
    // holds it.
    var frame: Frame? =
      function.takeSpareFrame(for: compiled, selfVariable: nil)
      ?? Frame.make(for: compiled, in: function.closureScope.unsafelyUnwrapped, expecting: function.returnType)
    defer { function.keepSpareFrame(&frame, parameterSlots: 1) }
    return try runWithOneArgument(function, argument, compiled, in: frame.unsafelyUnwrapped)
  }

  /// An initializer's compiled body run in `frame` (its parameters bound, its scope's `self` the
  /// new instance), as ``invoke(_:arguments:callLabels:binding:writeBack:selfVariable:)`` runs it
  /// (`InitializerSite`).
  func runInitializerBody(_ initializer: FunctionValue, _ compiled: CompiledUnit, in frame: Frame) throws(ScriptFailure) {
    try checkCallEntry()
    callDepth += 1
    defer { callDepth -= 1 }
    expectedReturnTypes.append(initializer.returnType)
    defer { expectedReturnTypes.removeLast() }
    _ = try returnedValue(of: try compiled.run(frame), from: initializer)
  }

  /// Before a script function's body runs: the evaluator's limits, and the depth of nested calls
  /// the call would reach.
  private func checkCallEntry() throws(ScriptFailure) {
    try checkLimits()
    if callDepth + 1 > maximumCallDepth {
      throw .fault("stack overflow (more than \(maximumCallDepth) nested calls; is there a recursion without an end?)")
    }
  }

  /// Whether `function` takes exactly one unlabeled argument into one plain parameter: `{ x in … }`,
  /// `{ $0 … }` using `$0` alone, `func f(_ x: T)`.
  private func takesOnePositionalArgument(_ function: FunctionValue) -> Bool {
    if function.parameters.isEmpty { return function.anonymousParameterCount == 1 }
    guard function.parameters.count == 1, function.anonymousParameterCount == 0 else { return false }
    let parameter = function.parameters[0]
    return (function.isClosure || parameter.label == nil) && !parameter.isVariadic && !parameter.isInout
  }

  private func isSingleExpressionBody(_ body: CodeBlockItemListSyntax) -> Bool { body.count == 1 }

  /// The expression a body of one expression returns (`{ $0 * 2 }`, `func f() -> Int { x + 1 }`,
  /// an `if` or `switch` giving a value); nil for a body of statements.
  func singleExpression(of body: CodeBlockItemListSyntax, returnType: ScriptType?) -> ExprSyntax? {
    guard isSingleExpressionBody(body) else { return nil }
    if case .expr(let expression)? = body.first?.item { return expression }
    if case .stmt(let statement)? = body.first?.item, let expressionStatement = statement.as(ExpressionStmtSyntax.self),
      // (A closure's result type may be unwritten: `{ n in if n > 0 { "+" } else { "-" } }`
      // returns what the branch gives.)
      isValueBranching(expressionStatement.expression), returnType != .void
    {
      return expressionStatement.expression
    }
    return nil
  }

  /// Whether an `if` or `switch` is an expression: every branch is one expression (or a `throw`),
  /// and an `if` has a final `else`. Branches with statements such as `return` make it a statement.
  func isValueBranching(_ expression: ExprSyntax) -> Bool {
    func isValueBranch(_ items: CodeBlockItemListSyntax) -> Bool {
      guard items.count == 1, let item = items.first else { return false }
      switch item.item {
      case .expr: return true
      case .stmt(let statement):
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
          let inner = expressionStatement.expression
          return !(inner.is(IfExprSyntax.self) || inner.is(SwitchExprSyntax.self)) || isValueBranching(inner)
        }
        return statement.is(ThrowStmtSyntax.self)
      case .decl: return false
      }
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      guard isValueBranch(ifExpression.body.statements) else { return false }
      switch ifExpression.elseBody {
      case .ifExpr(let next)?: return isValueBranching(ExprSyntax(next))
      case .codeBlock(let block)?: return isValueBranch(block.statements)
      case nil: return false
      }
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.allSatisfy { element in
        guard case .switchCase(let switchCase) = element else { return false }
        return isValueBranch(switchCase.statements)
      }
    }
    return false
  }

  // MARK: - self

  func selfVariable(in scope: Scope) -> Variable? {
    var current: Scope? = scope
    while let here = current {
      if let variable = here.selfVariable { return variable }
      current = here.parent
    }
    return nil
  }

  func typeContext(in scope: Scope) -> NominalType? {
    var current: Scope? = scope
    while let here = current {
      if let type = here.typeContext { return type }
      if let selfVariable = here.selfVariable, let type = nominalType(of: selfVariable.value) { return type }
      current = here.parent
    }
    return nil
  }

  /// Whether a local declaration (between the use and the method scope) shadows a member name.
  private func isShadowedOutsideSelf(_ name: String, in scope: Scope) -> Bool {
    var current: Scope? = scope
    while let here = current {
      if here.localEntry(name) != nil { return true }
      if here.selfVariable != nil { return false }
      current = here.parent
    }
    return false
  }

  /// The script type a value is an instance of (a struct, a class instance, an enum case); nil for
  /// anything else.
  func nominalType(of value: Value) -> NominalType? {
    switch value {
    case .structure(let structure): structure.type
    case .object(let object): object.type
    case .enumCase(let enumCase): enumCase.type
    default: nil
    }
  }

  /// The compiler's error for a `mutating` method called without `self.` where `self` cannot
  /// change (a non-mutating method of a struct).
  func checkMutableSelf(_ method: FunctionValue, _ selfVariable: Variable, at call: FunctionCallExprSyntax) throws(ScriptFailure) {
    if method.isMutating, selfVariable.isConstant {
      throw located(.diagnostic("cannot use mutating member on immutable value: 'self' is immutable"), at: call)
    }
  }

  /// `method(...)` inside a method: a call on `self`.
  private func callImplicitSelfMethod(_ name: String, selfVariable: Variable, call: FunctionCallExprSyntax, in scope: Scope)
    throws(ScriptFailure) -> Value?
  {
    let methods: [FunctionValue]
    if let protocolName = staticDecisions.protocolExtension(at: call), let found = extensions.protocols[protocolName]?.methods[name],
      !found.isEmpty
    {
      // In a protocol's extension, a method of it that is no requirement (the checker's decision).
      methods = found
    } else if let owner = staticDecisions.privateMethodOwner(at: call), let found = knownTypes[owner]?.methods[name], !found.isEmpty {
      // A `private` method: its type's own, whatever a subclass declares (the checker's decision).
      methods = found
    } else {
      guard let type = nominalType(of: selfVariable.value) else { return nil }
      methods = type.lookupMethods(name)
    }
    if methods.isEmpty { return nil }
    return try callMethod(methods, name: name, on: selfVariable, call: call, in: scope) { (method) throws(ScriptFailure) in
      try checkMutableSelf(method, selfVariable, at: call)
    }
  }

  /// Calls the overload of `methods` that `call`'s arguments fit, on `selfVariable` (after the
  /// `try`/`await` checks and `check`), and writes `inout` arguments back.
  private func callMethod(
    _ methods: [FunctionValue], name: String, on selfVariable: Variable, call: FunctionCallExprSyntax, in scope: Scope,
    check: (FunctionValue) throws(ScriptFailure) -> Void = { _ throws(ScriptFailure) in }
  ) throws(ScriptFailure) -> Value {
    let arguments = try evaluateArguments(call, in: scope, parameters: contextParameters(methods, at: call))
    let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
    try checkEffects(of: method, call: call, in: scope)
    try check(method)
    var writeBack = arguments
    return try writingBack(&writeBack, in: scope) { (writeBack: inout [Argument]) throws(ScriptFailure) in
      try invoke(method, arguments: arguments, callLabels: true, writeBack: &writeBack, selfVariable: selfVariable)
    }
  }
}

extension VariableDeclSyntax {
  /// Whether this is an `async let`, whose initializer needs no `await`.
  var isAsyncLet: Bool { modifiers.contains { $0.name.tokenKind == .keyword(.async) } }
}

extension Argument {
  /// ``isInout``, read from the argument where it is: the property, declared in another file (and
  /// this target built without whole-module optimization), is called on a copy of the whole
  /// argument (four references retained and released), on every call of every script function.
  @inline(__always)
  fileprivate var isInoutHere: Bool { inoutTarget != nil || passedInout }
}
