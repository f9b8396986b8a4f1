import SwiftSyntax

extension LoopCompiler {
  /// A storage path the compiled tier reaches (`a`, `a[i]`, `d[k, default: v]`, `ps[i].x`): the
  /// variable it starts from and its steps, evaluated on each run.
  struct CompiledPath {
    let root: (Frame) -> Variable?
    /// The root variable's name, for the compiler's diagnostics.
    let rootName: String
    let steps: [Step]

    enum Step {
      case property(String)
      case element(CompiledExpression, SubscriptCallExprSyntax)
      case defaultedValue(key: CompiledExpression, defaultValue: CompiledExpression, SubscriptCallExprSyntax)
    }

    /// The steps evaluated in source order, as `Interpreter.mutateInPlace` evaluates them; nil
    /// when one is not reached in place (an index that is not an `Int`).
    func evaluatedSteps(in frame: Frame) throws(ScriptFailure) -> [Interpreter.PathStep]? {
      var evaluated: [Interpreter.PathStep] = []
      evaluated.reserveCapacity(steps.count)
      for step in steps {
        switch step {
        case .property(let name):
          evaluated.append(.property(name))
        case .element(let index, let subscriptCall):
          guard case .int(let position) = try index(frame, nil) else { return nil }
          evaluated.append(.element(position, subscriptCall))
        case .defaultedValue(let key, let defaultValue, let subscriptCall):
          let keyValue = try key(frame, nil)
          let makeDefault: Interpreter.DefaultMaker = { (valueType: ScriptType?) throws(ScriptFailure) -> Value in
            try defaultValue(frame, valueType)
          }
          evaluated.append(.defaultedValue(keyValue, makeDefault, subscriptCall))
        }
      }
      return evaluated
    }
  }

