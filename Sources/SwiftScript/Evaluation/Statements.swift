import Foundation
import SwiftSyntax

/// How a statement ended.
enum Flow {
  case normal
  case breakLoop(label: String?)
  case continueLoop(label: String?)
  case returned(Value)
  case fallthroughCase
}

extension Interpreter {
  // MARK: - Entries and blocks

  /// Runs an entry's statements in the session scope, collecting what the REPL shows.
  func executeTopLevel(_ items: CodeBlockItemListSyntax, shown: inout [ShownValue]) throws(ScriptFailure) -> Flow {
    // Declared variables are shown as the entry leaves them (`let p = …; p.forceRefresh = true`
    // shows `true`), in statement order with the expressions' results.
    enum Shown {
      case value(ShownValue)
      case variable(String, Variable)
    }
    var collected: [Shown] = []
    defer {
      shown += collected.map { item in
        switch item {
        case .value(let value): value
        case .variable(let name, let variable): shownValue(name: name, variable: variable)
        }
      }
    }
    return try runBlock(items, in: globals) { item throws(ScriptFailure) in
      if case .expr(let expression) = item.item {
        let value = try evaluate(expression, in: globals)
        if showsValues, showsResult(of: expression, value: value) {
          let type = withTypeArguments(echoTypes[expression.id]?.description ?? value.typeName, of: value)
          collected.append(.value(ShownValue(name: "$R\(resultCounter)", type: type, value: inspect(value))))
          resultCounter += 1
        }
        return .normal
      }
      let flow = try execute(item, in: globals)
      if showsValues, case .decl(let declaration) = item.item, let variables = declaration.as(VariableDeclSyntax.self) {
        for name in variables.boundNames {
          if case .variable(let variable)? = globals.localEntry(name) {
            collected.append(.variable(name, variable))
          }
        }
      }
      return flow
    }
  }

