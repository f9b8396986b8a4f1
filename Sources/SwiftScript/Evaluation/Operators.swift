import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Infix

  func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    if infix.operator.is(AssignmentExprSyntax.self) {
      if let chained = try assignThroughOptionalChain(infix, in: scope) { return chained }
      return try evaluatingSubscriptsOnce(of: [infix.leftOperand], in: scope) { () throws(ScriptFailure) -> Value in
        try assigningThroughChain(infix.leftOperand) { () throws(ScriptFailure) in
          let targetType = try? staticTypeOfTarget(
            infix.leftOperand, in: scope, evaluatingIfNeeded: LoopCompiler.takesTypeFromContext(infix.rightOperand))
          // `a.x = f()` with `a` a variable holding a class instance: Swift finds the instance
          // before the right side runs (`f` giving `a` another instance does not move the store).
          if let access = infix.leftOperand.as(MemberAccessExprSyntax.self), let instance = instanceNamed(by: access.base, in: scope) {
            let value = try evaluate(infix.rightOperand, in: scope, expecting: targetType)
            try assignMember(value, to: access, base: instance, in: scope)
            return
          }
          let value = try evaluate(infix.rightOperand, in: scope, expecting: targetType)
          try assign(value, to: infix.leftOperand, in: scope)
        }
      }
    }
    guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else { throw unsupported(infix) }
    let op = binary.operator.text
    switch op {
    case "&&", "||":
      let left = try evaluate(infix.leftOperand, in: scope, expecting: .bool)
      guard case .bool(let leftFlag) = left else { throw operandError(op, left, .bool(false), at: infix) }
      if op == "&&" && !leftFlag { return .bool(false) }
      if op == "||" && leftFlag { return .bool(true) }
      let right = try evaluate(infix.rightOperand, in: scope, expecting: .bool)
      guard case .bool(let rightFlag) = right else { throw operandError(op, left, right, at: infix) }
      return .bool(rightFlag)
    case "??":
      let left = try evaluate(infix.leftOperand, in: scope, expecting: expected.map { .optional($0) })
      guard case .optional(let wrapped) = left else {
        // `??` on a non-optional is a warning in Swift; the left side wins.
        return left
      }
      if let wrapped { return wrapped }
      // (`print(c ?? .red)`: `Any` gives the right side no type.)
      let known = expected == .any ? nil : expected
      let context = known ?? staticDecisions.contextType(at: infix.rightOperand) ?? expected ?? left.staticType.unwrapped
      return try evaluate(infix.rightOperand, in: scope, expecting: context)
    case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=":
      return try evaluatingSubscriptsOnce(of: [infix.leftOperand], in: scope) { () throws(ScriptFailure) -> Value in
        try compoundAssignment(op, infix, in: scope)
      }
    case "...", "..<":
      let lower = try evaluate(infix.leftOperand, in: scope)
      let upper = try evaluate(infix.rightOperand, in: scope)
      guard let low = rangeBound(lower), let high = rangeBound(upper) else {
        // `1.5..<3.0`, `"a"..."m"`: a range of another `Comparable` type.
        do throws(ScriptFailure) {
          if let range = try comparableRange(lower, upper, isClosed: op == "...") { return range }
        } catch {
          throw located(error, at: infix)
        }
        throw located(
          .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(lower.typeName)' and '\(upper.typeName)'"), at: infix)
      }
      if op == "..." ? low > high : low > high {
        throw located(.fault("Range requires lowerBound <= upperBound"), at: infix)
      }
      return .range(RangeValue(lower: low, upper: high, isClosed: op == "..."))
    default:
      break
    }
    var (left, right) = try evaluateOperands(infix, in: scope, expecting: expected, op: op)
    if left.isOptionalValue || right.isOptionalValue {
      try unwrapImplicitOperands(&left, &right, of: infix, op: op, in: scope)
    }
    do throws(ScriptFailure) {
      return try binaryOperation(op, left, right, at: infix)
    } catch {
      throw located(error, at: infix.operator)
    }
  }

  /// `T!` operands are unwrapped, except where Swift compares the optional itself (`x == nil`).
  func unwrapImplicitOperands(_ left: inout Value, _ right: inout Value, of infix: InfixOperatorExprSyntax, op: String, in scope: Scope)
    throws(ScriptFailure)
  {
    if !["==", "!=", "===", "!=="].contains(op) {
      if isImplicitlyUnwrapped(infix.leftOperand, in: scope) { left = try implicitlyUnwrappedLocated(left, at: infix.leftOperand) }
      if isImplicitlyUnwrapped(infix.rightOperand, in: scope) { right = try implicitlyUnwrappedLocated(right, at: infix.rightOperand) }
    } else if case .optional(let leftWrapped?) = left, isImplicitlyUnwrapped(infix.leftOperand, in: scope), !right.isOptionalValue {
      left = leftWrapped
    }
  }

  /// `target op= value`: the change made where the value is stored when the target is a path
  /// reached in place, else read, computed and stored back (through an optional chain too).
  private func compoundAssignment(_ op: String, _ infix: InfixOperatorExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    let chained = OptionalChains.containsOptional(infix.leftOperand)
    if !chained, let result = try compoundAssignmentThroughInstance(op, infix, in: scope) { return result }
    if !chained, isInPlacePath(infix.leftOperand) {
      // A settable computed property (`s.total += k()`): the right side first, then the getter
      // once (``standInForComputedProperty``).
      let standIn = standInForComputedProperty(infix.leftOperand, in: scope)
      var current: Value
      if let standIn { current = standIn } else { current = try evaluate(infix.leftOperand, in: scope) }
      if !(current.isOptionalValue && isImplicitlyUnwrapped(infix.leftOperand, in: scope)) {
        // The right side first, then the change where the value is stored (`s += "x"` appends
        // to `s` itself; `a[i] += 1` changes the element without copying `a`).
        let right = try evaluate(infix.rightOperand, in: scope, expecting: current.staticType)
        let changed = try mutateInPlace(infix.leftOperand, in: scope) { (stored: inout Value) throws(ScriptFailure) -> Value in
          // The value read first let go: the stored buffer is then the only one, changed in place.
          current = .void
          try self.applyCompound(String(op.dropLast()), to: &stored, right, at: infix)
          return .void
        }
        if changed == nil {
          // Not reached in place (a computed or observed property on the way): what was read
          // first is still the value when the right side ran no code (a getter runs once, as in
          // Swift); else it is read again.
          if standIn != nil || !isFreeOfCalls(Syntax(infix.rightOperand)) { current = try evaluate(infix.leftOperand, in: scope) }
          let result = try arithmetic(String(op.dropLast()), current, right, at: infix)
          try assign(result, to: infix.leftOperand, in: scope)
        }
        return .void
      }
    }
    return try assigningThroughChain(infix.leftOperand) { () throws(ScriptFailure) in
      var current = try evaluate(infix.leftOperand, in: scope)
      if current.isOptionalValue, isImplicitlyUnwrapped(infix.leftOperand, in: scope) {
        current = try implicitlyUnwrappedLocated(current, at: infix.leftOperand)
      }
      if chained {
        guard case .optional(let wrapped) = current, let wrapped else { throw ScriptFailure(.optionalChainEnded) }
        current = wrapped
      }
      let right = try evaluate(infix.rightOperand, in: scope, expecting: current.staticType)
      let result = try arithmetic(String(op.dropLast()), current, right, at: infix)
      try assign(result, to: infix.leftOperand, in: scope)
    }
  }

  /// `h.current.n += 1` where the base is reached only by running code (`current`, a get-only
  /// computed property) and is declared a class: the instance found once (its getter runs once,
  /// as in Swift), then the right side, then its property read, changed and stored. Nil (nothing
  /// evaluated) for any other target.
  func compoundAssignmentThroughInstance(_ op: String, _ infix: InfixOperatorExprSyntax, in scope: Scope) throws(ScriptFailure)
    -> Value?
  {
    guard let access = infix.leftOperand.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil,
      !base.is(SuperExprSyntax.self), peekedValue(of: base, in: scope) == nil,
      case .named(let typeName)? = declaredTypeOfPath(base, in: scope), knownTypes[typeName]?.kind == .classType
    else { return nil }
    let instance = try evaluate(base, in: scope)
    guard case .object = instance else {
      throw located(.diagnostic("value of type '\(instance.typeName)' has no member '\(access.declName.baseName.text)'"), at: access)
    }
    let name = access.declName.baseName.text
    let right = try evaluate(infix.rightOperand, in: scope, expecting: Self.storedPropertyType(name, of: instance))
    let current: Value
    do throws(ScriptFailure) { current = try member(of: instance, named: name) } catch { throw located(error, at: access.declName) }
    let result = try arithmetic(String(op.dropLast()), current, right, at: infix)
    try assignMember(result, to: access, base: instance, in: scope)
    return .void
  }

  /// `stored op= right` on the value where it is stored: a string or array `+=` appends to it in
  /// place; anything else is `stored = stored op right`.
  func applyCompound(_ op: String, to stored: inout Value, _ right: Value, at node: InfixOperatorExprSyntax)
    throws(ScriptFailure)
  {
    // `v += w` with the script's `static func += (left: inout V, right: V)`.
    if Self.isScriptInstance(stored), try userCompoundOperator(op, &stored, right) { return }
    if op == "+", case .string(let suffix) = right, case .string(var text) = stored {
      do throws(ScriptFailure) {
        try ValueLimits.checkString(bytes: text.utf8.count + suffix.utf8.count, repeated: 1)
      } catch {
        throw located(error, at: node)
      }
      stored = .void
      text += suffix
      stored = .string(text)
      return
    }
    if op == "+", case .array(let tail) = right, case .array(var array) = stored {
      do throws(ScriptFailure) {
        try ValueLimits.checkArray(count: array.elements.count + tail.elements.count)
      } catch {
        throw located(error, at: node)
      }
      stored = .void
      array.elements += tail.elements
      stored = .array(array)
      return
    }
    stored = try arithmetic(op, stored, right, at: node)
  }

  /// `john.residence?.address = createAddress()`: the chain first, so that when it ends in `nil`
  /// the value is never evaluated (as in Swift); on a class instance the property is set on the
  /// instance the chain reached. Nil when the target is no such chain or what it reached is no
  /// class instance (the general way then takes the assignment, after this found no `nil`).
  private func assignThroughOptionalChain(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value? {
    guard OptionalChains.containsOptional(infix.leftOperand) else { return nil }
    guard let access = infix.leftOperand.as(MemberAccessExprSyntax.self), let baseExpression = access.base,
      OptionalChains.containsOptional(baseExpression)
    else {
      // `john.residence?.rooms[0] = …`: the chain's first `?` decides whether anything runs.
      if let first = OptionalChains.firstOptionalOperand(infix.leftOperand), case .optional(nil) = try evaluate(first, in: scope) {
        return Value.none
      }
      return nil
    }
    let base: Value
    do throws(ScriptFailure) {
      base = try evaluate(baseExpression, in: scope)
    } catch {
      if case .optionalChainEnded = error.kind { return Value.none }
      throw error
    }
    if case .optional(nil) = base { return Value.none }
    guard case .object = base else { return nil }
    let value = try evaluate(infix.rightOperand, in: scope, expecting: Self.storedPropertyType(access.declName.baseName.text, of: base))
    try assignMember(value, to: access, base: base, in: scope)
    return .optional(.void)
  }

  /// Runs an assignment; through an optional chain (`c?.value = 5`) its result is `Void?`: nil
  /// when the chain met nil (and nothing was assigned).
  private func assigningThroughChain(_ target: ExprSyntax, _ assignment: () throws(ScriptFailure) -> Void) throws(ScriptFailure) -> Value {
    guard OptionalChains.containsOptional(target) else {
      try assignment()
      return .void
    }
    do throws(ScriptFailure) {
      try assignment()
      return .optional(.void)
    } catch {
      if case .optionalChainEnded = error.kind { return .none }
      throw error
    }
  }

  /// Evaluates both sides; an integer literal on one side takes the other side's type (`2 * 1.5`).
  private func evaluateOperands(_ infix: InfixOperatorExprSyntax, in scope: Scope, expecting expected: ScriptType?, op: String)
    throws(ScriptFailure) -> (Value, Value)
  {
    let arithmeticHint = ["+", "-", "*", "/", "%"].contains(op) ? expected : nil
    if isIntegerLiteralTree(infix.leftOperand), !isIntegerLiteralTree(infix.rightOperand) {
      let right = try evaluate(infix.rightOperand, in: scope, expecting: arithmeticHint)
      let left = try evaluate(infix.leftOperand, in: scope, expecting: literalHint(for: right) ?? arithmeticHint)
      return (left, right)
    }
    let left = try evaluate(infix.leftOperand, in: scope, expecting: arithmeticHint)
    let leftType = try castType(of: infix.leftOperand, in: scope) ?? left.staticType
    let right = try evaluate(infix.rightOperand, in: scope, expecting: literalHint(for: left) ?? arithmeticHint ?? leftType)
    return (left, right)
  }

  /// The type a cast expression has, seen through parentheses: `T?` for `x as? T`, `T` for `as!`
  /// and `as`; nil for any other expression. (A failed `as?` is a `nil` that carries no type of its
  /// own, so `error as? MyError == .timedOut` takes `.timedOut` from the cast.)
  private func castType(of expression: ExprSyntax, in scope: Scope) throws(ScriptFailure) -> ScriptType? {
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      expression = only.expression
    }
    guard let cast = expression.as(AsExprSyntax.self) else { return nil }
    let type = try resolveType(cast.type, in: scope)
    return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional(type) : type
  }

  func literalHint(for value: Value) -> ScriptType? {
    switch value {
    case .double: .double
    case .optional(.double?): .double
    case .host(let host) where host.object is Float: .named(SinglePrecisionFloats.typeName)
    default: nil
    }
  }

  /// Whether an expression is made only of integer literals (so it takes its type from context).
  /// Looks `depth` levels deep at most (every level of a long `1 + 1 + ...` asks again).
  func isIntegerLiteralTree(_ expression: ExprSyntax, depth: Int = 32) -> Bool {
    guard depth > 0 else { return false }
    if expression.is(IntegerLiteralExprSyntax.self) { return true }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isIntegerLiteralTree(prefix.expression, depth: depth - 1) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isIntegerLiteralTree(only.expression, depth: depth - 1)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(BinaryOperatorExprSyntax.self) {
      return isIntegerLiteralTree(infix.leftOperand, depth: depth - 1) && isIntegerLiteralTree(infix.rightOperand, depth: depth - 1)
    }
    return false
  }

  /// The declared type of an assignment target, when it is a variable with one.
  /// The class instance a variable named by `base` holds, when `base` is a name declared in a
  /// scope below any method's (a local, or a global outside one; nil for anything else, which
  /// `assign` reads after the right side, as before).
  private func instanceNamed(by base: ExprSyntax?, in scope: Scope) -> Value? {
    guard let reference = base?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
    let name = reference.baseName.text
    guard name != "self" else { return nil }
    var current: Scope? = scope
    while let here = current {
      if let entry = here.localEntry(name) {
        guard case .variable(let variable) = entry, variable.isInitialized, variable.special == nil, case .object = variable.value else {
          return nil
        }
        return variable.value
      }
      // A method's scope: the name may be a property of `self`.
      if here.selfVariable != nil { return nil }
      current = here.parent
    }
    return nil
  }

  /// The type the target of an assignment has, as the value's context; the container read
  /// without running code (a computed property's getter would run again for the store), or when
  /// it cannot be and the value needs a context (`evaluatingIfNeeded`: `h.current.kind = .corner`),
  /// evaluated.
  private func staticTypeOfTarget(_ target: ExprSyntax, in scope: Scope, evaluatingIfNeeded: Bool) throws(ScriptFailure)
    -> ScriptType?
  {
    func container(_ expression: ExprSyntax) throws(ScriptFailure) -> Value? {
      if let peeked = peekedValue(of: expression, in: scope) { return peeked }
      return evaluatingIfNeeded ? try evaluate(expression, in: scope) : nil
    }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      if let variable = scope.variable(named: reference.baseName.text) {
        return variable.declaredType ?? (variable.isInitialized ? variable.currentValue.staticType : nil)
      }
      // `kind = .corner` in a method: a stored property of `self`.
      if let selfVariable = selfVariable(in: scope) { return Self.storedPropertyType(reference.baseName.text, of: selfVariable.value) }
      return nil
    }
    // `parameters.promptType = .login`: a host property's type gives the context.
    if let access = target.as(MemberAccessExprSyntax.self), let base = access.base, base.is(DeclReferenceExprSyntax.self),
      case .host(let host) = try evaluate(base, in: scope)
    {
      return host.type.lookupProperty(access.declName.baseName.text)?.type
    }
    // `shapes[0] = .square(9)`, `point.kind = .corner`: the element's or the stored property's
    // type, read from the container (only along a path free of calls, so nothing runs twice).
    guard isInPlacePath(target) else { return nil }
    if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
      // (Through a settable computed property, its type alone: its getter runs after the value.)
      if let standIn = standInForComputedProperty(subscriptCall.calledExpression, in: scope) {
        return Self.assignedElementType(in: standIn)
      }
      return try container(subscriptCall.calledExpression).flatMap(Self.assignedElementType(in:))
    }
    if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
      // (Through a settable computed property, the declared type: its getter runs after the value.)
      if let type = typeThroughComputedProperty(target, in: scope) { return type }
      if let owner = peekedValue(of: base, in: scope) { return Self.storedPropertyType(access.declName.baseName.text, of: owner) }
      // (Through a get-only one, by the declarations: `h.current.ratio = 1`.)
      if let type = declaredTypeOfPath(target, in: scope) { return type }
      return try container(base).flatMap { Self.storedPropertyType(access.declName.baseName.text, of: $0) }
    }
    return nil
  }

  /// The type of an instance's stored property `name` (as declared, else as its value shows).
  static func storedPropertyType(_ name: String, of instance: Value) -> ScriptType? {
    switch instance {
    case .structure(let structure):
      guard let index = structure.index(of: name) else { return nil }
      return structure.type.storedProperties[index].type ?? structure.fields[index].staticType
    case .object(let object):
      guard let (slot, property) = object.type.fieldLayout.property(named: name) else { return nil }
      return property.type ?? object[slot: slot]?.staticType
    default: return nil
    }
  }

  /// The type a value stored with `container[key] = value` takes as its context: an array's
  /// element type, a dictionary's value type made optional (nil removes the key).
  static func assignedElementType(in container: Value) -> ScriptType? {
    switch container {
    case .array(let array): array.elementType ?? array.elements.first?.staticType
    case .dictionary(let dictionary): (dictionary.valueType ?? dictionary.values.first?.staticType).map { .optional($0) }
    default: nil
    }
  }

  func binaryOperation(_ op: String, _ left: Value, _ right: Value) throws(ScriptFailure) -> Value {
    try binaryOperation(op, left, right, at: Optional<ExprSyntax>.none)
  }

  func binaryOperation(_ op: String, _ left: Value, _ right: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure) -> Value {
    // An operator function the script declares for its own types (`static func + (…)`, a custom
    // `infix operator`).
    if Self.isScriptInstance(left) || Self.isScriptInstance(right), let result = try userBinaryOperator(op, left, right) {
      return result
    }
    if let result = try hostNumberOperation(op, left, right, at: node) { return result }
    switch op {
    case "+", "-", "*", "/", "%", "&+", "&-", "&*":
      return try arithmetic(op, left, right, at: node)
    case "==": return .bool(try valuesEqual(left, right, at: node))
    case "!=": return .bool(!(try valuesEqual(left, right, at: node)))
    case "===", "!==":
      // `===` takes `AnyObject?` on both sides: an optional holding an object is that object.
      var same = false
      switch (left.flattenedOptional, right.flattenedOptional) {
      case (.object(let a), .object(let b)): same = a === b
      case (.host(let a), .host(let b)): same = (a.object as AnyObject) === (b.object as AnyObject)
      case (.optional(nil), .optional(nil)): same = true
      default: same = false
      }
      return .bool(op == "===" ? same : !same)
    case "<", ">", "<=", ">=":
      let order = try compare(left, right, op: op)
      switch op {
      case "<": return .bool(order < 0)
      case ">": return .bool(order > 0)
      case "<=": return .bool(order <= 0)
      default: return .bool(order >= 0)
      }
    case "~=":
      return .bool(try patternMatches(left, right, at: node))
    case "&", "|", "^", "<<", ">>", "&<<", "&>>":
      guard case .int(let a) = left, case .int(let b) = right else { throw operandError(op, left, right, at: node) }
      return try arithmetic(op, .int(a), .int(b), at: node)
    default:
      // A custom operator on standard values (`func ** (base: Int, exponent: Int)`).
      if let result = try userBinaryOperator(op, left, right) { return result }
      throw .diagnostic("operator '\(op)' is not supported in the workbook")
    }
  }

  /// `left op right` when either is a fixed-width integer (`Builtins/FixedWidthIntegers.swift`) or
  /// a `Float` (`Builtins/SinglePrecisionFloats.swift`); nil when neither is, or its type has no
  /// such operator.
  private func hostNumberOperation(_ op: String, _ left: Value, _ right: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure)
    -> Value?
  {
    switch (left, right) {
    case (.host, _), (_, .host): break
    default: return nil
    }
    // `a.reversed() == [3, 2, 1]`, `zip(a, b) + …`: Swift's overloads that take the elements.
    if SequenceView.view(in: left) != nil || SequenceView.view(in: right) != nil {
      return try binaryOperation(op, SequenceView.elementsIfView(left), SequenceView.elementsIfView(right), at: node)
    }
    do throws(ScriptFailure) {
      if let integer = FixedWidthIntegers.integer(in: left) ?? FixedWidthIntegers.integer(in: right) {
        return try integer.operation(op, left, right, registry: registry)
      }
      return try SinglePrecisionFloats.operation(op, left, right, registry: registry)
    } catch {
      throw node.map { located(error, at: $0) } ?? error
    }
  }

  func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure) -> Value {
    if let result = try hostNumberOperation(op, left, right, at: node) { return result }
    switch (left, right) {
    case (.int(let a), .int(let b)):
      guard let operation = IntegerOperation(op) else {
        // `flags |= mask` and the other bitwise compound assignments.
        switch op {
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(a << b)
        case ">>": return .int(a >> b)
        case "&<<": return .int(a &<< b)
        case "&>>": return .int(a &>> b)
        default: throw operandError(op, left, right, at: node)
        }
      }
      return try operation.apply(a, b)
    case (.double(let a), .double(let b)):
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      default: throw .diagnostic("'%' is unavailable: For floating point numbers use truncatingRemainder instead")
      }
    case (.host, _) where op == "+" && Self.isSubstring(left), (_, .host) where op == "+" && Self.isSubstring(right):
      // `sub + "!"` is a `Substring`, `"<" + sub` a `String` (Swift's `+` keeps its left operand's type).
      guard let a = Self.stringProtocolText(left), let b = Self.stringProtocolText(right),
        case .string(let joined) = try arithmetic(op, .string(a), .string(b), at: node)
      else { throw operandError(op, left, right, at: node) }
      guard case .host(let host) = left, let substring = host.object as? SubstringValue else { return .string(joined) }
      return self.substring(joined, base: substring.base)
    case (.string(let a), .string(let b)) where op == "+":
      do throws(ScriptFailure) {
        try ValueLimits.checkString(bytes: a.utf8.count + b.utf8.count, repeated: 1)
      } catch {
        throw located(error, at: node)
      }
      return .string(a + b)
    case (.array(var a), .array(let b)) where op == "+":
      do throws(ScriptFailure) {
        try ValueLimits.checkArray(count: a.elements.count + b.elements.count)
      } catch {
        throw located(error, at: node)
      }
      a.elements += b.elements
      return .array(a)
    default:
      throw operandError(op, left, right, at: node)
    }
  }

  func operandError(_ op: String, _ left: Value, _ right: Value, at node: (some SyntaxProtocol)?) -> ScriptFailure {
    let failure = ScriptFailure.diagnostic(
      "binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    if let node { return located(failure, at: node) }
    return failure
  }

  /// -1, 0 or 1, for `<` and friends.
  func compare(_ left: Value, _ right: Value, op: String = "<") throws(ScriptFailure) -> Int {
    // A type's own `<` (`Comparable`), as `sorted()`, `min()` and `max()` use it.
    if Self.isScriptInstance(left), case .bool(let less)? = try userBinaryOperator("<", left, right) {
      if less { return -1 }
      guard case .bool(let greater)? = try userBinaryOperator("<", right, left) else { return 0 }
      return greater ? 1 : 0
    }
    switch (left, right) {
    case (.int(let a), .int(let b)): return a < b ? -1 : (a > b ? 1 : 0)
    case (.double(let a), .double(let b)): return a < b ? -1 : (a > b ? 1 : 0)
    case (.int(let a), .double(let b)): return Double(a) < b ? -1 : (Double(a) > b ? 1 : 0)
    case (.double(let a), .int(let b)): return a < Double(b) ? -1 : (a > Double(b) ? 1 : 0)
    case (.string(let a), .string(let b)): return a < b ? -1 : (a > b ? 1 : 0)
    case (.character(let a), .character(let b)): return a < b ? -1 : (a > b ? 1 : 0)
    case (.string, .host), (.host, .string):
      // A `String` against a `Substring` (`StringProtocol`'s mixed comparisons).
      guard let a = Self.stringProtocolText(left), let b = Self.stringProtocolText(right) else {
        throw .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
      }
      return a < b ? -1 : (a > b ? 1 : 0)
    case (.tuple(let a), .tuple(let b)) where a.elements.count == b.elements.count:
      for (x, y) in zip(a.elements, b.elements) {
        let order = try compare(x, y, op: op)
        if order != 0 { return order }
      }
      return 0
    case (.enumCase(let a), .enumCase(let b)) where a.type === b.type && a.type.conforms(to: "Comparable"):
      let indexA = a.type.cases.firstIndex { $0.name == a.name } ?? 0
      let indexB = b.type.cases.firstIndex { $0.name == b.name } ?? 0
      if indexA != indexB { return indexA < indexB ? -1 : 1 }
      // The same case: its associated values in order, as the synthesized `<` compares them.
      for (x, y) in zip(a.payload, b.payload) {
        let order = try compare(x, y, op: op)
        if order != 0 { return order }
      }
      return 0
    case (.host(let a), .host(let b)) where a.type === b.type:
      if let ordering = a.type.ordering, let order = ordering(a.object, b.object) { return order }
      throw .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    case (.host, _), (_, .host):
      // A `Float` or fixed-width integer against a literal (`max(ratio, 2)`), or two integer types.
      if case .bool(let less)? = try hostNumberOperation("<", left, right, at: Optional<ExprSyntax>.none) {
        if less { return -1 }
        if case .bool(let greater)? = try hostNumberOperation(">", left, right, at: Optional<ExprSyntax>.none) { return greater ? 1 : 0 }
      }
      throw .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    default:
      throw .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    }
  }

  /// Swift's `==` for the value kinds scripts compare.
  func valuesEqual(_ left: Value, _ right: Value, at node: (some SyntaxProtocol)? = Optional<ExprSyntax>.none) throws(ScriptFailure) -> Bool {
    // A type's own `==` (`contains`, `firstIndex(of:)` and `!=` use it too).
    if Self.isScriptInstance(left), case .bool(let equal)? = try userBinaryOperator("==", left, right) { return equal }
    switch (left, right) {
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.character(let a), .character(let b)): return a == b
    case (.string(let a), .character(let b)), (.character(let b), .string(let a)): return a == String(b)
    case (.string(let a), .host(let host)), (.host(let host), .string(let a)):
      // A `String` against a `Substring` (`StringProtocol`'s mixed `==`).
      guard let substring = host.object as? SubstringValue else {
        throw .diagnostic("binary operator '==' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
      }
      return a == substring.text
    case (.optional(let a), .optional(let b)):
      switch (a, b) {
      case (nil, nil): return true
      case (let x?, let y?): return try valuesEqual(x, y, at: node)
      default: return false
      }
    case (.optional(let a), _): return try a.map { value throws(ScriptFailure) in try valuesEqual(value, right, at: node) } ?? false
    case (_, .optional(let b)): return try b.map { value throws(ScriptFailure) in try valuesEqual(left, value, at: node) } ?? false
    case (.enumCase(let a), .enumCase(let b)):
      guard a.type === b.type, a.name == b.name, a.payload.count == b.payload.count else { return false }
      for (x, y) in zip(a.payload, b.payload) where !(try valuesEqual(x, y, at: node)) { return false }
      return true
    case (.structure(let a), .structure(let b)):
      guard a.type === b.type else { return false }
      guard a.type.conforms(to: "Equatable") || a.type.conforms(to: "Hashable") || a.type.conforms(to: "Comparable") else {
        throw .diagnostic("binary operator '==' cannot be applied to two '\(a.type.name)' operands")
      }
      for (x, y) in zip(a.readableFields, b.readableFields) where !(try valuesEqual(x, y, at: node)) { return false }
      return true
    case (.object(let a), .object(let b)):
      if a === b { return true }
      throw .diagnostic("binary operator '==' cannot be applied to two '\(a.type.name)' operands")
    case (.tuple(let a), .tuple(let b)):
      guard a.elements.count == b.elements.count else { return false }
      for (x, y) in zip(a.elements, b.elements) where !(try valuesEqual(x, y, at: node)) { return false }
      return true
    case (.array(let a), .array(let b)):
      guard a.elements.count == b.elements.count else { return false }
      for (x, y) in zip(a.elements, b.elements) where !(try valuesEqual(x, y, at: node)) { return false }
      return true
    case (.set(let a), .set(let b)):
      guard a.count == b.count else { return false }
      for element in a.elements where !(try b.contains(element)) { return false }
      return true
    case (.dictionary(let a), .dictionary(let b)):
      guard a.count == b.count else { return false }
      for (key, value) in a.entries {
        guard let other = try b.value(for: key), try valuesEqual(value, other, at: node) else { return false }
      }
      return true
    case (.range(let a), .range(let b)): return a == b
    case _ where SequenceView.view(in: left) != nil || SequenceView.view(in: right) != nil:
      // `a.reversed() == [3, 2, 1]`: the elements compared, as Swift's `reversed()` that gives an array.
      return try valuesEqual(SequenceView.elementsIfView(left), SequenceView.elementsIfView(right), at: node)
    case (.host(let a), .host(let b)):
      if let equality = a.type.equality ?? b.type.equality { return equality(a.object, b.object) }
      return a.isIdentical(to: b)
    case (.metatype(let a), .metatype(let b)): return a == b
    default:
      throw .diagnostic("binary operator '==' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    }
  }

  // MARK: - Prefix

  func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    let op = prefix.operator.text
    let value = try evaluate(prefix.expression, in: scope, expecting: op == "!" ? .bool : expected)
    if Self.isScriptInstance(value),
      let result = try userUnaryOperator(op, value, storingBack: { (changed: Value) throws(ScriptFailure) in
        try self.assign(changed, to: prefix.expression, in: scope)
      })
    {
      return result
    }
    switch (op, value) {
    case ("-", .int(let number)):
      if number == Int.min { throw located(.fault("arithmetic overflow"), at: prefix) }
      return .int(-number)
    case ("-", .double(let number)): return .double(-number)
    case ("+", .int), ("+", .double): return value
    case ("!", .bool(let flag)): return .bool(!flag)
    case ("~", .int(let number)): return .int(~number)
    case ("...", _) where rangeBound(value) != nil: return .range(RangeValue(lower: nil, upper: rangeBound(value), isClosed: true))
    case ("..<", _) where rangeBound(value) != nil: return .range(RangeValue(lower: nil, upper: rangeBound(value), isClosed: false))
    case ("...", _), ("..<", _):
      if let range = try comparableRange(nil, value, isClosed: op == "...") { return range }
      throw located(.diagnostic("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'"), at: prefix)
    case (_, .host) where FixedWidthIntegers.integer(in: value) != nil:
      do throws(ScriptFailure) {
        if let result = try FixedWidthIntegers.integer(in: value)?.prefixOperation(op, registry: registry) { return result }
      } catch {
        throw located(error, at: prefix)
      }
      throw located(.diagnostic("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'"), at: prefix)
    case (_, .host(let host)) where host.object is Float:
      if let result = SinglePrecisionFloats.prefixOperation(op, host.object as! Float, registry: registry) { return result }
      throw located(.diagnostic("unary operator '\(op)' cannot be applied to an operand of type 'Float'"), at: prefix)
    default:
      // `prefix func ~~~ (x: Int)`: an operator function the script declares for a standard type.
      if let result = try userUnaryOperator(op, value, storingBack: { (changed: Value) throws(ScriptFailure) in
        try self.assign(changed, to: prefix.expression, in: scope)
      }) {
        return result
      }
      throw located(.diagnostic("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'"), at: prefix)
    }
  }

  // MARK: - Postfix

  /// `lower...`, a range without an upper bound.
  func evaluatePostfix(_ postfix: PostfixOperatorExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    let op = postfix.operator.text
    let value = try evaluate(postfix.expression, in: scope)
    if op == "...", !Self.isScriptInstance(value), let lower = rangeBound(value) {
      return .range(RangeValue(lower: lower, upper: nil, isClosed: true))
    }
    if op == "...", let range = try comparableRange(value, nil, isClosed: true) { return range }
    let storeBack = { (changed: Value) throws(ScriptFailure) in try self.assign(changed, to: postfix.expression, in: scope) }
    if let result = try userUnaryOperator(op, value, isPostfix: true, storingBack: storeBack) { return result }
    throw located(.diagnostic("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'"), at: postfix)
  }

  // MARK: - Casts and coercion

  /// `value as? type`: the value seen as `type`, or nil.
  /// An integer or a `String.Index` as a range bound (string ranges hold character offsets).
  func rangeBound(_ value: Value) -> Int? {
    switch value {
    case .int(let number): number
    case .host(let host): (host.object as? StringIndex)?.offset
    default: nil
    }
  }

  /// `value as? T` for a type as written: a composition (`Named & Aged`) holds a value that is
  /// each of its types.
  func cast(_ value: Value, toWritten syntax: TypeSyntax, in scope: Scope) throws(ScriptFailure) -> Value? {
    if let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
      let owner = typeContext(in: scope), owner.genericParameters.contains(identifier.name.text)
    {
      // `x is T` in a member of `Box<T>`: `T` is the type the instance was made with (or, in a
      // static member called as `Box<Int>.f()` and an initializer called as `Box<Int>(…)`, the
      // one written there).
      let name = identifier.name.text
      guard let bound = boundTypeArgument(name, of: owner, in: scope) else {
        throw located(.diagnostic("'is \(name)' where the instance does not know its '\(name)' yet (in an initializer, before its stored properties are set) is not supported in the workbook"), at: syntax)
      }
      return try cast(value, to: bound)
    }
    guard let composition = syntax.as(CompositionTypeSyntax.self) else { return try cast(value, to: try resolveType(syntax, in: scope)) }
    for element in composition.elements {
      guard try cast(value, to: try resolveType(element.type, in: scope)) != nil else { return nil }
    }
    return value
  }

  func cast(_ value: Value, to type: ScriptType) throws(ScriptFailure) -> Value? {
    // `Any` holds anything, optionals included (`print(x as Any)` shows `Optional(3)`).
    if type == .any { return value }
    if case .optional(let wrapped) = value {
      if type.isOptional {
        guard let wrapped else { return Value.none }
        return try cast(wrapped, to: type.unwrapped).map { .optional($0) }
      }
      guard let wrapped else { return nil }
      return try cast(wrapped, to: type)
    }
    switch type {
    case .any: return value
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return try cast(value, to: wrapped).map { .optional($0) }
    case .int: if case .int = value { return value }
    case .double: if case .double = value { return value }
    case .bool: if case .bool = value { return value }
    case .string: if case .string = value { return value }
    case .character: if case .character = value { return value }
    case .array(let element):
      guard case .array(let array) = value else { return nil }
      var elements: [Value] = []
      for item in array.elements {
        guard let converted = try cast(item, to: element) else { return nil }
        elements.append(converted)
      }
      return .array(ArrayValue(elements, elementType: element))
    case .dictionary(let keyType, let valueType):
      guard case .dictionary(var dictionary) = value else { return nil }
      for element in dictionary.values where try cast(element, to: valueType) == nil { return nil }
      dictionary.keyType = keyType
      dictionary.valueType = valueType
      return .dictionary(dictionary)
    case .set: if case .set = value { return value }
    case .tuple: if case .tuple = value { return value }
    case .function: if case .function = value { return value }
    case .range: if case .range = value { return value }
    case .void: if case .void = value { return value }
    case .named(let name):
      return try castToNamed(value, name)
    }
    return nil
  }

  private func castToNamed(_ value: Value, _ name: String) throws(ScriptFailure) -> Value? {
    switch name {
    case "Error":
      switch value {
      case .enumCase(let enumCase) where enumCase.type.conforms(to: "Error"): return value
      case .structure(let structure) where structure.type.conforms(to: "Error"): return value
      case .object(let object) where object.type.conforms(to: "Error"): return value
      case .host(let host) where host.object is Error: return value
      default: return nil
      }
    case "NSError":
      if case .host(let host) = value, let error = registry.bridgedError(host.object) { return registry.wrap(error) }
      if case .host(let host) = value, host.object is NSError { return value }
      if let error = bridgeToNSError(value) { return registry.wrap(error) }
      return nil
    case "CustomStringConvertible":
      if let type = nominalType(of: value), type.conforms(to: name) { return value }
      switch value {
      case .int, .double, .bool, .string, .character, .array, .dictionary, .set: return value
      default: return nil
      }
    default:
      break
    }
    switch value {
    case .enumCase(let enumCase): return enumCase.type.name == name || enumCase.type.conforms(to: name) ? value : nil
    case .structure(let structure): return structure.type.name == name || structure.type.conforms(to: name) ? value : nil
    case .object(let object):
      if let target = knownTypes[name], object.type.isSubclass(of: target) { return value }
      return object.type.conforms(to: name) ? value : nil
    case .host(let host):
      if host.type.isSubtype(of: name) { return value }
      return nil
    case .metatype(.named(let typeName)) where name.hasSuffix(".Type"):
      // `B.self is A.Type`: a class's type is one of its superclass's types; a type is one of
      // the protocols it conforms to (`S.self is P.Type`).
      let target = String(name.dropLast(".Type".count))
      guard let type = knownTypes[typeName] else { return typeName == target ? value : nil }
      if type.name == target { return value }
      if let targetType = knownTypes[target] { return type.isSubclass(of: targetType) ? value : nil }
      return type.conforms(to: target) ? value : nil
    default:
      return nil
    }
  }

  /// A script error as `NSError` (`error as NSError`): domain `main.Type`; code an `Int` enum's
  /// raw value, another enum's case's tag (Swift numbers the cases with a payload first, in
  /// order, then the others), 1 for a struct or a class.
  func bridgeToNSError(_ value: Value) -> NSError? {
    switch value {
    case .enumCase(let enumCase) where Self.isError(enumCase.type):
      let cases = enumCase.type.cases
      let code = enumCase.type.rawType == .int ? (enumCase.type.enumCase(enumCase.name)?.rawValue).flatMap { if case .int(let number) = $0 { number } else { nil } } ?? 0
        : (cases.filter { !$0.payloadTypes.isEmpty } + cases.filter { $0.payloadTypes.isEmpty }).firstIndex { $0.name == enumCase.name } ?? 0
      return NSError(domain: enumCase.type.moduleQualifiedName, code: code)
    case .structure(let structure) where Self.isError(structure.type):
      return NSError(domain: structure.type.moduleQualifiedName, code: 1)
    case .object(let object) where Self.isError(object.type):
      return NSError(domain: object.type.moduleQualifiedName, code: 1)
    case .host(let host):
      if let error = registry.bridgedError(host.object) { return error }
      if let error = host.object as? Error { return error as NSError }
      return nil
    default:
      return nil
    }
  }

  /// Whether a script type is an error: it conforms to `Error`, or to Foundation's `LocalizedError`.
  static func isError(_ type: NominalType) -> Bool { type.conforms(to: "Error") || type.conforms(to: "LocalizedError") }

  /// Whether `value` is already of `type` as ``coerce(_:to:at:)`` would leave it, for the common
  /// cases decided by their kinds alone.
  @inline(__always)
  static func isAlready(_ value: Value, _ type: ScriptType) -> Bool {
    switch value {
    case .int: if case .int = type { return true }
    case .double: if case .double = type { return true }
    case .string: if case .string = type { return true }
    case .bool: if case .bool = type { return true }
    case .object, .structure, .enumCase: if case .named = type { return true }
    default: break
    }
    return false
  }

  /// ``coerce(_:to:at:)``'s result where the kinds alone decide it, nil where `coerce` must: a
  /// value already of `type`; for an optional type, `nil`, an optional of a value already of the
  /// wrapped type, or such a value wrapped (`head = Node(…)` for a `Node?`). Inlined where values
  /// are stored on every pass of a loop, so that they make no call for the common cases.
  @inline(__always)
  static func convertedByKind(_ value: Value, _ type: ScriptType) -> Value? {
    if isAlready(value, type) { return value }
    guard case .optional(let wrapped) = type else { return nil }
    switch value {
    case .optional(nil): return value
    case .optional(let inner?): return isAlready(inner, wrapped) ? value : nil
    default: return isAlready(value, wrapped) ? .optional(value) : nil
    }
  }

  /// ``coerce(_:to:at:)`` with its common cases (``convertedByKind(_:_:)``) decided inline.
  @inline(__always)
  func converted(_ value: Value, to type: ScriptType, at node: Syntax?) throws(ScriptFailure) -> Value {
    if let converted = Self.convertedByKind(value, type) { return converted }
    return try coerce(value, to: type, at: node)
  }

  /// Adapts a value to a declared type: wraps it in an optional, types empty collections, turns an
  /// array literal into a set. Mismatches get the compiler's wording.
  func coerce(_ value: Value, to type: ScriptType, at node: Syntax?) throws(ScriptFailure) -> Value {
    // A value already of the type asked for, an optional of one, or one to wrap (the common
    // cases, decided without the pairs below).
    if let converted = Self.convertedByKind(value, type) { return converted }
    switch (type, value) {
    case (.any, _): return value
    case (.optional(let wrapped), .optional(let inner)), (.implicitlyUnwrapped(let wrapped), .optional(let inner)):
      guard let inner else { return value }
      // Kept as it is when nothing inside changes (an optional is a box of its own).
      if Self.isAlready(inner, wrapped) { return value }
      return .optional(try coerce(inner, to: wrapped, at: node))
    case (.optional(let wrapped), _), (.implicitlyUnwrapped(let wrapped), _):
      if case .void = value { return value }
      return .optional(try coerce(value, to: wrapped, at: node))
    case (_, .optional) where type != .any:
      if case .named(let name) = type, name == "Error" || knownTypes[name] == nil && registry.types[name] == nil { return value }
      let failure = ScriptFailure.diagnostic(
        "value of optional type '\(value.typeName)' must be unwrapped to a value of type '\(type)'")
      if let node { throw located(failure, at: node) }
      throw failure
    case (.array, .host(let host)) where host.object is SequenceView, (.set, .host(let host)) where host.object is SequenceView:
      // `let r: [Int] = a.reversed()`: Swift's `reversed()` that gives an array.
      return try coerce((host.object as! SequenceView).array, to: type, at: node)
    case (.array(let element), .array(var array)):
      if array.elementType == nil || array.elementType != element {
        var elements: [Value] = []
        for item in array.elements { elements.append(try coerce(item, to: element, at: node)) }
        array.elements = elements
        array.elementType = element
      }
      return .array(array)
    case (.set(let element), .array(let array)):
      var set = SetValue(elementType: element == .any ? nil : element)
      for item in array.elements { try set.insert(try coerce(item, to: element, at: node)) }
      return .set(set)
    case (.set(let element), .set(var set)):
      if element != .any { set.elementType = element }
      return .set(set)
    case (.dictionary(let key, let valueType), .dictionary(var dictionary)):
      dictionary.keyType = key
      dictionary.valueType = valueType
      return .dictionary(dictionary)
    case (.tuple(let types, let labels), .tuple(var tuple)) where labels.count == tuple.elements.count:
      // Labels from the type where the value has none; elements typed one by one (`(10, 10)` given
      // for a `(x: Double, y: Double)` holds doubles).
      tuple.labels = labels
      for index in tuple.elements.indices where index < types.count {
        tuple.elements[index] = try coerce(tuple.elements[index], to: types[index], at: node)
      }
      return .tuple(tuple)
    case (.double, .int(let number)):
      // Only integer literals reach here (typed by context); a variable of type Int is a compile error.
      return .double(Double(number))
    case (.int, .double), (.string, .int), (.int, .string), (.string, .double), (.bool, .int), (.int, .bool), (.string, .bool):
      let failure = ScriptFailure.diagnostic("cannot convert value of type '\(value.typeName)' to specified type '\(type)'")
      if let node { throw located(failure, at: node) }
      throw failure
    case (.character, .string(let text)) where text.count == 1:
      return .character(text.first!)
    case (.named(let name), .int(let number)) where FixedWidthIntegers.typeNames.contains(name):
      // An integer literal typed by its context (`let bits: UInt8 = 0b1111`).
      if let fitting = FixedWidthIntegers.literal(number, typedAs: name, registry: registry) { return fitting }
      let failure = ScriptFailure.diagnostic("integer literal '\(number)' overflows when stored into '\(name)'")
      if let node { throw located(failure, at: node) }
      throw failure
    case (.named(SinglePrecisionFloats.typeName), .int), (.named(SinglePrecisionFloats.typeName), .double):
      // A literal typed by its context (`let ratio: Float = 0.5`).
      return try SinglePrecisionFloats.converting(value, registry: registry)
    case (.int, .host(let host)) where host.object is any ScriptFixedWidthInteger || host.object is Float,
      (.double, .host(let host)) where host.object is any ScriptFixedWidthInteger || host.object is Float:
      let failure = ScriptFailure.diagnostic("cannot convert value of type '\(value.typeName)' to specified type '\(type)'")
      if let node { throw located(failure, at: node) }
      throw failure
    case (.named("Substring"), .string(let text)):
      // A string literal given where a `Substring` is taken.
      return substring(text, base: 0)
    case (.string, .host(let host)) where host.object is SubstringValue:
      let failure = ScriptFailure.diagnostic("cannot convert value of type 'Substring' to specified type 'String'")
      if let node { throw located(failure, at: node) }
      throw failure
    default:
      return value
    }
  }
}
