import SwiftSyntax

extension LoopCompiler {
  // MARK: - Expressions

  /// An expression as a closure. Never fails: what the compiled tier does not do itself, the
  /// tree-walker evaluates (``treeWalked(_:)``), so each node mirrors `Interpreter.evaluate`.
  func compileExpression(_ expression: ExprSyntax) -> CompiledExpression {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.deepestCompiledExpression else { return treeWalked(expression) }
    // A type the checker found for it that the context cannot give (`Interpreter.evaluate` too).
    if interpreter.staticDecisions.hasContextTypes, let type = interpreter.staticDecisions.contextType(at: expression) {
      let compiled = OptionalChains.isBoundary(expression) ? compileOptionalChain(compileNode(expression)) : compileNode(expression)
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        try compiled(frame, expected == nil || expected == .any ? type : expected)
      }
    }
    if OptionalChains.isBoundary(expression) { return compileOptionalChain(compileNode(expression)) }
    return compileNode(expression)
  }

  /// The outermost link of an optional chain (`node?.next?.value`), as `Interpreter.evaluate` ends
  /// one: its value made optional, or nil when a `?` link met nil.
  private func compileOptionalChain(_ chain: CompiledExpression) -> CompiledExpression {
    CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      do throws(ScriptFailure) {
        let value = try chain(frame, expected)
        if case .optional = value { return value }
        return .optional(value)
      } catch {
        if case .optionalChainEnded = error.kind { return .none }
        throw error
      }
    }
  }

  /// One expression node, compiled (``compileExpression(_:)`` without an optional chain's end).
  private func compileNode(_ expression: ExprSyntax) -> CompiledExpression {
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      return compileIntegerLiteral(literal) ?? treeWalked(expression)
    case .floatLiteralExpr(let literal):
      guard let number = Double(Interpreter.withoutDigitSeparators(literal.literal.text)) else { return treeWalked(expression) }
      return compileLiteral(.float, expression) { (_: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in .double(number) }
    case .booleanLiteralExpr(let literal):
      let flag = literal.literal.tokenKind == .keyword(.true)
      return compileLiteral(.boolean, expression) { (_: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in .bool(flag) }
    case .nilLiteralExpr:
      return compileLiteral(.nil, expression) { (_: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in .none }
    case .stringLiteralExpr(let literal):
      guard let compiled = compileStringLiteral(literal) else { return treeWalked(expression) }
      return compileLiteral(.string, expression) { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        try compiled(frame, expected)
      }
    case .declReferenceExpr(let reference):
      guard reference.argumentNames == nil else { return treeWalked(expression) }
      return compileName(reference.baseName.text, at: reference)
    case .infixOperatorExpr(let infix):
      return compileInfix(infix) ?? treeWalked(expression)
    case .prefixOperatorExpr(let prefix):
      return compilePrefix(prefix)
    case .tupleExpr(let tuple):
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return compileTuple(tuple) }
      return compileExpression(only.expression)
    case .ternaryExpr(let ternary):
      return compileTernary(ternary)
    case .subscriptCallExpr(let subscriptCall):
      return compileSubscript(subscriptCall) ?? treeWalked(expression)
    case .functionCallExpr(let call):
      // `a[next()].append(x)`: a call on a path whose subscripts call code is the tree-walker's,
      // which evaluates them once for the read and the write-back.
      if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
        interpreter.hasSubscriptsWithCalls(base)
      {
        return treeWalked(expression)
      }
      if let functionCall = compileFunctionCall(call) { return functionCall }
      // A mutating builtin on a path is decided when the call runs; any other member call is
      // `callMember`'s.
      let memberCall = compileMemberCall(call)
      // A call the checker sent to a protocol extension is `callMember`'s, whatever the base holds.
      if interpreter.staticDecisions.dispatchesStatically(at: call) { return memberCall ?? treeWalked(expression) }
      let compiled = compileMutatingCall(call, otherwise: memberCall ?? fallback(expression)) ?? memberCall ?? treeWalked(expression)
      guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return compiled }
      return reachingInstancesOnce(through: base, compiled, whole: expression)
    case .forceUnwrapExpr(let force):
      return compileForceUnwrap(force)
    case .optionalChainingExpr(let chaining):
      return compileOptionalLink(chaining)
    case .memberAccessExpr(let access):
      return compileMemberRead(access) ?? treeWalked(expression)
    case .arrayExpr(let array):
      let compiled = compileArray(array)
      return compileLiteral(.array, expression) { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        try compiled(frame, expected)
      }
    case .dictionaryExpr(let dictionary):
      let compiled = compileDictionary(dictionary)
      return compileLiteral(.dictionary, expression) { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        try compiled(frame, expected)
      }
    default:
      return treeWalked(expression)
    }
  }

  /// `(a, b)`, `(x: 1, y: 2)`, `()`, as `Interpreter.evaluateTuple` makes them: each element in
  /// the context of the expected tuple type's element at its place.
  private func compileTuple(_ tuple: TupleExprSyntax) -> CompiledExpression {
    if tuple.elements.isEmpty { return CompiledExpression { (_: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in .void } }
    let elements = tuple.elements.map { compileExpression($0.expression) }
    let labels = tuple.elements.map { $0.label?.text }
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      var expectedElements: [ScriptType]?
      if case .tuple(let types, _)? = expected { expectedElements = types }
      var values: [Value] = []
      values.reserveCapacity(elements.count)
      for (offset, element) in elements.enumerated() { values.append(try element(frame, expectedElements?[safe: offset])) }
      return .tuple(TupleValue(values, labels: labels))
    }
  }

  /// An expression the tree-walker evaluates, seeing the locals visible here.
  func treeWalked(_ expression: ExprSyntax) -> CompiledExpression {
    leavesNodesToTreeWalker = true
    return fallback(expression)
  }

  /// The tree-walker's evaluation of `expression`, for a compiled node to hand back the cases it
  /// decides at run time not to take (a name that turns out to be a closure variable): the node
  /// still counts as compiled.
  /// `compiled`, a write through `target`, unless `target` reaches a class instance by running code
  /// when it runs (``Interpreter/instanceReachedThroughCode(in:_:)``): then the tree-walker's
  /// `whole`, which runs that code once. Asked only of a path with a member access inside it.
  func reachingInstancesOnce(through target: ExprSyntax, _ compiled: CompiledExpression, whole: ExprSyntax) -> CompiledExpression {
    guard Interpreter.hasMemberAccessInside(target) else { return compiled }
    let interpreter = self.interpreter
    let visible = self.visible
    let tree = fallback(whole)
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      if interpreter.instanceReachedThroughCode(in: target, frame.scope(seeing: visible)) != nil { return try tree(frame, expected) }
      return try compiled(frame, expected)
    }
  }

  func fallback(_ expression: ExprSyntax) -> CompiledExpression {
    let interpreter = self.interpreter
    let visible = self.visible
    if visible.isEmpty {
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        try interpreter.evaluate(expression, in: frame.scope, expecting: expected)
      }
    }
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      try interpreter.evaluate(expression, in: frame.scope(seeing: visible), expecting: expected)
    }
  }

  /// `Interpreter.evaluateUnwrappingImplicitly` over a compiled expression: a `T!` value is
  /// unwrapped (the declaration is looked at only when the value is optional).
  func compileUnwrappingImplicitly(_ expression: ExprSyntax) -> CompiledExpression {
    let compiled = compileExpression(expression)
    let interpreter = self.interpreter
    let visible = self.visible
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      let value = try compiled(frame, expected)
      // Only an optional can be a `T!` (asked here, not across files, for every other value).
      guard case .optional = value else { return value }
      return try interpreter.unwrappingImplicitly(value, of: expression, in: frame, seeing: visible)
    }
  }

  // MARK: - Names

  /// Reads a name: a local by its slot, an outer variable bound when the run began; anything else
  /// (a function, a type, a member of `self`, a host global) as the tree-walker finds it.
  func compileName(_ name: String, at node: some SyntaxProtocol) -> CompiledExpression {
    let interpreter = self.interpreter
    let visible = self.visible
    let node = Syntax(node)
    switch slot(of: name) {
    case .local(let slot):
      return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
        guard let variable = frame[local: slot], variable.isInitialized else {
          return try interpreter.lookupValue(name, in: frame.scope(seeing: visible), at: node)
        }
        return variable.value
      }
    case .outer(let index):
      // No local visible here has this name, so the frame's scope finds what a scope made from the
      // frame would find (a function, a type, a member of `self`, a global), without making one.
      return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
        if let variable = frame[outer: index], variable.isInitialized {
          return variable.special == nil ? variable.value : try variable.read()
        }
        return try interpreter.lookupValue(name, in: frame.scope, at: node)
      }
    }
  }

  /// The variable a name is stored in, when the compiled tier reaches it (a local, or an outer
  /// variable bound when the run began).
  func variableReader(_ name: String) -> VariableReader { VariableReader(slot: slot(of: name)) }

  // MARK: - Literals

  private func compileIntegerLiteral(_ literal: IntegerLiteralExprSyntax) -> CompiledExpression? {
    guard let number = Interpreter.integerLiteralValue(literal) else { return nil }
    let asDouble = Double(number)
    let interpreter = self.interpreter
    let typed = fallback(ExprSyntax(literal))
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      if Self.namesType(expected), interpreter.literalConformer(expected, .integer) != nil { return try typed(frame, expected) }
      return Self.unwrapsTo(.double, expected) ? .double(asDouble) : .int(number)
    }
  }

  /// A literal's value as `make` gives it, but for one whose context is a script type made from
  /// such literals (`let n: Name = "ann"` with `Name: ExpressibleByStringLiteral`): the
  /// tree-walker's, which runs the type's initializer (``Interpreter/makeFromLiteral``).
  private func compileLiteral(
    _ kind: LiteralKind, _ expression: ExprSyntax, _ make: @escaping (Frame, ScriptType?) throws(ScriptFailure) -> Value
  ) -> CompiledExpression {
    let interpreter = self.interpreter
    let typed = fallback(expression)
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      if Self.namesType(expected), interpreter.literalConformer(expected, kind) != nil { return try typed(frame, expected) }
      return try make(frame, expected)
    }
  }

  /// Whether `type` names a type (or its optional), which may be a script type made from literals.
  @inline(__always)
  static func namesType(_ type: ScriptType?) -> Bool {
    switch type {
    case .named?, .optional(.named)?, .implicitlyUnwrapped(.named)?: true
    default: false
    }
  }

  /// Whether `type`, its optional or implicitly unwrapped layer taken off, is `simple` (a type
  /// without a payload): `ScriptType.unwrapped == simple` without a call into another file or a
  /// generic `==`, for the literals that run on every pass of a loop.
  @inline(__always)
  static func unwrapsTo(_ simple: ScriptType, _ type: ScriptType?) -> Bool {
    switch type {
    case nil: false
    case .optional(let wrapped)?, .implicitlyUnwrapped(let wrapped)?: Self.isSame(simple, wrapped)
    case let type?: Self.isSame(simple, type)
    }
  }

  @inline(__always)
  private static func isSame(_ simple: ScriptType, _ type: ScriptType) -> Bool {
    switch (simple, type) {
    case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.character, .character): true
    default: false
    }
  }

  /// A string literal: its text parts unescaped once, its interpolations compiled.
  private func compileStringLiteral(_ literal: StringLiteralExprSyntax) -> CompiledExpression? {
    enum Part {
      case text(String)
      case value(CompiledExpression)
    }
    var parts: [Part] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let plain):
        guard let text = try? interpreter.unescape(plain.content, pounds: literal.openingPounds?.text.count ?? 0, at: plain) else { return nil }
        if !text.isEmpty { parts.append(.text(text)) }
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else { return nil }
        parts.append(.value(compileExpression(only.expression)))
      }
    }
    let interpreter = self.interpreter
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      var text = ""
      for case .text(let part) in parts { text += part }
      let character: Character? = text.count == 1 ? text.first : nil
      let constant = text
      return CompiledExpression { (_: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        if let character, Self.unwrapsTo(.character, expected) { return .character(character) }
        return .string(constant)
      }
    }
    // One interpolation between constant pieces (`"k\(i)"`): an `Int` written straight into the
    // text (``InterpolatedText``), anything else described between the pieces.
    if let only = Self.onlyInterpolation(of: parts, text: { if case .text(let text) = $0 { text } else { nil } }),
      case .value(let compiled) = parts[only.position]
    {
      let pieces = InterpolatedText(prefix: only.prefix, suffix: only.suffix)
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        let text: String
        switch try compiled(frame, nil) {
        case .int(let number): text = pieces.text(with: number)
        case let value: text = only.prefix + interpreter.describe(value) + only.suffix
        }
        if Self.unwrapsTo(.character, expected), text.count == 1, let character = text.first { return .character(character) }
        return .string(text)
      }
    }
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .value(let compiled): text += interpreter.describe(try compiled(frame, nil))
        }
      }
      if Self.unwrapsTo(.character, expected), text.count == 1, let character = text.first { return .character(character) }
      return .string(text)
    }
  }

  /// Where the one part of `parts` that is not text is, with the texts before and after it
  /// (`text` tells a part's text); nil when there are none or several.
  private static func onlyInterpolation<Part>(of parts: [Part], text: (Part) -> String?) -> (
    position: Int, prefix: String, suffix: String
  )? {
    let interpolations = parts.indices.filter { text(parts[$0]) == nil }
    guard interpolations.count == 1, let position = interpolations.first else { return nil }
    let prefix = parts[..<position].compactMap(text).joined()
    let suffix = parts[(position + 1)...].compactMap(text).joined()
    return (position, prefix, suffix)
  }

  // MARK: - Operators

  /// The prefix operators a compiled `-x`, `!flag`, `...n` applies itself, told when compiled (no
  /// operator name compared on every run).
  private enum PrefixOperator {
    case negation, plus, not, bitwiseNot, closedUpTo, halfOpenUpTo, other

    init(_ text: String) {
      switch text {
      case "-": self = .negation
      case "+": self = .plus
      case "!": self = .not
      case "~": self = .bitwiseNot
      case "...": self = .closedUpTo
      case "..<": self = .halfOpenUpTo
      default: self = .other
      }
    }
  }

  private func compilePrefix(_ prefix: PrefixOperatorExprSyntax) -> CompiledExpression {
    let op = prefix.operator.text
    let kind = PrefixOperator(op)
    let operand = compileExpression(prefix.expression)
    let interpreter = self.interpreter
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      let value = try operand(frame, kind == .not ? .bool : expected)
      switch (kind, value) {
      case (.negation, .int(let number)):
        if number == Int.min { throw interpreter.located(.fault("arithmetic overflow"), at: prefix) }
        return .int(-number)
      case (.negation, .double(let number)): return .double(-number)
      case (.plus, .int), (.plus, .double): return value
      case (.not, .bool(let flag)): return .bool(!flag)
      case (.bitwiseNot, .int(let number)): return .int(~number)
      case (.closedUpTo, _) where interpreter.rangeBound(value) != nil:
        return .range(RangeValue(lower: nil, upper: interpreter.rangeBound(value), isClosed: true))
      case (.halfOpenUpTo, _) where interpreter.rangeBound(value) != nil:
        return .range(RangeValue(lower: nil, upper: interpreter.rangeBound(value), isClosed: false))
      default:
        // `...0.5`: a partial range of another `Comparable` type.
        if kind == .closedUpTo || kind == .halfOpenUpTo,
          let range = try interpreter.comparableRange(nil, value, isClosed: kind == .closedUpTo)
        {
          return range
        }
        throw interpreter.located(
          .diagnostic("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'"), at: prefix)
      }
    }
  }

  private func compileTernary(_ ternary: TernaryExprSyntax) -> CompiledExpression {
    // `flag ? Color.red : .green`: the tree-walker gives the implicit member its type.
    if Interpreter.hasBranchContext(ternary) { return treeWalked(ExprSyntax(ternary)) }
    let condition = compileExpression(ternary.condition)
    let then = compileExpression(ternary.thenExpression)
    let otherwise = compileExpression(ternary.elseExpression)
    let interpreter = self.interpreter
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      let value = try condition(frame, .bool)
      guard case .bool(let flag) = value else {
        throw interpreter.located(
          .diagnostic("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'"), at: ternary.condition)
      }
      return try (flag ? then : otherwise)(frame, expected)
    }
  }

  private func compileForceUnwrap(_ force: ForceUnwrapExprSyntax) -> CompiledExpression {
    if Interpreter.isInitializerDelegation(force.expression) { return treeWalked(ExprSyntax(force)) }
    let operand = compileExpression(force.expression)
    let interpreter = self.interpreter
    return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
      let value = try operand(frame, nil)
      guard case .optional(let wrapped) = value else {
        throw interpreter.located(.diagnostic("cannot force unwrap value of non-optional type '\(value.typeName)'"), at: force)
      }
      guard let wrapped else {
        throw interpreter.located(.fault("Unexpectedly found nil while unwrapping an Optional value"), at: force)
      }
      return wrapped
    }
  }

  /// A `?` link of an optional chain (`node?`): the wrapped value, or the chain's end when nil
  /// (caught where the chain ends, ``compileOptionalChain(_:)``).
  private func compileOptionalLink(_ chaining: OptionalChainingExprSyntax) -> CompiledExpression {
    let operand = compileExpression(chaining.expression)
    let interpreter = self.interpreter
    return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
      let value = try operand(frame, nil)
      guard case .optional(let wrapped) = value else {
        throw interpreter.located(
          .diagnostic("cannot use optional chaining on non-optional value of type '\(value.typeName)'"), at: chaining)
      }
      guard let wrapped else { throw ScriptFailure(.optionalChainEnded) }
      return wrapped
    }
  }

  /// The operators that change their left operand by their right (`+=`, `|=`, …).
  static let compoundAssignmentOperators: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
  ]

  /// An infix expression as `Interpreter.evaluateInfix` evaluates it; nil for what the tree-walker
  /// keeps (a cast on the left, an operator that is not a binary one, an assignment to a path).
  private func compileInfix(_ infix: InfixOperatorExprSyntax) -> CompiledExpression? {
    // A store into a path whose subscripts call code is the tree-walker's (they are evaluated once).
    if interpreter.hasSubscriptsWithCalls(infix.leftOperand), infix.operator.is(AssignmentExprSyntax.self)
      || Self.compoundAssignmentOperators.contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
    {
      return nil
    }
    if infix.operator.is(AssignmentExprSyntax.self) {
      return compileAssignment(infix).map { reachingInstancesOnce(through: infix.leftOperand, $0, whole: ExprSyntax(infix)) }
    }
    guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else { return nil }
    let op = binary.operator.text
    let interpreter = self.interpreter
    switch op {
    case "&&", "||":
      let left = compileExpression(infix.leftOperand)
      let right = compileExpression(infix.rightOperand)
      let isAnd = op == "&&"
      return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
        let leftValue = try left(frame, .bool)
        guard case .bool(let leftFlag) = leftValue else { throw interpreter.operandError(op, leftValue, .bool(false), at: infix) }
        if isAnd && !leftFlag { return .bool(false) }
        if !isAnd && leftFlag { return .bool(true) }
        let rightValue = try right(frame, .bool)
        guard case .bool(let rightFlag) = rightValue else { throw interpreter.operandError(op, leftValue, rightValue, at: infix) }
        return .bool(rightFlag)
      }
    case "??":
      let left = compileExpression(infix.leftOperand)
      let right = compileExpression(infix.rightOperand)
      let rightContext = interpreter.staticDecisions.contextType(at: infix.rightOperand)
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        let leftValue = try left(frame, expected.map { .optional($0) })
        guard case .optional(let wrapped) = leftValue else { return leftValue }
        if let wrapped { return wrapped }
        // (`print(c ?? .red)`: `Any` gives the right side no type.)
        let known = expected == .any ? nil : expected
        return try right(frame, known ?? rightContext ?? expected ?? leftValue.staticType.unwrapped)
      }
    case _ where Self.compoundAssignmentOperators.contains(op):
      return compileCompoundAssignment(infix, op: String(op.dropLast())).map {
        reachingInstancesOnce(through: infix.leftOperand, $0, whole: ExprSyntax(infix))
      }
    case "...", "..<":
      let left = compileExpression(infix.leftOperand)
      let right = compileExpression(infix.rightOperand)
      let isClosed = op == "..."
      return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
        let lower = try left(frame, nil)
        let upper = try right(frame, nil)
        guard let low = interpreter.rangeBound(lower), let high = interpreter.rangeBound(upper) else {
          // `1.5..<3.0`, `"a"..."m"`: a range of another `Comparable` type.
          do throws(ScriptFailure) {
            if let range = try interpreter.comparableRange(lower, upper, isClosed: isClosed) { return range }
          } catch {
            throw interpreter.located(error, at: infix)
          }
          throw interpreter.located(
            .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(lower.typeName)' and '\(upper.typeName)'"), at: infix)
        }
        if low > high { throw interpreter.located(.fault("Range requires lowerBound <= upperBound"), at: infix) }
        return .range(RangeValue(lower: low, upper: high, isClosed: isClosed))
      }
    default:
      return compileBinary(infix, op: op)
    }
  }

  /// `left op right` (arithmetic, comparison, equality, bits): the operands with the contexts
  /// `Interpreter.evaluateOperands` gives them, then `binaryOperation`; two `Int`s take a
  /// direct path with the same results and faults.
  private func compileBinary(_ infix: InfixOperatorExprSyntax, op: String) -> CompiledExpression? {
    var leftExpression = infix.leftOperand
    while let tuple = leftExpression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      leftExpression = only.expression
    }
    // A cast on the left types the right side (`error as? MyError == .timedOut`): left as it is.
    if leftExpression.is(AsExprSyntax.self) { return nil }
    let left = compileExpression(infix.leftOperand)
    let right = compileExpression(infix.rightOperand)
    let literalFirst = interpreter.isIntegerLiteralTree(infix.leftOperand) && !interpreter.isIntegerLiteralTree(infix.rightOperand)
    let isArithmetic = ["+", "-", "*", "/", "%"].contains(op)
    let integerOperation = IntegerOperation(op)
    let interpreter = self.interpreter
    let visible = self.visible
    // `i % 7`, `n < 100`: an integer literal on the right of an integer operation. An `Int` on the
    // left takes it as the `Int` it is (the general path's context for it), with no call for it.
    if let integerOperation, !literalFirst, let literal = infix.rightOperand.as(IntegerLiteralExprSyntax.self),
      let number = Interpreter.integerLiteralValue(literal)
    {
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        let arithmeticHint = isArithmetic ? expected : nil
        let leftValue = try left(frame, arithmeticHint)
        if case .int(let a) = leftValue, !Self.unwrapsTo(.double, arithmeticHint) {
          do throws(ScriptFailure) {
            return try integerOperation.apply(a, number)
          } catch {
            throw interpreter.located(error, at: infix.operator)
          }
        }
        let hint: ScriptType? = if case .int = leftValue { arithmeticHint } else { interpreter.literalHint(for: leftValue) ?? arithmeticHint }
        let rightValue = try right(frame, hint ?? leftValue.staticType)
        return try Self.finishBinary(op, leftValue, rightValue, integerOperation, infix, interpreter, frame, visible)
      }
    }
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      let arithmeticHint = isArithmetic ? expected : nil
      let leftValue: Value
      let rightValue: Value
      if literalFirst {
        rightValue = try right(frame, arithmeticHint)
        leftValue = try left(frame, interpreter.literalHint(for: rightValue) ?? arithmeticHint)
      } else {
        leftValue = try left(frame, arithmeticHint)
        if case .int = leftValue {
          // (What the general case below gives an `Int`, with no call into another file.)
          rightValue = try right(frame, arithmeticHint ?? .int)
        } else if let hint = interpreter.literalHint(for: leftValue) ?? arithmeticHint {
          rightValue = try right(frame, hint)
        } else {
          rightValue = try right(frame, leftValue.staticType)
        }
      }
      return try Self.finishBinary(op, leftValue, rightValue, integerOperation, infix, interpreter, frame, visible)
    }
  }

  /// A binary operator applied to its evaluated operands, as `Interpreter.evaluateInfix` applies
  /// it: two `Int`s directly; `T!` operands unwrapped; anything else `binaryOperation`'s.
  @inline(__always)
  private static func finishBinary(
    _ op: String, _ left: Value, _ right: Value, _ integerOperation: IntegerOperation?, _ infix: InfixOperatorExprSyntax,
    _ interpreter: Interpreter, _ frame: Frame, _ visible: [VisibleLocal]
  ) throws(ScriptFailure) -> Value {
    var leftValue = left
    var rightValue = right
    if let integerOperation, case .int(let a) = leftValue, case .int(let b) = rightValue {
      do throws(ScriptFailure) {
        return try integerOperation.apply(a, b)
      } catch {
        throw interpreter.located(error, at: infix.operator)
      }
    }
    if leftValue.isOptionalValue || rightValue.isOptionalValue {
      try interpreter.unwrapImplicitOperands(&leftValue, &rightValue, of: infix, op: op, in: frame.scope(seeing: visible))
    }
    do throws(ScriptFailure) {
      return try interpreter.binaryOperation(op, leftValue, rightValue, at: infix)
    } catch {
      throw interpreter.located(error, at: infix.operator)
    }
  }

  // MARK: - Collection literals

  /// `[a, b]` as `Interpreter.evaluateArray` makes it (`Interpreter.arrayLiteral`), its elements
  /// compiled.
  private func compileArray(_ array: ArrayExprSyntax) -> CompiledExpression {
    let expressions = array.elements.map(\.expression)
    let elements = expressions.map { compileExpression($0) }
    let interpreter = self.interpreter
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      try interpreter.arrayLiteral(expressions, expecting: expected) { (index: Int, hint: ScriptType?) throws(ScriptFailure) -> Value in
        try elements[index](frame, hint)
      }
    }
  }

  /// `[k: v]` as `Interpreter.evaluateDictionary` makes it (`Interpreter.dictionaryLiteral`), its
  /// keys and values compiled.
  private func compileDictionary(_ dictionary: DictionaryExprSyntax) -> CompiledExpression {
    var elements: [DictionaryElementSyntax] = []
    if case .elements(let list) = dictionary.content { elements = Array(list) }
    let keys = elements.map { compileExpression($0.key) }
    let values = elements.map { compileExpression($0.value) }
    let interpreter = self.interpreter
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      try interpreter.dictionaryLiteral(elements, expecting: expected) {
        (index: Int, isKey: Bool, hint: ScriptType?) throws(ScriptFailure) -> Value in
        try (isKey ? keys : values)[index](frame, hint)
      }
    }
  }

  // MARK: - Calls

  /// `name(arguments)` as `Interpreter.evaluateCall` calls it when `name` is a script function
  /// with one overload, a type of the script's (its initializer), a standard type (`String(x)`) or
  /// a global builtin (`max(a, b)`); what the name stands for is decided on each call, before the
  /// arguments, and anything else (a variable holding a closure, overloads, a host type, a method
  /// of `self`) is the tree-walker's.
  private func compileFunctionCall(_ call: FunctionCallExprSyntax) -> CompiledExpression? {
    guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      let arguments = compileArguments(call)
    else { return nil }
    let name = reference.baseName.text
    if name == "self" { return nil }
    let interpreter = self.interpreter
    let effects = CallEffects(of: call, interpreter)
    if isLocal(name) {
      // A local holding a closure or a function (`let f = { … }; f(x)`).
      let callee = compileName(name, at: reference)
      let whole = fallback(ExprSyntax(call))
      return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
        guard case .function(let function) = try callee(frame, nil) else { return try whole(frame, expected) }
        return try Self.callFunctionValue(function, arguments: arguments, in: frame, effects: effects, interpreter)
      }
    }
    // Any other callee is found through the scopes (by `site`), never a slot of the frame.
    let whole = fallback(ExprSyntax(call))
    let isStandardType = Interpreter.standardTypeNames.contains(name)
    // `String(i)`, `Double(n)`, `Int(x)` of one value: which, told now (not by comparing the name
    // on every call).
    let conversion = isStandardType && arguments.hasOnlyOneUnlabeledArgument ? OneValueConversion(rawValue: name) : nil
    let builtin = interpreter.builtinFunction(name)
    // `type(of: x)` for an `x` declared optional (as the tree-walker gives it).
    let optionalType = interpreter.staticDecisions.optionalTypeOfArgument(at: call)
    let site = NameSite(name: name)
    let order = ArgumentOrderMemo(arguments)
    let registryNames = RegistryNameMemo()
    let methodSite = MethodSite(name: name)
    let memberwise = MemberwiseSite(call)
    let initializerSite = InitializerSite(call)
    // A call the checker sent to a protocol extension (`describe()` in one) is the tree-walker's.
    let dispatchesOnValue = !interpreter.staticDecisions.dispatchesStatically(at: call)
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      switch site.resolve(in: frame.scope) {
      case .functions(let overloads)?:
        guard overloads.count == 1, case .statements = overloads[0].body else { return try whole(frame, expected) }
        return try Self.callScriptFunction(
          overloads[0], on: nil, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
      case .type(let type)?:
        if memberwise.makes(type) {
          return try Self.constructMemberwise(type, arguments: arguments, site: memberwise, call: call, in: frame, interpreter)
        }
        if let known = initializerSite.initializer(of: type, interpreter) {
          return try Self.construct(type, by: known, arguments: arguments, in: frame, interpreter)
        }
        return try interpreter.construct(type, call: call, in: frame.scope) {
          (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
          try arguments.evaluate(in: frame, parameters: parameters)
        }
      case .variable(let variable)?:
        guard variable.isInitialized, case .function(let function) = variable.value else { return try whole(frame, expected) }
        return try Self.callFunctionValue(function, arguments: arguments, in: frame, effects: effects, interpreter)
      case nil:
        // A method of `self` called without `self.` (`inc()` in a method), with no overloads.
        if dispatchesOnValue, site.passesInstanceOrType, let instance = interpreter.selfVariable(in: frame.scope),
          let type = interpreter.nominalType(of: instance.value), case let methods = methodSite.methods(of: type), methods.count == 1,
          case .statements = methods[0].body
        {
          return try Self.callScriptFunction(
            methods[0], on: instance, arguments: arguments, order: order, effects: effects, in: frame, interpreter,
            beforeCall: { () throws(ScriptFailure) in try interpreter.checkMutableSelf(methods[0], instance, at: call) })
        }
        // Where the tree-walker would look at `self` or a type's static methods first, it decides.
        guard !site.passesInstanceOrType, !registryNames.has(name, in: interpreter.registry) else { return try whole(frame, expected) }
        if isStandardType {
          // `String(i)`, `Double(n)`, `Int(x)` of one value: the commonest conversions, with no
          // argument array; anything else is `constructStandard`'s.
          if let conversion {
            let value = try arguments.evaluateOnlyArgument(in: frame, type: nil)
            switch (conversion, value) {
            case (.string, .int(let number)): return .string(String(number))
            case (.string, .string): return value
            case (.double, .int(let number)): return .double(Double(number))
            case (.double, .double), (.int, .int): return value
            default:
              return try interpreter.constructStandard(name, arguments: [Argument(label: nil, value: value)], at: Syntax(call))
            }
          }
          return try interpreter.constructStandard(name, arguments: try arguments.evaluate(in: frame, parameters: nil), at: Syntax(call))
        }
        if let builtin {
          let values = try arguments.evaluate(in: frame, parameters: builtin.parameters)
          if let optionalType { return .metatype(optionalType) }
          return try interpreter.finishCall(builtin, arguments: consume values, call: call, in: frame.scope)
        }
        return try whole(frame, expected)
      }
    }
  }

  /// The standard types whose conversion of one value a call site makes itself (the rest of
  /// `Interpreter.constructStandard`'s).
  enum OneValueConversion: String {
    case string = "String"
    case double = "Double"
    case int = "Int"
  }

  /// A struct made by its memberwise initializer with every argument in order
  /// (``MemberwiseSite``), as `Interpreter.memberwiseConstruct` makes it: each argument evaluated
  /// with its property's type as context and converted to it.
  static func constructMemberwise(
    _ type: NominalType, arguments: CompiledArguments, site: MemberwiseSite, call: FunctionCallExprSyntax, in frame: Frame,
    _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    let isInt = site.propertyIsInt
    func argument(_ index: Int) throws(ScriptFailure) -> Value {
      try arguments.evaluateArgument(index, in: frame, type: isInt[index] ? .int : site.propertyTypes[index])
    }
    // Up to four fields made as an array literal is (reserving an empty array's capacity, or
    // making one of `()`s to fill, costs two to five times the allocation).
    var fields: [Value]
    switch isInt.count {
    case 1: fields = [try argument(0)]
    case 2:
      let first = try argument(0)
      fields = [first, try argument(1)]
    case 3:
      let first = try argument(0)
      let second = try argument(1)
      fields = [first, second, try argument(2)]
    case 4:
      let first = try argument(0)
      let second = try argument(1)
      let third = try argument(2)
      fields = [first, second, third, try argument(3)]
    default:
      fields = []
      fields.reserveCapacity(isInt.count)
      for index in isInt.indices { fields.append(try argument(index)) }
    }
    for index in fields.indices {
      if isInt[index], case .int = fields[index] { continue }
      guard let propertyType = site.propertyTypes[index] else { continue }
      fields[index] = try interpreter.converted(fields[index], to: propertyType, at: Syntax(call))
    }
    return .structure(StructValue(type: type, fields: fields))
  }

  /// `f(x)` where `f` holds a function (a closure, a nested function, a builtin), called as
  /// `Interpreter.evaluateCall` calls a value: its parameters give the arguments their context,
  /// and a closure takes them without labels.
  private static func callFunctionValue(
    _ function: FunctionValue, arguments: CompiledArguments, in frame: Frame, effects: CallEffects, _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    var values = try arguments.evaluate(in: frame, parameters: function.contextParameters)
    try effects.check(function, interpreter)
    // (Through a value, `h(1, 2)` for `let h = add`: a function type's parameters have no labels.)
    let unlabeled = values.allSatisfy { $0.label == nil }
    let result = try interpreter.invoke(function, arguments: values, callLabels: !function.isClosure && !unlabeled, writeBack: &values)
    values.releaseLastFirst()
    return result
  }

  /// A script function or method, the one its name has (no overloads), called with the call's
  /// compiled arguments as the tree-walker calls one it chose (`selectOverload`, then `finishCall`
  /// or `callUserMethod`): ``prepareCall(_:arguments:order:effects:in:_:)``, `beforeCall`'s own
  /// check, then the body with `instance` as `self` (nil: a function or a static method).
  static func callScriptFunction(
    _ function: FunctionValue, on instance: Variable?, arguments: CompiledArguments, order: ArgumentOrderMemo, effects: CallEffects,
    in frame: Frame, _ interpreter: Interpreter, beforeCall: () throws(ScriptFailure) -> Void = {}
  ) throws(ScriptFailure) -> Value {
    // A function of one parameter given its one argument (`fib(n - 1)`): no argument array.
    if instance == nil, arguments.elements.count == 1, order.takesInOrder(function), let unit = interpreter.directUnit(of: function) {
      let value = try arguments.evaluateArgument(0, in: frame, type: function.parameters[0].type)
      try effects.check(function, interpreter)
      try beforeCall()
      return try interpreter.invokeDirectly(function, value, unit)
    }
    var (values, binding) = try prepareCall(function, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
    try beforeCall()
    let result = try interpreter.invoke(
      function, arguments: values, callLabels: true, binding: binding, writeBack: &values, selfVariable: instance)
    values.releaseLastFirst()
    return result
  }

  /// The call's arguments evaluated in the context of `function`'s parameters and matched to them
  /// (the labels must fit; not bound at all when they are the parameters' own, in order), then
  /// the `try`/`await` checks.
  static func prepareCall(
    _ function: FunctionValue, arguments: CompiledArguments, order: ArgumentOrderMemo, effects: CallEffects, in frame: Frame,
    _ interpreter: Interpreter
  ) throws(ScriptFailure) -> (values: [Argument], binding: Interpreter.ArgumentBinding) {
    let values = try arguments.evaluate(in: frame, parameters: function.parameters)
    let binding: Interpreter.ArgumentBinding =
      order.takesInOrder(function)
      ? .inOrder : .bound(try interpreter.bindArgumentsLocated(values, to: function.parameters, at: effects.call))
    try effects.check(function, interpreter)
    return (values, binding)
  }

  // MARK: - Members

  /// `base.name(arguments)` as `Interpreter.callMember` calls it (the base read implicitly
  /// unwrapped, then the same dispatch), with the base and the arguments compiled; the call runs in
  /// a scope made from the frame, where a method's helpers read what they need.
  private func compileMemberCall(_ call: FunctionCallExprSyntax) -> CompiledExpression? {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = access.base,
      !baseExpression.is(SuperExprSyntax.self), access.declName.baseName.text != "init", !Interpreter.isImplicitMemberChain(baseExpression),
      let arguments = compileArguments(call)
    else { return nil }
    let base = compileUnwrappingImplicitly(baseExpression)
    let interpreter = self.interpreter
    let visible = self.visible
    let site = MethodSite(name: access.declName.baseName.text)
    let order = ArgumentOrderMemo(arguments)
    let effects = CallEffects(of: call, interpreter)
    // A call the checker sent to a protocol extension goes the general way (`callMember`).
    let dispatchesOnValue = !interpreter.staticDecisions.dispatchesStatically(at: call)
    // `Box<String>.describe()` binds the type's parameters for the method (`callMember`).
    let namesTypeArguments = baseExpression.is(GenericSpecializationExprSyntax.self)
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      var baseValue = try base(frame, nil)
      // A method of the script's own type, not `mutating`, with no overloads: called on this
      // reading of the base, as `callMember` would call it, with no scope of the caller's made.
      if dispatchesOnValue, let type = interpreter.nominalType(of: baseValue), case let methods = site.methods(of: type), methods.count == 1,
        case .statements = methods[0].body, !methods[0].isMutating
      {
        let selfVariable = Variable(name: "self", value: baseValue, isConstant: true)
        baseValue = .void
        return try Self.callScriptFunction(
          methods[0], on: selfVariable, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
      }
      // A static method of the script's own type (`Math.twice(x)`), with no overloads.
      // (A generic type's goes the general way, which binds its parameters.)
      if !namesTypeArguments, case .metatype(.named(let typeName)) = baseValue,
        let method = interpreter.staticMethod(site.name, ofScriptType: typeName), method.owner?.genericParameterOrder.isEmpty != false
      {
        return try Self.callScriptFunction(method, on: nil, arguments: arguments, order: order, effects: effects, in: frame, interpreter)
      }
      return try interpreter.callMember(
        access, named: site.name, of: baseExpression, call: call, base: &baseValue, in: frame.scope(seeing: visible), expecting: expected
      ) {
        (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
        try arguments.evaluate(in: frame, parameters: parameters)
      }
    }
  }

  /// Whether `access` is a property read ``compileMemberRead(_:)`` compiles: one that takes no
  /// context from the type its place expects (`current.next`, `ps[i].y`), so a caller need not
  /// work one out.
  func compilesAsMemberRead(_ access: MemberAccessExprSyntax) -> Bool {
    guard let baseExpression = access.base else { return false }
    return !baseExpression.is(SuperExprSyntax.self) && !baseExpression.is(GenericSpecializationExprSyntax.self)
      && access.declName.argumentNames == nil && interpreter.staticDecisions.protocolExtension(at: access) == nil
  }

  /// `base.name` as `Interpreter.evaluateMemberAccess` reads it (a first read of a `lazy var`
  /// included); nil for `.name`, `super.name` and a read the checker sent to a protocol extension
  /// (`StaticDecisions`) and a static member of a type named with its arguments (`Box<Int>.name`,
  /// whose getter has `T` bound), which the tree-walker reads.
  private func compileMemberRead(_ access: MemberAccessExprSyntax) -> CompiledExpression? {
    // (`.half.doubled`: the tree-walker gives the chain's first member the chain's type.)
    guard compilesAsMemberRead(access), let baseExpression = access.base, !Interpreter.isImplicitMemberChain(baseExpression) else { return nil }
    let name = access.declName.baseName.text
    let base = compileUnwrappingImplicitly(baseExpression)
    let interpreter = self.interpreter
    let visible = self.visible
    let field = FieldSite(name: name)
    let whole = fallback(ExprSyntax(access))
    // `current.value` with `current` a variable holding a class instance: the field read from the
    // instance the variable holds, with no copy of the base value (anything else, a `T!` among
    // them, reads the base as below).
    var baseVariable: VariableReader?
    if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      baseVariable = variableReader(reference.baseName.text)
    }
    // `ps[i].y` with `ps` a variable: the element's property read where it is, with no copy of
    // the array or the element (``VariableSubscriptRead``); anything else reads the element.
    var elementRead: VariableSubscriptRead?
    if let subscriptCall = baseExpression.as(SubscriptCallExprSyntax.self), subscriptCall.trailingClosure == nil,
      subscriptCall.additionalTrailingClosures.isEmpty, subscriptCall.arguments.count == 1, subscriptCall.arguments.first?.label == nil
    {
      elementRead = variableSubscriptRead(
        subscriptCall, base: compileUnwrappingImplicitly(subscriptCall.calledExpression),
        arguments: [(label: nil, value: compileExpression(subscriptCall.arguments.first!.expression))])
    }
    return CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
      // (Each fast path reads what the variable holds borrowed, with no call until it returns.)
      if let baseVariable, let variable = baseVariable(frame), variable.isInitialized, variable.special == nil {
        switch variable.value {
        case .object(let object):
          if let slot = field.knownSlot(of: object) { return object[slot: slot].unsafelyUnwrapped }
        default: break
        }
        if case .object(let object) = variable.value, let slot = field.readSlot(of: object) { return object[slot: slot].unsafelyUnwrapped }
      }
      let baseValue: Value
      if let elementRead, let variable = elementRead.plainVariable(in: frame) {
        let index = try elementRead.index(in: frame, of: variable)
        // (The index may change the variable's value or state, never which variable the name is.)
        if case .int(let position) = index, variable.isInitialized, variable.special == nil {
          switch variable.value {
          case .array(let array):
            let offset = position - array.startIndex
            if array.elements.indices.contains(offset) {
              switch array.elements[offset] {
              case .structure(let structure):
                if let field = field.knownField(of: structure) { return structure.fields[field] }
              case .object(let object):
                if let slot = field.knownSlot(of: object) { return object[slot: slot].unsafelyUnwrapped }
              default: break
              }
            }
          default: break
          }
        }
        baseValue = try elementRead.element(at: index, in: frame)
      } else {
        baseValue = try base(frame, nil)
      }
      if case .object(let object) = baseValue, let slot = field.readSlot(of: object) { return object[slot: slot].unsafelyUnwrapped }
      if case .structure(let structure) = baseValue, let index = field.readField(of: structure) {
        return structure.type.hasHeldProperties ? try structure.field(at: index) : structure.fields[index]
      }
      if case .metatype(let type) = baseValue {
        if name == "self" { return baseValue }
        // `Self.name` in a generic type's code: its getter runs with the type's parameters bound,
        // as the tree-walker binds them.
        if case .named(let typeName) = type, let nominal = interpreter.knownTypes[typeName], !nominal.genericParameterOrder.isEmpty,
          nominal.staticComputed[name] != nil
        {
          return try whole(frame, nil)
        }
      }
      if let (property, type) = interpreter.pendingLazyProperty(name, of: baseValue) {
        let instance = Variable(name: "self", value: baseValue, isConstant: false)
        let value = try interpreter.readLazy(property, of: type, selfVariable: instance)
        if case .structure = baseValue { try? interpreter.assign(instance.value, to: baseExpression, in: frame.scope(seeing: visible)) }
        return value
      }
      do throws(ScriptFailure) {
        return try interpreter.member(of: baseValue, named: name)
      } catch {
        throw interpreter.located(error, at: access.declName)
      }
    }
  }

  // MARK: - Subscripts

  /// `base[index]`, `dictionary[key]`, `dictionary[key, default: value]`, as
  /// `Interpreter.evaluateSubscript` reads them; an array read by an `Int` directly.
  private func compileSubscript(_ subscriptCall: SubscriptCallExprSyntax) -> CompiledExpression? {
    guard subscriptCall.trailingClosure == nil, subscriptCall.additionalTrailingClosures.isEmpty,
      !subscriptCall.calledExpression.is(SuperExprSyntax.self)
    else { return nil }
    // `s.items[f()]`: a path of properties read again after an argument that calls code is the
    // tree-walker's (`Interpreter.readStoredPath`).
    let callsCode = interpreter.subscriptArgumentsCallCode(subscriptCall)
    if let path = StoredPropertyPath(subscriptCall.calledExpression), !path.steps.isEmpty, callsCode { return nil }
    let base = compileUnwrappingImplicitly(subscriptCall.calledExpression)
    let arguments = subscriptCall.arguments.map { (label: $0.label?.text, value: compileExpression($0.expression)) }
    let interpreter = self.interpreter
    let hasDefault = Interpreter.keyAndDefault(of: subscriptCall) != nil
    let general = CompiledExpression { (frame: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in
      let baseValue = try base(frame, nil)
      // `counts[word, default: 0]`: the default evaluated only for a key the dictionary lacks.
      if hasDefault, case .dictionary(let dictionary) = baseValue {
        let key = try arguments[0].value(frame, dictionary.keyType)
        do throws(ScriptFailure) {
          if let found = try dictionary.value(for: key) { return found }
        } catch {
          throw interpreter.located(error, at: subscriptCall)
        }
        return try arguments[1].value(frame, dictionary.valueType)
      }
      if case .array(let array) = baseValue, arguments.count == 1, arguments[0].label == nil {
        let index = try arguments[0].value(frame, nil)
        if case .int(let position) = index {
          guard array.elements.indices.contains(position - array.startIndex) else {
            throw interpreter.located(array.indexFault, at: subscriptCall)
          }
          return array.elements[position - array.startIndex]
        }
        return try Self.subscriptValue(interpreter, baseValue, [Argument(label: nil, value: index)], at: subscriptCall)
      }
      var values: [Argument] = []
      for (offset, argument) in arguments.enumerated() {
        let context = Interpreter.subscriptArgumentContext(offset, label: argument.label, of: baseValue)
        values.append(Argument(label: argument.label, value: try argument.value(frame, context)))
      }
      return try Self.subscriptValue(interpreter, baseValue, values, at: subscriptCall)
    }
    // `ps[i]` of a variable: the arguments first, then the variable (``VariableSubscriptRead``).
    guard let read = variableSubscriptRead(subscriptCall, base: base, arguments: arguments) else { return general }
    // A name the frame does not hold (a stored property of `self` in a method) with an argument
    // that calls code: the tree-walker's, which reads it after the arguments.
    let otherwise = callsCode ? fallback(ExprSyntax(subscriptCall)) : general
    return CompiledExpression { (frame: Frame, expected: ScriptType?) throws(ScriptFailure) -> Value in
      guard let variable = read.plainVariable(in: frame) else { return try otherwise(frame, expected) }
      return try read.value(of: variable, in: frame)
    }
  }

  private static func subscriptValue(_ interpreter: Interpreter, _ base: Value, _ arguments: [Argument], at node: SubscriptCallExprSyntax)
    throws(ScriptFailure) -> Value
  {
    do throws(ScriptFailure) {
      return try interpreter.subscriptValue(base, arguments)
    } catch {
      throw interpreter.located(error, at: node)
    }
  }
}