  /// Whether the REPL shows an expression's value (`$R0: Int = 3`): not for void calls or assignments.
  private func showsResult(of expression: ExprSyntax, value: Value) -> Bool {
    if case .void = value { return false }
    if expression.is(InfixOperatorExprSyntax.self),
      let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self)
        || infix.operator.as(BinaryOperatorExprSyntax.self).map({ $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains($0.operator.text) }) == true
    {
      return false
    }
    return true
  }

  /// Runs a block's statements in `scope`.
  func execute(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    try runBlock(items, in: scope) { item throws(ScriptFailure) in try execute(item, in: scope) }
  }

  /// Runs a block with `step` for each statement: functions and types are declared first, the
  /// block stops at the first flow other than `.normal` or the first failure, and `defer` blocks
  /// run when it ends, last first.
  private func runBlock(
    _ items: CodeBlockItemListSyntax, in scope: Scope, step: (CodeBlockItemSyntax) throws(ScriptFailure) -> Flow
  ) throws(ScriptFailure) -> Flow {
    try declareHoisted(items, in: scope)
    var deferred: [CodeBlockSyntax] = []
    var outcome = Flow.normal
    var failure: ScriptFailure?
    for item in CompilationConditions.activeItems(items) {
      if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
        deferred.append(deferStatement.body)
        continue
      }
      do throws(ScriptFailure) {
        let flow = try step(item)
        // What the statement let go runs its `deinit` now, before the next statement.
        if deinitQueue.hasWaiting { try runWaitingDeinitializers() }
        if case .normal = flow { continue }
        outcome = flow
      } catch {
        failure = located(error, at: item)
      }
      break
    }
    for block in deferred.reversed() {
      _ = try execute(block.statements, in: Scope(parent: scope))
    }
    if let failure { throw failure }
    return outcome
  }

  /// Declares a block's functions and types before its statements run, so they can call each other.
  ///
  /// A type may name one declared after it in the block (`var residence: Residence?` before
  /// `class Residence`), as in Swift: while the block's types are declared, their names are known
  /// (``typesBeingDeclared``), and a class is declared after a superclass the block declares later.
  func declareHoisted(_ items: CodeBlockItemListSyntax, in scope: Scope) throws(ScriptFailure) {
    let items = CompilationConditions.activeItems(items)
    let typeNames = Self.declaredTypeNames(items)
    let saved = typesBeingDeclared
    typesBeingDeclared.formUnion(typeNames)
    defer { typesBeingDeclared = saved }
    // Type aliases first: a type's members may name one declared after it.
    for item in items {
      guard case .decl(let declaration) = item.item, let alias = declaration.as(TypeAliasDeclSyntax.self) else { continue }
      do throws(ScriptFailure) {
        try declareTypeAlias(alias, in: scope)
      } catch {
        throw located(error, at: item)
      }
    }
    var declared: Set<String> = []
    for item in Self.superclassesFirst(items, declaring: typeNames) {
      guard case .decl(let declaration) = item.item else { continue }
      if let name = Self.typeName(declaring: declaration), !declared.insert(name).inserted { continue }
      do throws(ScriptFailure) {
        if let function = declaration.as(FunctionDeclSyntax.self) {
          let value = try makeFunction(function, in: scope, owner: nil)
          scope.declare(function.name.text, .functions([value]))
        } else if let type = declaration.as(StructDeclSyntax.self) {
          scope.declare(type.name.text, .type(try declareStruct(type, in: scope)))
        } else if let type = declaration.as(ClassDeclSyntax.self) {
          scope.declare(type.name.text, .type(try declareClass(type, in: scope)))
        } else if let type = declaration.as(EnumDeclSyntax.self) {
          scope.declare(type.name.text, .type(try declareEnum(type, in: scope)))
        } else if let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) {
          declareProtocol(protocolDeclaration, in: scope)
        }
      } catch {
        throw located(error, at: item)
      }
    }
    // Extensions once every type of the block is known.
    for item in items {
      guard case .decl(let declaration) = item.item, let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) else { continue }
      do throws(ScriptFailure) {
        try declareExtension(extensionDeclaration, in: scope)
      } catch {
        throw located(error, at: item)
      }
    }
  }

  /// `typealias Name = Type`: the name stands for the type wherever a type is written (one table
  /// for the session: an alias in a type's body is known by its bare name too).
  func declareTypeAlias(_ declaration: TypeAliasDeclSyntax, in scope: Scope) throws(ScriptFailure) {
    if let parameters = declaration.genericParameterClause {
      genericTypeAliases[declaration.name.text] = GenericTypeAlias(parameters: parameters.parameters.map(\.name.text), type: declaration.initializer.value)
      return
    }
    typeAliases[declaration.name.text] = try resolveType(declaration.initializer.value, in: scope)
  }

  /// The names of the types `items` declare (structs, classes, enums, protocols).
  static func declaredTypeNames(_ items: [CodeBlockItemSyntax]) -> Set<String> {
    var names: Set<String> = []
    for item in items {
      guard case .decl(let declaration) = item.item else { continue }
      if let name = typeName(declaring: declaration) { names.insert(name) }
      // A type nested in an extension (`extension Int { enum Kind }`), named `Int.Kind` by a
      // function declared before the extension runs.
      if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
        for member in extensionDeclaration.memberBlock.members {
          if let name = typeName(declaring: member.decl) { names.insert(name) }
        }
      }
    }
    return names
  }

  /// The name of the struct, class, enum or protocol `declaration` declares.
  static func typeName(declaring declaration: DeclSyntax) -> String? {
    if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(ProtocolDeclSyntax.self) { return type.name.text }
    return nil
  }

  /// `items` in source order, except that a class whose superclass the block declares later comes
  /// after it (the superclass's members are the subclass's).
  static func superclassesFirst(_ items: [CodeBlockItemSyntax], declaring typeNames: Set<String>) -> [CodeBlockItemSyntax] {
    var classes: [String: CodeBlockItemSyntax] = [:]
    for item in items {
      if case .decl(let declaration) = item.item, let type = declaration.as(ClassDeclSyntax.self) { classes[type.name.text] = item }
    }
    guard classes.count > 1 else { return items }
    var ordered: [CodeBlockItemSyntax] = []
    var placed: Set<String> = []
    func place(_ item: CodeBlockItemSyntax) {
      if case .decl(let declaration) = item.item, let type = declaration.as(ClassDeclSyntax.self) {
        guard placed.insert(type.name.text).inserted else { return }
        if let superclass = type.inheritanceClause?.inheritedTypes.first?.type.nameWithoutGenericArguments, let declaredLater = classes[superclass] {
          place(declaredLater)
        }
      }
      ordered.append(item)
    }
    for item in items { place(item) }
    return ordered
  }

  /// Runs one statement, declaration or expression.
  func execute(_ item: CodeBlockItemSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    try checkLimits()
    switch item.item {
    case .expr(let expression):
      _ = try evaluate(expression, in: scope)
      return .normal
    case .decl(let declaration):
      try declare(declaration, in: scope)
      return .normal
    case .stmt(let statement):
      return try execute(statement, in: scope)
    }
  }

  // MARK: - Declarations

  func declare(_ declaration: DeclSyntax, in scope: Scope) throws(ScriptFailure) {
    if let variables = declaration.as(VariableDeclSyntax.self) {
      try declareVariables(variables, in: scope)
    } else if declaration.is(FunctionDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
      || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    {
      return  // declared when the block began
    } else if let importDeclaration = declaration.as(ImportDeclSyntax.self) {
      try checkImport(importDeclaration)
    } else if declaration.is(ProtocolDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
      || declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self)
    {
      return  // an operator's declaration is the parser's (`ScriptParser.parse(_:operators:)`)
    } else {
      throw unsupported(declaration)
    }
  }

  func unsupported(_ node: some SyntaxProtocol) -> ScriptFailure {
    let kind: String
    switch node.kind {
    case .protocolDecl: kind = "protocol declarations"
    case .extensionDecl: kind = "extensions"
    case .typeAliasDecl: kind = "typealias"
    case .operatorDecl, .precedenceGroupDecl: kind = "custom operators"
    case .macroDecl, .macroExpansionDecl, .macroExpansionExpr: kind = "macros"
    case .subscriptDecl: kind = "subscript declarations"
    case .keyPathExpr: kind = "key paths"
    default: kind = "'\(node.trimmedDescription.prefix(30))'"
    }
    return located(.diagnostic("\(kind) are not supported in the workbook"), at: node)
  }

  /// `let`/`var` with one or more bindings.
  func declareVariables(_ declaration: VariableDeclSyntax, in scope: Scope) throws(ScriptFailure) {
    let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    let annotations = Self.sharedTypeAnnotations(declaration.bindings)
    // `weak var w = p`: each variable holds its instance without keeping it alive from the start.
    let ownership = declaration.referenceOwnership
    defer {
      if ownership != .strong {
        for name in declaration.boundNames {
          if case .variable(let variable)? = scope.localEntry(name) { variable.holdWithout(ownership) }
        }
      }
    }
    for (offset, binding) in declaration.bindings.enumerated() {
      // `var score = 0 { didSet { … } }`: a stored variable with observers; a computed one is not
      // supported.
      var observers: NominalType.PropertyObservers?
      if let accessors = binding.accessorBlock {
        guard !isConstant, let found = propertyObservers(accessors), binding.pattern.is(IdentifierPatternSyntax.self) else {
          // (A global one was written out by `ComputedGlobalLowering`.)
          throw located(.diagnostic("a computed local variable is not supported in the workbook"), at: binding)
        }
        observers = found
      }
      defer {
        if let observers, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          case .variable(let variable)? = scope.localEntry(name)
        {
          variable.observers = VariableObservers(observers, scope: scope, fallback: globals) { [unowned self] (body, bodyScope) throws(ScriptFailure) in
            _ = try execute(body, in: bodyScope)
          }
        }
      }
      let declaredType = try annotations[offset].map { annotation throws(ScriptFailure) in try resolveType(annotation.type, in: scope) }
      if let initializer = binding.initializer {
        // `let s: String = id` with `id: String!`: unwrapped where the declared type is not optional.
        var value =
          declaredType != nil && !keepsOptional(declaredType) && !(declaredType.map(isImplicitlyUnwrappedType) ?? false)
          ? try evaluateUnwrappingImplicitly(initializer.value, in: scope, expecting: declaredType)
          : try evaluate(initializer.value, in: scope, expecting: declaredType)
        if let declaredType { value = try coerce(value, to: declaredType, at: Syntax(initializer.value)) }
        // `let tags: Set = ["a"]`: a generic type named without its arguments takes them from the value.
        if let annotation = annotations[offset], Self.namesGenericTypeBare(annotation.type) {
          let inferred = Self.withoutAnyElementTypes(value).staticType
          value = try coerce(value, to: inferred, at: Syntax(initializer.value))
          try bind(binding.pattern, to: value, in: scope, isConstant: isConstant, declaredType: inferred)
          continue
        }
        // `var best = numbers.first`: an optional variable, whatever is assigned to it later.
        var inferredType: ScriptType?
        if declaredType == nil, !isConstant, case .optional = value { inferredType = value.staticType }
        // `weak var w = Device()`: a weak variable is optional.
        if declaredType == nil, ownership == .weak, case .object = value { inferredType = .optional(value.staticType) }
        try bind(binding.pattern, to: value, in: scope, isConstant: isConstant, declaredType: declaredType ?? inferredType)
      } else {
        guard let declaredType else {
          throw located(.diagnostic("type annotation missing in pattern"), at: binding)
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { throw unsupported(binding) }
        // `var x: Int?` starts as nil; `let x: Int` waits for its one assignment.
        let startsNil = !isConstant && declaredType.isOptional
        scope.declare(
          name,
          .variable(
            Variable(
              name: name, value: startsNil ? .none : .void, isConstant: isConstant, isInitialized: startsNil,
              declaredType: declaredType)))
      }
    }
  }

  /// A collection whose element types were taken as `Any` (from a bare `Set`, `Array` or
  /// `Dictionary`) with them unset, so that its elements tell them (``Value/staticType``).
  private static func withoutAnyElementTypes(_ value: Value) -> Value {
    switch value {
    case .array(var array) where array.elementType == .any:
      array.elementType = nil
      return .array(array)
    case .set(var set) where set.elementType == .any:
      set.elementType = nil
      return .set(set)
    case .dictionary(var dictionary) where dictionary.keyType == .any || dictionary.valueType == .any:
      if dictionary.keyType == .any { dictionary.keyType = nil }
      if dictionary.valueType == .any { dictionary.valueType = nil }
      return .dictionary(dictionary)
    default:
      return value
    }
  }

  /// Whether `type` is `Set`, `Array` or `Dictionary` written without type arguments (Swift infers
  /// them from the initial value).
  static func namesGenericTypeBare(_ type: TypeSyntax) -> Bool {
    guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
    return ["Set", "Array", "Dictionary"].contains(identifier.name.text)
  }

  /// Each binding's type annotation: its own, or for one with neither a type nor a value, the next
  /// one's (`var a, b: Double` makes both `Double`s).
  static func sharedTypeAnnotations(_ bindings: PatternBindingListSyntax) -> [TypeAnnotationSyntax?] {
    var annotations: [TypeAnnotationSyntax?] = bindings.map(\.typeAnnotation)
    var next: TypeAnnotationSyntax?
    for (offset, binding) in bindings.enumerated().reversed() {
      if let own = binding.typeAnnotation {
        next = own
      } else if binding.initializer == nil {
        annotations[offset] = next
      } else {
        next = nil
      }
    }
    return annotations
  }

  /// Binds a declaration pattern (`x`, `(a, b)`, `_`) to a value.
  /// A tuple pattern of `patternCount` names given `value`: swiftc's words for a tuple of another
  /// size (`'(Int, String)' is not convertible to '(Int, String, _)', …`).
  static func destructuringFailure(_ value: Value, patternCount: Int) -> ScriptFailure {
    guard case .tuple(let values) = value else {
      return .diagnostic("cannot destructure a value of type '\(value.typeName)' with this tuple pattern")
    }
    let elements = values.elements.prefix(patternCount).map(\.typeName) + Array(repeating: "_", count: max(0, patternCount - values.elements.count))
    return .diagnostic(
      "'\(value.typeName)' is not convertible to '(\(elements.joined(separator: ", ")))', tuples have a different number of elements")
  }

  func bind(_ pattern: PatternSyntax, to value: Value, in scope: Scope, isConstant: Bool, declaredType: ScriptType?) throws(ScriptFailure) {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      let name = identifier.identifier.text
      scope.declare(name, .variable(Variable(name: name, value: value, isConstant: isConstant, declaredType: declaredType)))
    } else if pattern.is(WildcardPatternSyntax.self) {
      return
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      try destructure(value, into: tuple.elements.map(\.pattern), declaredType: declaredType, at: pattern) { element, value, type throws(ScriptFailure) in
        try bind(element, to: value, in: scope, isConstant: isConstant, declaredType: type)
      }
    } else if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      // `if let (n, s) = pair`: the parser reads a condition's tuple of names as an expression.
      try bind(expressionPattern.expression, to: value, in: scope, isConstant: isConstant, declaredType: declaredType, pattern: pattern)
    } else {
      throw unsupported(pattern)
    }
  }

  /// A tuple of names read as an expression (`(n, s)` in `if let (n, s) = pair`), bound as the
  /// tuple pattern it stands for.
  private func bind(
    _ expression: ExprSyntax, to value: Value, in scope: Scope, isConstant: Bool, declaredType: ScriptType?, pattern: PatternSyntax
  ) throws(ScriptFailure) {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = reference.baseName.text
      scope.declare(name, .variable(Variable(name: name, value: value, isConstant: isConstant, declaredType: declaredType)))
    } else if let inner = expression.as(PatternExprSyntax.self) {
      try bind(inner.pattern, to: value, in: scope, isConstant: isConstant, declaredType: declaredType)
    } else if expression.is(DiscardAssignmentExprSyntax.self) {
      return
    } else if let tuple = expression.as(TupleExprSyntax.self) {
      try destructure(value, into: tuple.elements.map(\.expression), declaredType: declaredType, at: pattern) {
        element, value, type throws(ScriptFailure) in
        try bind(element, to: value, in: scope, isConstant: isConstant, declaredType: type, pattern: pattern)
      }
    } else {
      throw unsupported(pattern)
    }
  }

  /// A tuple `value` taken apart for `parts` (a tuple pattern's elements, or a tuple of names
  /// read as an expression): each part with its element and its element type when declared.
  private func destructure<Part>(
    _ value: Value, into parts: [Part], declaredType: ScriptType?, at pattern: PatternSyntax,
    _ bindPart: (Part, Value, ScriptType?) throws(ScriptFailure) -> Void
  ) throws(ScriptFailure) {
    guard case .tuple(let values) = value, values.elements.count == parts.count else {
      throw located(Self.destructuringFailure(value, patternCount: parts.count), at: pattern)
    }
    var elementTypes: [ScriptType]? = nil
    if case .tuple(let types, _)? = declaredType { elementTypes = types }
    for (offset, part) in parts.enumerated() { try bindPart(part, values.elements[offset], elementTypes?[offset]) }
  }

  // MARK: - Statements

  func execute(_ statement: StmtSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      if let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
        return try executeIf(ifExpression, in: scope)
      }
      if let switchExpression = expressionStatement.expression.as(SwitchExprSyntax.self) {
        return try executeSwitch(switchExpression, in: scope)
      }
      _ = try evaluate(expressionStatement.expression, in: scope)
      return .normal
    }
    if let returnStatement = statement.as(ReturnStmtSyntax.self) {
      guard let expression = returnStatement.expression else { return .returned(.void) }
      let expected = expectedReturnTypes.last ?? nil
      var value =
        expected != nil && !keepsOptional(expected)
        ? try evaluateUnwrappingImplicitly(expression, in: scope, expecting: expected)
        : try evaluate(expression, in: scope, expecting: expected)
      if let expected { value = try coerce(value, to: expected, at: Syntax(expression)) }
      return .returned(value)
    }
    if let forStatement = statement.as(ForStmtSyntax.self) { return try executeFor(forStatement, in: scope) }
    if let whileStatement = statement.as(WhileStmtSyntax.self) { return try executeWhile(whileStatement, label: nil, in: scope) }
    if let repeatStatement = statement.as(RepeatStmtSyntax.self) { return try executeRepeat(repeatStatement, label: nil, in: scope) }
    if let guardStatement = statement.as(GuardStmtSyntax.self) { return try executeGuard(guardStatement, in: scope) }
    if let breakStatement = statement.as(BreakStmtSyntax.self) { return .breakLoop(label: breakStatement.label?.text) }
    if let continueStatement = statement.as(ContinueStmtSyntax.self) { return .continueLoop(label: continueStatement.label?.text) }
    if statement.is(FallThroughStmtSyntax.self) { return .fallthroughCase }
    if let throwStatement = statement.as(ThrowStmtSyntax.self) {
      // `throw .outOfStock` in a function that throws one type: a member of that type.
      let value = try evaluate(throwStatement.expression, in: scope, expecting: try typedThrowsType(around: throwStatement, in: scope))
      throw .thrown(value)
    }
    if let doStatement = statement.as(DoStmtSyntax.self) { return try executeDo(doStatement, in: scope) }
    if let labeled = statement.as(LabeledStmtSyntax.self) { return try executeLabeled(labeled, in: scope) }
    if statement.is(DeferStmtSyntax.self) { return .normal }
    throw unsupported(statement)
  }

  private func executeLabeled(_ labeled: LabeledStmtSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    let label = labeled.label.text
    let flow: Flow
    if let forStatement = labeled.statement.as(ForStmtSyntax.self) {
      flow = try executeFor(forStatement, label: label, in: scope)
    } else if let whileStatement = labeled.statement.as(WhileStmtSyntax.self) {
      flow = try executeWhile(whileStatement, label: label, in: scope)
    } else if let repeatStatement = labeled.statement.as(RepeatStmtSyntax.self) {
      flow = try executeRepeat(repeatStatement, label: label, in: scope)
    } else {
      flow = try execute(labeled.statement, in: scope)
    }
    if case .breakLoop(let target) = flow, target == label { return .normal }
    return flow
  }

  // MARK: - Conditionals

  /// Evaluates an `if`/`guard`/`while` condition list; bindings go into `scope`.
  /// The error type the function or closure around `node` throws, when it names one
  /// (`throws(VendingError)`); nil for `throws`, or outside a `do` body's own catch.
  func typedThrowsType(around node: some SyntaxProtocol, in scope: Scope) throws(ScriptFailure) -> ScriptType? {
    var current = node.parent
    while let here = current {
      var clause: ThrowsClauseSyntax?
      if let function = here.as(FunctionDeclSyntax.self) {
        clause = function.signature.effectSpecifiers?.throwsClause
      } else if let initializer = here.as(InitializerDeclSyntax.self) {
        clause = initializer.signature.effectSpecifiers?.throwsClause
      } else if let closure = here.as(ClosureExprSyntax.self) {
        clause = closure.signature?.effectSpecifiers?.throwsClause
      } else if here.is(DoStmtSyntax.self) {
        return nil
      } else {
        current = here.parent
        continue
      }
      guard let type = clause?.type else { return nil }
      return try resolveType(type, in: scope)
    }
    return nil
  }

  func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope) throws(ScriptFailure) -> Bool {
    for element in conditions {
      switch element.condition {
      case .expression(let expression):
        let value = try evaluate(expression, in: scope, expecting: .bool)
        guard case .bool(let flag) = value else {
          throw located(.diagnostic("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'"), at: expression)
        }
        if !flag { return false }
      case .optionalBinding(let binding):
        let isConstant = binding.bindingSpecifier.tokenKind == .keyword(.let)
        let value: Value
        if let initializer = binding.initializer {
          value = try evaluate(initializer.value, in: scope)
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          value = try lookupValue(name, in: scope, at: binding)
        } else {
          throw unsupported(binding)
        }
        guard case .optional(let wrapped) = value else {
          throw located(
            .diagnostic("initializer for conditional binding must have Optional type, not '\(value.typeName)'"), at: binding)
        }
        guard let wrapped else { return false }
        let declaredType = try binding.typeAnnotation.map { annotation throws(ScriptFailure) in try resolveType(annotation.type, in: scope) }
        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.tokenKind == .keyword(.self) {
          // `guard let self` in a `[weak self]` closure: `self` from here on, its members reached
          // by their bare names, as in a method.
          scope.replaceSelf(with: Variable(name: "self", value: wrapped, isConstant: true))
          continue
        }
        try bind(binding.pattern, to: wrapped, in: scope, isConstant: isConstant, declaredType: declaredType)
      case .matchingPattern(let matching):
        let value = try evaluate(matching.initializer.value, in: scope)
        if !(try match(matching.pattern, value, in: scope)) { return false }
      case .availability:
        continue
      }
    }
    return true
  }

  func executeIf(_ statement: IfExprSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    let branchScope = Scope(parent: scope)
    if try conditionsHold(statement.conditions, in: branchScope) {
      return try execute(statement.body.statements, in: branchScope)
    }
    switch statement.elseBody {
    case .ifExpr(let next)?: return try executeIf(next, in: scope)
    case .codeBlock(let block)?: return try execute(block.statements, in: Scope(parent: scope))
    case nil: return .normal
    }
  }

  private func executeGuard(_ statement: GuardStmtSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    // Bindings of a guard are visible after it, in the enclosing scope.
    if try conditionsHold(statement.conditions, in: scope) { return .normal }
    let flow = try execute(statement.body.statements, in: Scope(parent: scope))
    if case .normal = flow {
      throw located(.diagnostic("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope"), at: statement.body.rightBrace)
    }
    return flow
  }

  // MARK: - Loops

  private func executeFor(_ statement: ForStmtSyntax, label: String? = nil, in scope: Scope) throws(ScriptFailure) -> Flow {
    if statement.awaitKeyword != nil || statement.tryKeyword != nil {
      // `for await result in group`: a task group's results, in turn.
      guard statement.awaitKeyword != nil, case .host(let host) = try evaluate(statement.sequence, in: scope),
        let group = host.object as? TaskGroupValue
      else { throw unsupported(statement) }
      while let element = try group.next() {
        if let exit = try runForBody(statement, element: element, label: label, in: scope) { return exit }
      }
      return .normal
    }
    if let flow = try runCompiled(StmtSyntax(statement), label: label, in: scope) { return flow }
    var exit: Flow = .normal
    /// Runs the body with one element; false once the loop is over.
    func visit(_ element: Value) throws(ScriptFailure) -> Bool {
      guard let flow = try runForBody(statement, element: element, label: label, in: scope) else { return true }
      exit = flow
      return false
    }
    // A stride (`for i in stride(from:to:by:)`) and a range are walked, never made into an array, as
    // compiled Swift walks them: a loop that breaks early over one to Int.max is instant.
    if let stride = try lazyStride(statement.sequence, in: scope) {
      try stride.forEach(visit)
      return exit
    }
    let sequence = try evaluate(statement.sequence, in: scope)
    if case .range(let range) = sequence, range.lower != nil, range.upper != nil {
      try range.forEachInteger { (number: Int) throws(ScriptFailure) -> Bool in try visit(.int(number)) }
      return exit
    }
    if try forEachUserElement(sequence, at: statement.sequence, visit) { return exit }
    for element in try iterate(sequence, at: statement.sequence) where !(try visit(element)) { break }
    return exit
  }

  /// One pass of a `for`-`in` loop's body with `element`: nil to go on, else the flow the loop ends with.
  private func runForBody(_ statement: ForStmtSyntax, element: Value, label: String?, in scope: Scope) throws(ScriptFailure) -> Flow? {
    try checkInterrupt()
    let bodyScope = Scope(parent: scope)
    if statement.caseKeyword != nil {
      if !(try match(statement.pattern, element, in: bodyScope)) { return nil }
    } else {
      try bind(statement.pattern, to: element, in: bodyScope, isConstant: true, declaredType: nil)
    }
    if let whereClause = statement.whereClause {
      guard case .bool(true) = try evaluate(whereClause.condition, in: bodyScope) else { return nil }
    }
    let flow = try execute(statement.body.statements, in: bodyScope)
    return loopExit(after: flow, label: label)
  }

  private func executeWhile(_ statement: WhileStmtSyntax, label: String?, in scope: Scope) throws(ScriptFailure) -> Flow {
    if let flow = try runCompiled(StmtSyntax(statement), label: label, in: scope) { return flow }
    while true {
      try checkInterrupt()
      let bodyScope = Scope(parent: scope)
      guard try conditionsHold(statement.conditions, in: bodyScope) else { return .normal }
      let flow = try execute(statement.body.statements, in: bodyScope)
      if let exit = loopExit(after: flow, label: label) { return exit }
    }
  }

  private func executeRepeat(_ statement: RepeatStmtSyntax, label: String?, in scope: Scope) throws(ScriptFailure) -> Flow {
    repeat {
      try checkInterrupt()
      let flow = try execute(statement.body.statements, in: Scope(parent: scope))
      if let exit = loopExit(after: flow, label: label) { return exit }
      let condition = try evaluate(statement.condition, in: scope, expecting: .bool)
      guard case .bool(true) = condition else { return .normal }
    } while true
  }

  /// What a loop does after its body ended with `flow`: nil to go on (normal end, or a `continue`
  /// aimed at it), else the flow the loop itself ends with (`.normal` for its own `break`).
  func loopExit(after flow: Flow, label: String?) -> Flow? {
    switch flow {
    case .normal, .fallthroughCase: nil
    case .breakLoop(let target) where target == nil || target == label: .normal
    case .continueLoop(let target) where target == nil || target == label: nil
    default: flow
    }
  }

  /// The elements a `for`-`in` loop visits.
  func iterate(_ sequence: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure) -> [Value] {
    switch sequence {
    case .array(let array): return array.elements
    case .range(let range):
      guard range.lower != nil, range.upper != nil else {
        throw located(.diagnostic("a one-sided range cannot be iterated"), at: node)
      }
      do throws(ScriptFailure) {
        return try range.integers().map(Value.int)
      } catch {
        throw located(error, at: node)
      }
    case .set(let set): return set.elements
    case .dictionary(let dictionary):
      return dictionary.entries.map { .tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"])) }
    case .string(let text): return text.map(Value.character)
    case .host(let host) where host.object is SubstringValue: return (host.object as! SubstringValue).text.map(Value.character)
    case .host(let host) where host.object is SequenceView: return (host.object as! SequenceView).elements
    case .host(let host) where host.object is LazyView: return try lazyElements(host.object as! LazyView)
    case .host(let host) where host.object is ComparableRange:
      // `0.0..<1.0` is no sequence: its bounds do not step by integers (fixed-width ones do).
      let range = host.object as! ComparableRange
      if let elements = try fixedWidthElements(of: range) { return elements }
      let bound = range.lower ?? range.upper
      let requirement = bound?.typeName == "Double" || bound?.typeName == "Float" ? "SignedInteger" : "Strideable"
      // (swiftc reports `makeIterator()` first for a closed range of Doubles, `next()` otherwise.)
      let method = requirement == "SignedInteger" && range.kindName == "ClosedRange" ? "makeIterator()" : "next()"
      throw located(
        .diagnostic("referencing instance method '\(method)' on '\(range.kindName)' requires that '\(bound?.typeName ?? "Any")' conform to '\(requirement)'"),
        at: node)
    default:
      if let elements = try userSequenceElements(sequence, at: node) { return elements }
      throw located(.diagnostic("for-in loop requires '\(sequence.typeName)' to conform to 'Sequence'"), at: node)
    }
  }

  // MARK: - do / catch

  private func executeDo(_ statement: DoStmtSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    try runDo(
      statement, in: scope,
      body: { (bodyScope: Scope) throws(ScriptFailure) -> Flow in try execute(statement.body.statements, in: bodyScope) },
      clause: { (clause: CatchClauseSyntax, _: Int, catchScope: Scope) throws(ScriptFailure) -> Flow in
        try execute(clause.body.statements, in: catchScope)
      })
  }

  /// `do { body } catch …`: the body in a scope of its own; a Swift error it throws goes to the
  /// first clause whose pattern and `where` fit, run in a scope holding what the pattern binds (or
  /// `error`). `body` and `clause` (given the clause and its index) run the statements: the
  /// compiled tier's units, or the tree-walker.
  func runDo(
    _ statement: DoStmtSyntax, in scope: Scope, body: (Scope) throws(ScriptFailure) -> Flow,
    clause runClause: (CatchClauseSyntax, Int, Scope) throws(ScriptFailure) -> Flow
  ) throws(ScriptFailure) -> Flow {
    try checkCatchPatterns(statement, in: scope)
    do throws(ScriptFailure) {
      return try body(Scope(parent: scope))
    } catch {
      guard case .thrown(let thrown) = error.kind else { throw error }
      for (index, clause) in statement.catchClauses.enumerated() {
        let catchScope = Scope(parent: scope)
        if clause.catchItems.isEmpty {
          catchScope.declare("error", .variable(Variable(name: "error", value: thrown, isConstant: true, declaredType: .named("Error"))))
          return try runClause(clause, index, catchScope)
        }
        for item in clause.catchItems {
          if let pattern = item.pattern {
            guard try match(pattern, thrown, in: catchScope) else { continue }
          } else {
            // `catch where condition`: no pattern, so the error is `error`, as in a bare `catch`.
            catchScope.declare("error", .variable(Variable(name: "error", value: thrown, isConstant: true, declaredType: .named("Error"))))
          }
          if let whereClause = item.whereClause {
            guard case .bool(true) = try evaluate(whereClause.condition, in: catchScope) else { continue }
          }
          return try runClause(clause, index, catchScope)
        }
      }
      throw error
    }
  }
}

extension VariableDeclSyntax {
  /// The names a declaration binds (`let (a, b) = ...` binds two).
  var boundNames: [String] {
    bindings.flatMap { binding in patternNames(binding.pattern) }
  }

  /// How the declared variables or properties hold a class instance (`weak`, `unowned`, else
  /// strongly).
  var referenceOwnership: NominalType.Ownership {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.weak): return .weak
      case .keyword(.unowned): return .unowned
      default: continue
      }
    }
    return .strong
  }
}

/// The names bound by a pattern.
func patternNames(_ pattern: PatternSyntax) -> [String] {
  if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
  if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { patternNames($0.pattern) } }
  if let binding = pattern.as(ValueBindingPatternSyntax.self) { return patternNames(binding.pattern) }
  return []
}
