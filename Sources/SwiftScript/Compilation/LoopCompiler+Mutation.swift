import SwiftSyntax

extension LoopCompiler {
  /// A storage path the compiled tier reaches (`a`, `a[i]`, `d[k, default: v]`, `ps[i].x`): the
  /// variable it starts from and its steps, evaluated on each run.
  struct CompiledPath {
    let root: VariableReader
    /// The root variable's name, for the compiler's diagnostics.
    let rootName: String
    let steps: [Step]
    /// Whether the first step's key is an implicit member (`counts[.small, default: 0]`), which
    /// only the key type of the dictionary the root variable holds gives a type.
    var firstKeyNeedsContext = false

    enum Step {
      case property(String)
      case element(CompiledExpression, SubscriptCallExprSyntax)
      case defaultedValue(key: CompiledExpression, defaultValue: CompiledExpression, SubscriptCallExprSyntax)
    }

    /// The key type of the dictionary `variable` holds, the context of an implicit member key in
    /// the path's first step; nil for anything else.
    static func keyType(of variable: Variable?) -> ScriptType? {
      guard let variable, variable.isInitialized, case .dictionary(let dictionary) = variable.value else { return nil }
      return dictionary.keyType
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
          var context: ScriptType?
          if evaluated.isEmpty, firstKeyNeedsContext {
            // No dictionary to give the key its type (a property of `self`): the general path's.
            guard let keyType = Self.keyType(of: root(frame)) else { return nil }
            context = keyType
          }
          let keyValue = try key(frame, context)
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
    var firstKeyNeedsContext = false
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return CompiledPath(
          root: variableReader(name), rootName: name, steps: steps.reversed(), firstKeyNeedsContext: firstKeyNeedsContext)
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
        // An implicit member key (`counts[.small, default: 0]`) takes the key type of the dictionary
        // the root variable holds (``CompiledPath/keyType(of:)``): only as the path's first step.
        if let implicit = arguments[0].expression.as(MemberAccessExprSyntax.self), implicit.base == nil {
          guard subscriptCall.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
          firstKeyNeedsContext = true
        }
        steps.append(
          .defaultedValue(
            key: compileExpression(arguments[0].expression), defaultValue: compileExpression(arguments[1].expression), subscriptCall))
      }
      current = subscriptCall.calledExpression
    }
  }

  // MARK: - Assignment

  /// `target = value` as `Interpreter.evaluateInfix` and `assign` do it, for a name, a property
  /// (`p.x = v`, `self.value = value`) or an element reached in place (`a[i] = v`); nil for other
  /// targets (tuples, optional chains, `super`), which the tree-walker assigns.
  func compileAssignment(_ infix: InfixOperatorExprSyntax) -> CompiledExpression? {
    let target = infix.leftOperand
    if OptionalChains.containsOptional(target) { return nil }
    if let access = target.as(MemberAccessExprSyntax.self) { return compileMemberAssignment(infix, access) }
    if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { return compileElementAssignment(infix, subscriptCall) }
    // `_ = f()`: the value made (with no context) and let go.
    if target.is(DiscardAssignmentExprSyntax.self) {
      let value = compileExpression(infix.rightOperand)
      return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
        _ = try value(frame, nil)
        return .void
      }
    }
    guard let reference = target.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
    let name = reference.baseName.text
    let variableOf = variableReader(name)
    let value = compileExpression(infix.rightOperand)
    let whole = fallback(ExprSyntax(infix))
    let interpreter = self.interpreter
    // `node = current.next`: a property read takes no context, so none is worked out (for a
    // variable with no declared type, its value's static type, made anew on every pass).
    let takesNoContext = infix.rightOperand.as(MemberAccessExprSyntax.self).map(compilesAsMemberRead) ?? false
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      guard let variable = variableOf(frame) else { return try whole(frame, expected) }
      // The declared type is passed and tested where the variable holds it, not copied out first
      // (a copy of a type is a retain and a release on every pass).
      let newValue: Value
      if takesNoContext {
        newValue = try value(frame, nil)
      } else if variable.declaredType != nil {
        newValue = try value(frame, variable.declaredType)
      } else {
        newValue = try value(frame, variable.isInitialized ? variable.currentValue.staticType : nil)
      }
      if variable.isConstant, variable.isInitialized {
        throw interpreter.located(.diagnostic("cannot assign to value: '\(name)' is a 'let' constant"), at: target)
      }
      if variable.special != nil {
        do throws(ScriptFailure) { try variable.checkAccess() } catch { throw interpreter.located(error, at: target) }
      }
      var stored = newValue
      if let declaredType = variable.declaredType {
        stored = try interpreter.converted(newValue, to: declaredType, at: nil)
      }
      if let observers = variable.observers {
        try observers.store(stored, into: variable)
        return .void
      }
      if variable.special != nil { variable.assign(stored) } else { variable.value = stored }
      variable.isInitialized = true
      return .void
    }
  }

  /// `base.name = value`: the value first (a host property's type as its context when the base is
  /// a name, as `staticTypeOfTarget` finds it), then the base, then the store
  /// (`Interpreter.assignMember`; a class instance's property directly).
  private func compileMemberAssignment(_ infix: InfixOperatorExprSyntax, _ access: MemberAccessExprSyntax) -> CompiledExpression? {
    guard let baseExpression = access.base, !baseExpression.is(SuperExprSyntax.self), access.declName.argumentNames == nil else {
      return nil
    }
    let name = access.declName.baseName.text
    let base = compileExpression(baseExpression)
    let value = compileExpression(infix.rightOperand)
    // A host object's property gives the value its context (a closure's parameter types): the base
    // is looked at first for it, unless the value is a name, which takes none (`self.value = value`).
    let looksForHostContext = baseExpression.is(DeclReferenceExprSyntax.self) && !infix.rightOperand.is(DeclReferenceExprSyntax.self)
    let interpreter = self.interpreter
    let visible = self.visible
    let insideInitializer = interpreter.isInsideInitializer(access)
    let field = FieldSite(name: name, initializerOwner: interpreter.initializerOwnerName(of: access))
    // `a.x = f()` with `a` a variable holding a class instance: found before the right side runs,
    // as in Swift (and `Interpreter.instanceNamed(by:in:)`); `self.x = x` in a class's
    // initializer or method likewise (its `self` is the same instance throughout).
    var baseVariable: VariableReader?
    if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      baseVariable = variableReader(reference.baseName.text)
    }
    /// The store into a class instance's property: its slot directly when the field site allows,
    /// else as `Interpreter.setObjectMember` stores (observers, a `let`'s check, an access held).
    func store(_ newValue: Value, into object: ObjectValue) throws(ScriptFailure) {
      if let slot = field.writeSlot(of: object, insideInitializer: insideInitializer) {
        var stored = newValue
        if let type = field.propertyType {
          stored = try interpreter.converted(newValue, to: type, at: Syntax(access))
        }
        object[slot: slot] = stored
        return
      }
      try interpreter.setObjectMember(
        object, name, newValue, base: .object(object), at: access, nameAt: Syntax(access.declName), insideInitializer: insideInitializer)
    }
    // A value whose type depends on its context (`b.kind = .fancy`, `b.ratio = 1`) takes the
    // property's type: from the instance the variable holds, or from the declarations along the
    // path (no getter run for it).
    let needsContext = Self.takesTypeFromContext(infix.rightOperand)
    return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
      if let baseVariable, let variable = baseVariable(frame), variable.isInitialized, variable.special == nil,
        case .object(let object) = variable.value
      {
        let context = needsContext ? Interpreter.storedPropertyType(name, of: variable.value) : nil
        try store(try value(frame, context), into: object)
        return .void
      }
      var targetType: ScriptType?
      if looksForHostContext, case .host(let host)? = try? base(frame, nil) { targetType = host.type.lookupProperty(name)?.type }
      if needsContext, targetType == nil { targetType = interpreter.declaredTypeOfPath(ExprSyntax(access), in: frame.scope(seeing: visible)) }
      let newValue = try value(frame, targetType)
      let baseValue = try base(frame, nil)
      if case .object(let object) = baseValue {
        try store(newValue, into: object)
      } else {
        try interpreter.assignMember(newValue, to: access, base: baseValue, in: frame.scope(seeing: visible))
      }
      return .void
    }
  }

  /// `path[key] = value` on a path reached in place, as `Interpreter.assign` stores it: the value,
  /// then the keys, then the path's own subscripts, then the store where the collection is kept; a
  /// path not reached so (a `let`, a property of `self`) is assigned as the tree-walker does.
  private func compileElementAssignment(_ infix: InfixOperatorExprSyntax, _ subscriptCall: SubscriptCallExprSyntax)
    -> CompiledExpression?
  {
    let target = infix.leftOperand
    guard interpreter.isInPlacePath(target), let path = compilePath(subscriptCall.calledExpression) else { return nil }
    let keys = subscriptCall.arguments.map { compileExpression($0.expression) }
    let value = compileExpression(infix.rightOperand)
    let interpreter = self.interpreter
    let visible = self.visible
    // A value whose type depends on its context (`ds[i] = 1` in a `[Double]`, `shapes[0] =
    // .square`) is read with the element type, from the collection where it is stored (the path
    // is free of calls, so looking at it first changes nothing).
    let needsContext = Self.takesTypeFromContext(infix.rightOperand)
    return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
      var targetType: ScriptType?
      if needsContext, let root = path.root(frame), let steps = try path.evaluatedSteps(in: frame),
        let container = interpreter.valueInPlace(root, steps: steps)
      {
        targetType = Interpreter.assignedElementType(in: container)
      }
      let newValue = try value(frame, targetType)
      guard let root = path.root(frame) else {
        try interpreter.assign(newValue, to: target, in: frame.scope(seeing: visible))
        return .void
      }
      var keyValues: [Value] = []
      keyValues.reserveCapacity(keys.count)
      for key in keys { keyValues.append(try key(frame, nil)) }
      if let steps = try path.evaluatedSteps(in: frame),
        try interpreter.mutateInPlace(root, steps: steps, { (base: inout Value) throws(ScriptFailure) -> Value in
          try interpreter.store(newValue, throughSubscriptOf: &base, keys: keyValues, at: subscriptCall)
          return .void
        }) != nil
      {
        return .void
      }
      try interpreter.assignThroughCopy(newValue, to: subscriptCall, in: frame.scope(seeing: visible))
      return .void
    }
  }

  /// `target op= value` where the value is stored, as `Interpreter.evaluateInfix` does it: the
  /// right side first (typed as the target's current value), then the change in place, from a
  /// variable the frame holds or from a name the scope finds (a stored property of `self`); a
  /// target not reached in place is read, computed and assigned by the tree-walker.
  func compileCompoundAssignment(_ infix: InfixOperatorExprSyntax, op: String) -> CompiledExpression? {
    let target = infix.leftOperand
    guard !OptionalChains.containsOptional(target), let path = compilePath(target) else { return nil }
    let read = compileExpression(target)
    let right = compileExpression(infix.rightOperand)
    let whole = fallback(ExprSyntax(infix))
    let interpreter = self.interpreter
    let visible = self.visible
    // `n += 1` on a variable holding an `Int` (and the element and dictionary forms below): the
    // operation decided now, the value changed directly (what `applyCompound` does with two
    // `Int`s, the same traps).
    let integerOperation = IntegerOperation(op)
    let rightIsFreeOfCalls = interpreter.isFreeOfCalls(Syntax(infix.rightOperand))
    let endsInMember = target.is(MemberAccessExprSyntax.self)
    let appendsToName = path.steps.isEmpty && op == "+"
    // `a[i] += 1` on a variable holding an array of `Int`s: the element changed where it is, with
    // no walk (`Interpreter.mutateInPlace` takes the same steps).
    var elementIndex: CompiledExpression?
    if path.steps.count == 1, case .element(let index, _) = path.steps[0] { elementIndex = index }
    // `ps[i].x += 1` on a variable holding an array of structs whose `x` is an `Int`: likewise.
    var elementField: (index: CompiledExpression, field: FieldSite)?
    if path.steps.count == 2, case .element(let index, _) = path.steps[0], case .property(let name) = path.steps[1] {
      elementField = (index, FieldSite(name: name))
    }
    // `d[key, default: 0] += n` on a variable holding a dictionary of `Int`s: the key evaluated
    // once, the value changed where it is (`DictionaryValue.changeValue`, as the walk does).
    var defaulted: DefaultedStep?
    if path.steps.count == 1, case .defaultedValue(let key, let defaultValue, let node) = path.steps[0] {
      defaulted = DefaultedStep(key: key, defaultValue: defaultValue, node: node)
    }
    /// The change from `root` (a path from a variable the frame holds; nil: from a name found by
    /// the scope, a stored property of `self`: `total += x` in a method), with the right side's
    /// value when the `Int` variable's fast path below evaluated it already (the variable held
    /// no `Int` after it).
    func change(_ frame: Frame, _ expected: ScriptType?, _ root: Variable?, _ rightEvaluatedFirst: Value?) throws(ScriptFailure)
      -> Value
    {
      var evaluatedRight = rightEvaluatedFirst
      // `s += text` on a plain `var` holding a string: appended where it is stored (looked at
      // again after the right side, which may change it).
      if evaluatedRight == nil, appendsToName, let root, Self.holdsPlainString(root) {
        let rightValue = try right(frame, .string)
        if case .string(let suffix) = rightValue, Self.holdsPlainString(root) {
          try Self.append(suffix, toStringIn: root, at: infix, interpreter)
          return .void
        }
        evaluatedRight = rightValue
      }
      // The right side runs before the element is reached, as in Swift, and may change the array:
      // the element is looked at again after it (when it is not there, or not an `Int`, any more,
      // the general path takes the right side's value and reports what Swift reports).
      if evaluatedRight == nil, let root, let elementIndex, let integerOperation, !root.isConstant, root.isInitialized,
        case .int(let index) = try elementIndex(frame, nil), let position = Self.intElementPosition(index, in: root)
      {
        let rightValue = try right(frame, .int)
        if case .int(let change) = rightValue, try Self.changeIntElement(at: position, of: root, by: integerOperation, change) {
          return .void
        }
        evaluatedRight = rightValue
      }
      if evaluatedRight == nil, let root, let elementField, let integerOperation, !root.isConstant, root.isInitialized,
        case .int(let index) = try elementField.index(frame, nil), Self.holdsIntField(elementField.field, ofElement: index, in: root)
      {
        let rightValue = try right(frame, .int)
        if case .int(let change) = rightValue,
          try Self.changeIntField(elementField.field, ofElement: index, of: root, by: integerOperation, change)
        {
          return .void
        }
        evaluatedRight = rightValue
      }
      if evaluatedRight == nil, let root, let defaulted, let integerOperation, !root.isConstant, root.isInitialized {
        let key = try defaulted.key(frame, CompiledPath.keyType(of: root))
        if Self.holdsIntValue(for: key, in: root) {
          let rightValue = try right(frame, .int)
          if case .int(let change) = rightValue {
            do throws(ScriptFailure) {
              try Self.changeValue(for: key, of: root, by: integerOperation, op, change) { () throws(ScriptFailure) -> Value in
                try defaulted.defaultValue(frame, .int)
              }
            } catch {
              throw interpreter.located(error, at: defaulted.node)
            }
            return .void
          }
          evaluatedRight = rightValue
        }
      }
      // A settable computed property (`s.total += k()`): a stand-in of its type, so that the right
      // side runs first and the getter once, after it (`Interpreter.standInForComputedProperty`).
      var standIn: Value?
      if endsInMember, evaluatedRight == nil {
        // `h.current.n += 1` through a get-only property declared a class: its getter once.
        if let result = try interpreter.compoundAssignmentThroughInstance(op + "=", infix, in: frame.scope(seeing: visible)) { return result }
        standIn = interpreter.standInForComputedProperty(target, in: frame.scope(seeing: visible))
      }
      var current: Value
      if let standIn { current = standIn } else { current = try read(frame, nil) }
      if current.isOptionalValue, interpreter.isImplicitlyUnwrapped(target, in: frame.scope(seeing: visible)) {
        return try whole(frame, expected)
      }
      let rightValue: Value
      if let evaluatedRight { rightValue = evaluatedRight } else { rightValue = try right(frame, current.staticType) }
      if let root, path.steps.isEmpty, let integerOperation, case .int(let change) = rightValue, !root.isConstant, root.isInitialized,
        root.observers == nil, case .int(let stored) = root.value
      {
        root.value = try integerOperation.apply(stored, change)
        return .void
      }
      // `s += text` on a variable holding a string: appended where it is stored, as
      // `mutateInPlace` would reach it, without the walk.
      if let root, appendsToName, case .string = rightValue, !root.isConstant, root.isInitialized, case .string = root.value {
        try Self.change(root) { (stored: inout Value) throws(ScriptFailure) in
          try interpreter.applyCompound(op, to: &stored, rightValue, at: infix)
        }
        return .void
      }
      func applied(_ stored: inout Value) throws(ScriptFailure) -> Value {
        // The value read first let go: the stored buffer is then the only one, changed in place.
        current = .void
        try interpreter.applyCompound(op, to: &stored, rightValue, at: infix)
        return .void
      }
      if let steps = try path.evaluatedSteps(in: frame) {
        if let root {
          if try interpreter.mutateInPlace(root, steps: steps, applied) != nil { return .void }
        } else if try interpreter.mutateInPlace(named: path.rootName, steps: steps, in: frame.scope, applied) != nil {
          return .void
        }
      }
      let scope = frame.scope(seeing: visible)
      // Not reached in place (a computed or observed property on the way): what was read first is
      // still the value when the right side ran no code since (a getter runs once, as in Swift);
      // else it is read again.
      if standIn != nil || (evaluatedRight == nil && !rightIsFreeOfCalls) { current = try interpreter.evaluate(target, in: scope) }
      let result = try interpreter.arithmetic(op, current, rightValue, at: infix)
      try interpreter.assign(result, to: target, in: scope)
      return .void
    }
    // `n op= m` on a plain `var` holding an `Int`: changed where it is stored (looked at again
    // after the right side, which may change it).
    if path.steps.isEmpty, let integerOperation {
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        let root = path.root(frame)
        guard let root, Self.holdsPlainInt(root) else { return try change(frame, expected, root, nil) }
        let rightValue = try right(frame, .int)
        if case .int(let change) = rightValue, Self.holdsPlainInt(root), case .int(let stored) = root.value {
          root.value = try integerOperation.apply(stored, change)
          return .void
        }
        return try change(frame, expected, root, rightValue)
      }
    }
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      try change(frame, expected, path.root(frame), nil)
    }
  }

  // MARK: - Mutating builtins

  /// `path.append(x)`, `d[k, default: []].append(x)`: a collection's mutating builtin on the
  /// value where it is stored, as `Interpreter.callMember` and `callMutatingBuiltin` run it; any
  /// other call (decided when it runs, before its arguments) is `otherwise`'s.
  func compileMutatingCall(_ call: FunctionCallExprSyntax, otherwise: CompiledExpression) -> CompiledExpression? {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = access.base,
      access.declName.argumentNames == nil, access.declName.baseName.text != "init", !OptionalChains.containsOptional(baseExpression),
      let path = compilePath(baseExpression), let arguments = compileArguments(call, allowsClosures: false)
    else { return nil }
    let name = access.declName.baseName.text
    let readBase = compileExpression(baseExpression)
    let firstLabel = call.arguments.first.map { $0.label?.text }
    let whole = otherwise
    let interpreter = self.interpreter
    let visible = self.visible
    let isBareName = baseExpression.is(DeclReferenceExprSyntax.self)
    let members = BuiltinMemberMemo(name: name)
    let check = BuiltinCallCheck()
    let elementParameters = ElementParametersMemo()
    let collectionKinds = CollectionKinds()
    let selfField: [Interpreter.PathStep] = [.property(path.rootName)]
    let methodSite = MethodSite(name: name)
    let order = ArgumentOrderMemo(arguments)
    let appendsOneElement = name == "append" && arguments.hasOnlyOneUnlabeledArgument
    let effects = CallEffects(of: call, interpreter)
    // `a.append(x)` on a `var` holding a typed array, the commonest change of all: its element
    // evaluated with the element type as context and appended where the array is stored, with
    // none of the looks below (the builtin check is asked only of a closure, since it passes every
    // other element: worked out here, once).
    let appendsAnyElement =
      appendsOneElement
      && BuiltinSignatures.mismatch(
        name, of: collectionKinds.array, given: [.init(label: nil, isTrailingClosure: false, isClosure: false)],
        calling: "instance method") == nil
    let appendsToNamedArray = appendsAnyElement && isBareName && path.steps.isEmpty
    var defaultedAppend: DefaultedStep?
    if appendsAnyElement, path.steps.count == 1, case .defaultedValue(let key, let defaultValue, let node) = path.steps[0] {
      defaultedAppend = DefaultedStep(key: key, defaultValue: defaultValue, node: node)
    }
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      if appendsToNamedArray, let variable = path.root(frame), let elementType = Self.typedArrayElement(changeableIn: variable) {
        let element = try arguments.evaluateOnlyArgument(in: frame, type: elementType)
        if element.isFunction, let member = members.member(of: collectionKinds.array),
          let mismatch = check.mismatch(name, member, kinds: collectionKinds.array, onlyArgument: element)
        {
          throw interpreter.located(.diagnostic(mismatch), at: call)
        }
        do throws(ScriptFailure) {
          try Self.change(variable) { (stored: inout Value) throws(ScriptFailure) in try interpreter.append(element, to: &stored) }
        } catch {
          throw interpreter.located(error, at: call)
        }
        return .void
      }
      // `groups[key, default: []].append(x)` on a `var` holding a dictionary of typed arrays: as
      // above, the key first, the default made only for an absent key.
      if let defaultedAppend, let variable = path.root(frame), let elementType = Self.typedArrayValueElement(changeableIn: variable) {
        let key = defaultedAppend.key
        let defaultValue = defaultedAppend.defaultValue
        let subscriptCall = defaultedAppend.node
        let keyValue = try key(frame, CompiledPath.keyType(of: variable))
        let element = try arguments.evaluateOnlyArgument(in: frame, type: elementType)
        if element.isFunction, let member = members.member(of: collectionKinds.array),
          let mismatch = check.mismatch(name, member, kinds: collectionKinds.array, onlyArgument: element)
        {
          throw interpreter.located(.diagnostic(mismatch), at: call)
        }
        do throws(ScriptFailure) {
          try Self.change(variable, holding: true) { (stored: inout Value) throws(ScriptFailure) in
            guard case .dictionary(var dictionary) = stored else { throw .diagnostic("value of type '\(stored.typeName)' has no member 'append'") }
            stored = .void
            defer { stored = .dictionary(dictionary) }
            let valueType = dictionary.valueType
            do throws(ScriptFailure) {
              try dictionary.changeValue(for: keyValue) { () throws(ScriptFailure) -> Value in
                try defaultValue(frame, valueType)
              } change: { (array: inout Value) throws(ScriptFailure) in
                try interpreter.append(element, to: &array)
              }
            } catch {
              throw interpreter.located(error, at: subscriptCall)
            }
          }
        } catch {
          throw interpreter.located(error, at: call)
        }
        return .void
      }
      // The path's subscripts evaluated once: the base is looked at where it is stored.
      let root: Variable
      let steps: [Interpreter.PathStep]
      var base: Value
      let rootedAtSelf: Bool
      if let variable = path.root(frame) {
        root = variable
        rootedAtSelf = false
        if path.steps.isEmpty {
          steps = []
          base = try readBase(frame, nil)
        } else {
          guard let evaluated = try path.evaluatedSteps(in: frame), let stored = interpreter.valueInPlace(root, steps: evaluated) else {
            // `s.items.append(k())` through a settable computed property: the arguments before its
            // getter, as the tree-walker runs it.
            if let result = try interpreter.callMutatingBuiltinThroughComputedProperty(
              name, on: baseExpression, call: call, in: frame.scope(seeing: visible),
              arguments: { (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
                try arguments.evaluate(in: frame, parameters: parameters)
              })
            {
              return result
            }
            return try whole(frame, expected)
          }
          steps = evaluated
          base = stored
        }
      } else {
        // No variable of the name: inside a method, a stored property of `self` (`items.append(x)`),
        // reached from `self` where `self` may change (a class instance, or a struct in a
        // `mutating` method); anything else is the tree-walker's.
        guard let instance = interpreter.selfVariable(in: frame.scope), Self.changesInPlace(instance) else {
          return try whole(frame, expected)
        }
        guard let rest = try path.evaluatedSteps(in: frame), let stored = interpreter.valueInPlace(instance, steps: selfField + rest) else { return try whole(frame, expected) }
        root = instance
        rootedAtSelf = true
        steps = selfField + rest
        base = stored
      }
      // One look at the base for every check (a collection or a string: not optional, no struct's
      // own method of the name), its element type kept. Anything else is called as the
      // tree-walker calls it, with this reading of the base let go first (a struct's mutating
      // method changes the stored struct in place only when nothing else shares it).
      guard let (kinds, elementType) = collectionKinds.kinds(of: base), name != "first", name != "last",
        let member = members.member(of: kinds), member.isMutating
      else {
        // A struct's one method of the name: a non-mutating one on this reading (`shapes[i].area()`),
        // a mutating one on a variable's struct, in place (`counter.bump()`).
        if let type = Interpreter.structureType(of: base), case let methods = methodSite.methods(of: type), methods.count == 1,
          case .statements = methods[0].body
        {
          if !methods[0].isMutating {
            let instance = Variable(name: "self", value: base, isConstant: true)
            base = .void
            return try Self.callScriptFunction(
              methods[0], on: instance, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
          }
          if steps.isEmpty, !rootedAtSelf, root.isInitialized, !root.isConstant {
            base = .void
            return try Self.callMutatingMethod(
              methods[0], on: root, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
          }
        }
        // Any other method of a struct (`log.add(x)`): called as a compiled member call is, on this
        // reading of the base (which a mutating method empties before it runs in place).
        if case .structure = base {
          return try interpreter.callMember(
            access, named: name, of: baseExpression, call: call, base: &base, in: frame.scope(seeing: visible), expecting: expected
          ) {
            (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
            try arguments.evaluate(in: frame, parameters: parameters)
          }
        }
        base = .void
        return try whole(frame, expected)
      }
      // The arguments with the contexts `evaluateArguments` gives them (the element type first).
      let parameters =
        elementType.map { known in elementParameters.parameters(of: base, elementType: known, firstLabel: firstLabel, interpreter) }
        ?? interpreter.elementParameters(of: base, firstLabel: firstLabel)
      var appendsToArray = false
      if appendsOneElement, case .array = base { appendsToArray = true }
      base = .void
      // `a.append(x)`, the commonest change of all: its one element, with no argument array made.
      var element: Value?
      var values: [Argument] = []
      if appendsToArray {
        element = try arguments.evaluateOnlyArgument(in: frame, type: parameters?.first?.type)
      } else {
        values = try arguments.evaluate(in: frame, parameters: parameters)
      }
      if isBareName, root.isConstant, !rootedAtSelf {
        throw interpreter.located(
          .diagnostic("cannot use mutating member on immutable value: '\(path.rootName)' is a 'let' constant"), at: access.declName)
      }
      let mismatch =
        if let element { check.mismatch(name, member, kinds: kinds, onlyArgument: element) } else {
          check.mismatch(name, member, kinds: kinds, given: values)
        }
      if let mismatch { throw interpreter.located(.diagnostic(mismatch), at: call) }
      do throws(ScriptFailure) {
        // A closure among the arguments runs during the change: the variable is held meanwhile.
        let holding = element == nil && values.contains { $0.value.isFunction }
        if let done = try interpreter.mutateInPlace(root, steps: steps, holding: holding, { (stored: inout Value) throws(ScriptFailure) -> Value in
            if let element {
              try interpreter.append(element, to: &stored)
              return .void
            }
            return try interpreter.applyMutatingBuiltin(name, to: &stored, values)
          })
        {
          return done.value
        }
      } catch {
        throw interpreter.located(error, at: call)
      }
      if let element { values = [Argument(label: nil, value: element)] }
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

extension LoopCompiler {
  /// A struct's `mutating` method run on the value a `var` holds (initialized), taken out of it
  /// while the method runs, as `callUserMethod` runs one on a path it reaches in place
  /// (`Interpreter.mutateInPlace`), with the call's compiled arguments.
  static func callMutatingMethod(
    _ method: FunctionValue, on variable: Variable, arguments: CompiledArguments, order: ArgumentOrderMemo, effects: CallEffects,
    in frame: Frame, _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    var (values, binding) = try prepareCall(method, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
    let instance = Variable(name: "self", value: .void, isConstant: false)
    var result: Value = .void
    try change(variable) { (stored: inout Value) throws(ScriptFailure) in
      // The variable is held while the method runs (reading it by name is the exclusivity trap).
      try variable.beginModifyingAccess()
      defer { variable.endModifyingAccess() }
      instance.value = stored
      stored = .void
      defer {
        stored = instance.value
        instance.value = .void
      }
      result = try interpreter.invoke(
        method, arguments: values, callLabels: true, binding: binding, writeBack: &values, selfVariable: instance)
    }
    values.releaseLastFirst()
    return result
  }

  /// The element type of the typed array `variable` holds when a mutating builtin may change it
  /// in place (initialized, a `var`, not held by an `inout` access or `weak`); nil otherwise.
  static func typedArrayElement(changeableIn variable: Variable) -> ScriptType? {
    guard variable.isInitialized, !variable.isConstant, variable.special == nil else { return nil }
    // (Read borrowed: the array is not copied to find its element type.)
    switch variable.value {
    case .array(let array): return array.elementType
    default: return nil
    }
  }

  /// The element type of the typed arrays the dictionary `variable` holds (`[K: [T]]`) when a
  /// mutating builtin may change it in place, as ``typedArrayElement(changeableIn:)``.
  static func typedArrayValueElement(changeableIn variable: Variable) -> ScriptType? {
    guard variable.isInitialized, !variable.isConstant, variable.special == nil else { return nil }
    // (Read borrowed: the dictionary is not copied to find its value type.)
    switch variable.value {
    case .dictionary(let dictionary):
      guard case .array(let element)? = dictionary.valueType else { return nil }
      return element
    default: return nil
    }
  }

  /// A `d[key, default: value]` step's parts, taken out of the path when compiled (an object: a
  /// run reads it with one reference copied, not the step's three).
  final class DefaultedStep {
    let key: CompiledExpression
    let defaultValue: CompiledExpression
    let node: SubscriptCallExprSyntax

    init(key: CompiledExpression, defaultValue: CompiledExpression, node: SubscriptCallExprSyntax) {
      self.key = key
      self.defaultValue = defaultValue
      self.node = node
    }
  }

  /// Runs `change` on the value of `variable` taken out of it (it holds `()` meanwhile, so a
  /// collection in the value is not shared and changes in place), and puts it back however
  /// `change` ends.
  ///
  /// `holding`: the change may run script code (a `default:` value), so the variable is held
  /// meanwhile (code reading it meets Swift's exclusivity trap, not the emptied variable).
  @inline(__always)
  static func change(
    _ variable: Variable, holding: Bool = false, _ change: (inout Value) throws(ScriptFailure) -> Void
  ) throws(ScriptFailure) {
    // An observed `var`: changed on a copy, then stored through its observers.
    if let observers = variable.observers, !observers.isRunning {
      var copy = try variable.read()
      try change(&copy)
      try observers.store(copy, into: variable)
      return
    }
    // A `weak`/`unowned` one, or one an `inout` access holds (the trap): changed on what it reads.
    if variable.special != nil {
      var copy = try variable.read()
      try change(&copy)
      variable.assign(copy)
      return
    }
    if holding { try variable.beginModifyingAccess() }
    defer { if holding { variable.endModifyingAccess() } }
    // Moved out and back (swapped with `()`), not copied: its storage stays unshared.
    var stored = Value.void
    swap(&stored, &variable.value)
    defer { swap(&stored, &variable.value) }
    try change(&stored)
  }

  /// `array[index] op= change` on the array `variable` holds, for the element at `position` in its
  /// elements, where it is stored: false (with nothing changed) when it is not there or not an
  /// `Int` (any more).
  static func changeIntElement(
    at position: Int, of variable: Variable, by operation: IntegerOperation, _ change: Int
  ) throws(ScriptFailure) -> Bool {
    var done = false
    try Self.change(variable) { (stored: inout Value) throws(ScriptFailure) in
      _ = try stored.changeArray { (array: inout ArrayValue) throws(ScriptFailure) -> Void? in
        guard array.elements.indices.contains(position), case .int(let old) = array.elements[position] else { return nil }
        array.elements[position] = try operation.apply(old, change)
        done = true
        return ()
      }
    }
    return done
  }

  /// `array[index].name op= change` on the array `variable` holds, where the struct is stored:
  /// false (with nothing changed) when the element is not there, or not a struct whose `field`
  /// is changed in place and holds an `Int`.
  static func changeIntField(
    _ field: FieldSite, ofElement index: Int, of variable: Variable, by operation: IntegerOperation, _ change: Int
  ) throws(ScriptFailure) -> Bool {
    var done = false
    // The array and the struct are taken out where they are stored (``Value/changeArray(_:)``),
    // changed and put back: neither's storage is shared when the field changes.
    try Self.change(variable) { (stored: inout Value) throws(ScriptFailure) in
      _ = try stored.changeArray { (array: inout ArrayValue) throws(ScriptFailure) -> Void? in
        let position = index - array.startIndex
        guard array.elements.indices.contains(position) else { return nil }
        return try array.elements[position].changeStructure { (structure: inout StructValue) throws(ScriptFailure) -> Void? in
          guard let found = field.changeableField(of: structure), case .int(let old) = structure.fields[found] else { return nil }
          structure.fields[found] = try operation.apply(old, change)
          done = true
          return ()
        }
      }
    }
    return done
  }

  /// `dictionary[key, default: makeDefault()] op= change` on the dictionary `variable` holds, of
  /// `Int` values.
  static func changeValue(
    for key: Value, of variable: Variable, by operation: IntegerOperation, _ op: String, _ change: Int,
    default makeDefault: () throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) {
    try Self.change(variable, holding: true) { (stored: inout Value) throws(ScriptFailure) in
      guard case .dictionary(var dictionary) = stored else { return }
      stored = .void
      defer { stored = .dictionary(dictionary) }
      try dictionary.changeValue(for: key, default: makeDefault) { (element: inout Value) throws(ScriptFailure) in
        guard case .int(let old) = element else {
          throw .diagnostic("binary operator '\(op)=' cannot be applied to operands of type '\(element.typeName)' and 'Int'")
        }
        element = try operation.apply(old, change)
      }
    }
  }

  /// Whether `variable` is an initialized `var`, not observed, weak or held by an `inout` access:
  /// one whose value `n op= m` and `s += text` may change directly.
  @inline(__always)
  static func isPlain(_ variable: Variable) -> Bool {
    variable.isInitialized && !variable.isConstant && variable.special == nil && variable.observers == nil
  }

  /// Whether `variable` is plain (``isPlain(_:)``) and holds an `Int`.
  @inline(__always)
  static func holdsPlainInt(_ variable: Variable) -> Bool {
    guard isPlain(variable), case .int = variable.value else { return false }
    return true
  }

  /// Whether `variable` is plain (``isPlain(_:)``) and holds a string.
  @inline(__always)
  static func holdsPlainString(_ variable: Variable) -> Bool {
    guard isPlain(variable), case .string = variable.value else { return false }
    return true
  }

  /// Appends `suffix` to the string a plain `var` holds (``holdsPlainString(_:)``), taken out of
  /// the variable so that its buffer grows in place, within the workbook's largest string as
  /// `Interpreter.applyCompound` checks it.
  static func append(_ suffix: String, toStringIn variable: Variable, at infix: InfixOperatorExprSyntax, _ interpreter: Interpreter)
    throws(ScriptFailure)
  {
    guard case .string(var text) = variable.value else { return }
    do throws(ScriptFailure) {
      try ValueLimits.checkString(bytes: text.utf8.count + suffix.utf8.count, repeated: 1)
    } catch {
      throw interpreter.located(error, at: infix)
    }
    variable.value = .void
    text += suffix
    variable.value = .string(text)
  }

  /// Where element `index` of the array `variable` holds is in its elements, when it is there
  /// and an `Int` (nil otherwise: the general path reports a bad index).
  static func intElementPosition(_ index: Int, in variable: Variable) -> Int? {
    guard case .array(let array) = variable.value else { return nil }
    let position = index - array.startIndex
    guard array.elements.indices.contains(position), case .int = array.elements[position] else { return nil }
    return position
  }

  /// Whether element `index` of the array `variable` holds is there, a struct, and its `field` a
  /// stored `var` changed in place (``FieldSite/changeableField(of:)``) holding an `Int`.
  static func holdsIntField(_ field: FieldSite, ofElement index: Int, in variable: Variable) -> Bool {
    // Borrowed, with no call, for a struct the site knows; else looked at again, and learned.
    switch variable.value {
    case .array(let array):
      let position = index - array.startIndex
      guard array.elements.indices.contains(position) else { return false }
      switch array.elements[position] {
      case .structure(let structure):
        if let found = field.knownChangeableField(of: structure) {
          if case .int = structure.fields[found] { return true }
          return false
        }
      default: return false
      }
    default: return false
    }
    guard case .array(let array) = variable.value else { return false }
    let position = index - array.startIndex
    guard array.elements.indices.contains(position), case .structure(let structure) = array.elements[position],
      let found = field.changeableField(of: structure), case .int = structure.fields[found]
    else { return false }
    return true
  }

  /// Whether the dictionary `variable` holds has an `Int` for `key`, or no value for it and `Int`
  /// values (so that `default:` makes an `Int`).
  static func holdsIntValue(for key: Value, in variable: Variable) -> Bool {
    // (Matched where it is stored, with no copy of the dictionary.)
    switch variable.value {
    case .dictionary(let dictionary):
      // A `[K: Int]` holds nothing else (its values are coerced when stored): no lookup.
      switch dictionary.valueType {
      case .int?: return true
      case nil: break
      default: return false
      }
      guard case .int? = try? dictionary.value(for: key) else { return false }
      return true
    default: return false
    }
  }

  /// Whether `expression`'s value depends on the type its context expects: a number, `nil`, an
  /// array or dictionary literal, an implicit member (`.square`, `.circle(radius: 1)`).
  static func takesTypeFromContext(_ expression: ExprSyntax) -> Bool {
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(NilLiteralExprSyntax.self) || expression.is(ArrayExprSyntax.self)
      || expression.is(DictionaryExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
    {
      return true
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return takesTypeFromContext(prefix.expression) }
    if let access = expression.as(MemberAccessExprSyntax.self) { return access.base == nil }
    if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return access.base == nil
    }
    return false
  }

  /// Whether the stored properties of the instance in `self` may change where they are: a class
  /// instance's always, a struct's only in a `mutating` method (where `self` is a `var`).
  static func changesInPlace(_ instance: Variable) -> Bool {
    if case .object = instance.value { return true }
    return !instance.isConstant
  }
}

/// The builtin member one call site names, looked up again only when the kinds of its base change
/// (`BuiltinSignatures.member(_:of:)` hashes the name on every lookup).
final class BuiltinMemberMemo {
  let name: String
  private var kinds: [BuiltinKind] = []
  private var member: BuiltinSignatures.Member?

  init(name: String) { self.name = name }

  func member(of kinds: [BuiltinKind]) -> BuiltinSignatures.Member? {
    if kinds != self.kinds {
      self.kinds = kinds
      member = BuiltinSignatures.member(name, of: kinds)
    }
    return member
  }
}

/// Whether the arguments one call site gives fit a builtin member's overloads
/// (`BuiltinSignatures.mismatch`), decided again only when the kinds of its base or the shape of
/// its arguments (labels, which are closures) change.
final class BuiltinCallCheck {
  private var kinds: [BuiltinKind] = []
  private var given: [BuiltinSignatures.GivenArgument] = []
  private var message: String?
  private var isKnown = false

  /// The compiler's diagnostic for a call of `member` with `arguments`, nil when they fit.
  func mismatch(_ name: String, _ member: BuiltinSignatures.Member, kinds: [BuiltinKind], given arguments: [Argument]) -> String? {
    if isKnown, kinds == self.kinds, sameShape(arguments) { return message }
    let given = arguments.map(\.given)
    message = BuiltinSignatures.mismatch(name, overloads: member.selectors, kinds: kinds, given: given, calling: "instance method")
    self.kinds = kinds
    self.given = given
    isKnown = true
    return message
  }

  /// ``mismatch(_:_:kinds:given:)`` for one unlabeled argument, `value` (no array made while the
  /// shape is the one seen last).
  func mismatch(_ name: String, _ member: BuiltinSignatures.Member, kinds: [BuiltinKind], onlyArgument value: Value) -> String? {
    let argument = Argument(label: nil, value: value)
    if isKnown, kinds == self.kinds, given.count == 1, given[0] == argument.given { return message }
    return mismatch(name, member, kinds: kinds, given: [argument])
  }

  private func sameShape(_ arguments: [Argument]) -> Bool {
    guard arguments.count == given.count else { return false }
    for index in arguments.indices where arguments[index].given != given[index] { return false }
    return true
  }
}

/// The parameters a mutating builtin's call site evaluates its arguments against
/// (`Interpreter.elementParameters`), made again only when the base's element type changes.
final class ElementParametersMemo {
  private var elementType: ScriptType??
  private var parameters: [Parameter]?

  /// The parameters for an array or set `base` whose declared element type is `elementType`.
  func parameters(of base: Value, elementType: ScriptType?, firstLabel: String??, _ interpreter: Interpreter) -> [Parameter]? {
    // An untyped collection's parameters depend on its first element: not kept.
    guard elementType != nil else { return interpreter.elementParameters(of: base, firstLabel: firstLabel) }
    if case .some(let known) = self.elementType, known == elementType { return parameters }
    parameters = interpreter.elementParameters(of: base, firstLabel: firstLabel)
    self.elementType = .some(elementType)
    return parameters
  }
}

/// The kinds of builtin members each collection and a string have (`BuiltinKind.kinds(of:)`), read
/// once by a call site.
struct CollectionKinds {
  let array = BuiltinKind.kinds(of: .array(.any))
  let set = BuiltinKind.kinds(of: .set(.any))
  let dictionary = BuiltinKind.kinds(of: .dictionary(.any, .any))
  let string = BuiltinKind.kinds(of: .string)
  let range = BuiltinKind.kinds(of: .range(closed: false))

  /// The kinds of `value` when it is a collection or a string, with an array's or a set's
  /// declared element type (`.some(nil)` when it has none; nil for the others).
  func kinds(of value: Value) -> ([BuiltinKind], ScriptType??)? {
    switch value {
    case .array(let value): (array, .some(value.elementType))
    case .set(let value): (set, .some(value.elementType))
    case .dictionary: (dictionary, nil)
    case .string: (string, nil)
    case .range: (range, nil)
    default: nil
    }
  }
}