  /// The path `expression` names, when `Interpreter.isInPlacePath` accepts it and its keys need
  /// no context read from the collection (an implicit member key does).
  func compilePath(_ expression: ExprSyntax) -> CompiledPath? {
    guard interpreter.isInPlacePath(expression) else { return nil }
    var steps: [CompiledPath.Step] = []
    var current = expression
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return CompiledPath(root: variableReader(name), rootName: name, steps: steps.reversed())
      }
      if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        steps.append(.property(access.declName.baseName.text))
        current = base
        continue
      }
      guard let subscriptCall = current.as(SubscriptCallExprSyntax.self) else { return nil }
      let arguments = Array(subscriptCall.arguments)
      if arguments.count == 1 {
        steps.append(.element(compileExpression(arguments[0].expression), subscriptCall))
      } else {
        if let implicit = arguments[0].expression.as(MemberAccessExprSyntax.self), implicit.base == nil { return nil }
        steps.append(
          .defaultedValue(
            key: compileExpression(arguments[0].expression), defaultValue: compileExpression(arguments[1].expression), subscriptCall))
      }
      current = subscriptCall.calledExpression
    }
  }

  // MARK: - Assignment

  /// `name = value` for a name the compiled tier stores (as `Interpreter.assign` stores it);
  /// nil for other targets, which the tree-walker assigns.
  func compileAssignment(_ infix: InfixOperatorExprSyntax) -> CompiledExpression? {
    guard let reference = infix.leftOperand.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
    let name = reference.baseName.text
    let variableOf = variableReader(name)
    let value = compileExpression(infix.rightOperand)
    let whole = treeWalked(ExprSyntax(infix))
    let interpreter = self.interpreter
    let target = infix.leftOperand
    return { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      guard let variable = variableOf(frame) else { return try whole(frame, expected) }
      let targetType = variable.declaredType ?? (variable.isInitialized ? variable.value.staticType : nil)
      let newValue = try value(frame, targetType)
      if variable.isConstant, variable.isInitialized {
        throw interpreter.located(.diagnostic("cannot assign to value: '\(name)' is a 'let' constant"), at: target)
      }
      var stored = newValue
      if let type = variable.declaredType { stored = try interpreter.coerce(newValue, to: type, at: noNode) }
      variable.value = stored
      variable.isInitialized = true
      return .void
    }
  }

  /// `target op= value` where the value is stored, as `Interpreter.evaluateInfix` does it: the
  /// right side first (typed as the target's current value), then the change in place; a target
  /// not reached in place is read, computed and assigned by the tree-walker.
  func compileCompoundAssignment(_ infix: InfixOperatorExprSyntax, op: String) -> CompiledExpression? {
    let target = infix.leftOperand
    guard !OptionalChains.containsOptional(target), let path = compilePath(target) else { return nil }
    let read = compileExpression(target)
    let right = compileExpression(infix.rightOperand)
    let whole = treeWalked(ExprSyntax(infix))
    let interpreter = self.interpreter
    let visible = self.visible
    return { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      guard let root = path.root(frame) else { return try whole(frame, expected) }
      var current = try read(frame, nil)
      if current.isOptionalValue, interpreter.isImplicitlyUnwrapped(target, in: frame.scope(seeing: visible)) {
        return try whole(frame, expected)
      }
      let currentType = current.staticType
      current = .void
      let rightValue = try right(frame, currentType)
      if let steps = try path.evaluatedSteps(in: frame),
        try interpreter.mutateInPlace(root, steps: steps, { (stored: inout Value) throws(ScriptFailure) in
          try interpreter.applyCompound(op, to: &stored, rightValue, at: infix)
        }) != nil
      {
        return .void
      }
      let scope = frame.scope(seeing: visible)
      let result = try interpreter.arithmetic(op, try interpreter.evaluate(target, in: scope), rightValue, at: infix)
      try interpreter.assign(result, to: target, in: scope)
      return .void
    }
  }

  // MARK: - Mutating builtins

  /// `path.append(x)`, `d[k, default: []].append(x)`: a collection's mutating builtin on the
  /// value where it is stored, as `Interpreter.callMember` and `callMutatingBuiltin` run it; any
  /// other call (decided when it runs, before its arguments) is the tree-walker's.
  func compileMutatingCall(_ call: FunctionCallExprSyntax) -> CompiledExpression? {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = access.base,
      access.declName.argumentNames == nil, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      !call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }),
      !OptionalChains.containsOptional(baseExpression), let path = compilePath(baseExpression)
    else { return nil }
    let name = access.declName.baseName.text
    let readBase = compileExpression(baseExpression)
    let arguments = call.arguments.map {
      (label: $0.label?.text, expression: $0.expression, value: compileExpression($0.expression))
    }
    let whole = treeWalked(ExprSyntax(call))
    let interpreter = self.interpreter
    let visible = self.visible
    let isBareName = baseExpression.is(DeclReferenceExprSyntax.self)
    return { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      guard let root = path.root(frame) else { return try whole(frame, expected) }
      var base = try readBase(frame, nil)
      let kinds = BuiltinKind.kinds(of: base)
      guard !base.isOptionalValue, Interpreter.structureType(of: base)?.lookupMethods(name).isEmpty ?? true,
        BuiltinKind.isCollectionOrString(base), name != "first", name != "last", BuiltinSignatures.isMutating(name, of: kinds)
      else { return try whole(frame, expected) }
      // The arguments with the contexts `evaluateArguments` gives them (the element type first).
      let parameters = interpreter.elementParameters(of: base, call: call)
      base = .void
      var values: [Argument] = []
      var current: Int?
      for (offset, argument) in arguments.enumerated() {
        var parameterType: ScriptType?
        if let parameters {
          if let label = argument.label, let labeled = parameters.firstIndex(where: { $0.label == label }) {
            current = labeled
          } else {
            current = current.map { $0 + 1 } ?? offset
          }
          parameterType = current.flatMap { parameters[safe: $0] }?.type
        }
        var value = try argument.value(frame, parameterType)
        if !interpreter.keepsOptional(parameterType) {
          value = try interpreter.unwrappingImplicitly(value, of: argument.expression, in: frame, seeing: visible)
        }
        values.append(Argument(label: argument.label, value: value))
      }
      if isBareName, root.isConstant {
        throw interpreter.located(
          .diagnostic("cannot use mutating member on immutable value: '\(path.rootName)' is a 'let' constant"), at: baseExpression)
      }
      if let message = BuiltinSignatures.mismatch(name, of: kinds, given: values.map(\.given), calling: "instance method") {
        throw interpreter.located(.diagnostic(message), at: call)
      }
      do throws(ScriptFailure) {
        if let steps = try path.evaluatedSteps(in: frame),
          let done = try interpreter.mutateInPlace(root, steps: steps, { (stored: inout Value) throws(ScriptFailure) -> Value in
            try interpreter.applyMutatingBuiltin(name, to: &stored, values)
          })
        {
          return done.value
        }
      } catch {
        throw interpreter.located(error, at: call)
      }
      let scope = frame.scope(seeing: visible)
      var updated = try interpreter.evaluateUnwrappingImplicitly(baseExpression, in: scope)
      let result: Value
      do throws(ScriptFailure) {
        result = try interpreter.applyMutatingBuiltin(name, to: &updated, values)
      } catch {
        throw interpreter.located(error, at: call)
      }
      try interpreter.assign(updated, to: baseExpression, in: scope)
      return result
    }
  }
}
