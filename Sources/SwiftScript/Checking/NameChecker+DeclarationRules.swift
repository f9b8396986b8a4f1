import SwiftSyntax

/// Rules swiftc applies to a type's declaration and its initializers, checked before anything
/// runs: what a struct or enum may inherit, what `final` forbids, what a non-failable or a
/// convenience initializer may do.
extension NameChecker {
  // MARK: - Inheritance

  /// `struct B: A` with `A` a struct, class or enum of the script: only a class inherits, and only
  /// from a class. swiftc reports it at the type's name.
  func checkNonProtocolInheritance(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, isEnum: Bool) {
    for (offset, inherited) in (inheritance?.inheritedTypes ?? []).enumerated() {
      let typeName = inherited.type.trimmedDescription
      // An enum's first inherited type may be its raw type (`enum Planet: Int`).
      if isEnum, offset == 0, model(named: typeName)?.kind != .classType, model(named: typeName)?.kind != .structure { continue }
      guard let model = model(named: typeName), model.kind != .host else { continue }
      report("inheritance from non-protocol type '\(typeName)'", at: name)
      return
    }
  }

  /// A subclass of a `final` class, or its method or property marked `override` of a
  /// superclass's `final` one.
  func checkFinalOverrides(_ type: ClassDeclSyntax) {
    guard let superclassName = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      let superclass = entryClass(named: superclassName)
    else { return }
    if superclass.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) {
      report("inheritance from a final class '\(superclassName)'", at: type.name)
      return
    }
    var finalMethods: Set<String> = []
    var finalProperties: Set<String> = []
    for member in superclass.memberBlock.members {
      let isFinal =
        superclass.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        || member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.final) } == true
      guard isFinal else { continue }
      if let function = member.decl.as(FunctionDeclSyntax.self) { finalMethods.insert(function.name.text) }
      if let variables = member.decl.as(VariableDeclSyntax.self) {
        for binding in variables.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { finalProperties.insert(name) }
        }
      }
    }
    for member in type.memberBlock.members {
      guard member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true
      else { continue }
      if let function = member.decl.as(FunctionDeclSyntax.self), finalMethods.contains(function.name.text) {
        report("instance method overrides a 'final' instance method", at: function.name)
      } else if let variables = member.decl.as(VariableDeclSyntax.self) {
        for binding in variables.bindings {
          guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), finalProperties.contains(pattern.identifier.text) else { continue }
          report("property overrides a 'final' property", at: pattern.identifier)
        }
      }
    }
  }

  /// A subclass that declares designated initializers of its own inherits none of its
  /// superclass's, so it must write each `required` one: swiftc reports a missing one at the
  /// class's closing brace.
  func checkRequiredInitializers(_ type: ClassDeclSyntax) {
    guard let superclassName = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
      let superclass = entryClass(named: superclassName)
    else { return }
    let own = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    guard own.contains(where: { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }) else { return }
    let ownLabels = Set(own.map { Self.initializerName($0) })
    for member in superclass.memberBlock.members {
      guard let required = member.decl.as(InitializerDeclSyntax.self),
        required.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) })
      else { continue }
      let name = Self.initializerName(required)
      if !ownLabels.contains(name) {
        report("'required' initializer '\(name)' must be provided by subclass of '\(superclassName)'", at: type.memberBlock.rightBrace)
        return
      }
    }
  }

  /// `init(x:y:)`, as swiftc names an initializer.
  private static func initializerName(_ initializer: InitializerDeclSyntax) -> String {
    "init(" + initializer.signature.parameterClause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }.joined() + ")"
  }

  /// Phase one of a subclass's initialization: every stored property it declares without a value
  /// is set before `super.init`. swiftc's flow check names the first one not set anywhere before
  /// the call (one set only on some paths before it is not judged here).
  func checkPropertiesSetBeforeSuperInit(_ type: ClassDeclSyntax) {
    guard type.inheritanceClause?.inheritedTypes.first.map({ entryClass(named: $0.type.trimmedDescription) != nil }) == true else {
      return
    }
    var unset: [String] = []
    for member in type.memberBlock.members {
      guard let variables = member.decl.as(VariableDeclSyntax.self), !member.decl.isStaticMember,
        !variables.modifiers.contains(where: { [.keyword(.lazy), .keyword(.override)].contains($0.name.tokenKind) })
      else { continue }
      let isVar = variables.bindingSpecifier.tokenKind == .keyword(.var)
      for binding in variables.bindings where binding.initializer == nil && binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let written = binding.typeAnnotation?.type else { continue }
        // An optional `var` starts as `nil`.
        if isVar, written.is(OptionalTypeSyntax.self) || written.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { continue }
        unset.append(name)
      }
    }
    guard !unset.isEmpty else { return }
    for (body, finder) in designatedInitializerBodies(of: type) {
      guard let superCall = finder.superInitializerCalls.first else { continue }
      // (A statement holding the call counts whole: what it sets after the call is not told apart.)
      let before = Array(body.statements.filter { $0.position < superCall.position })
      let assigned = Self.assignedNames(in: before)
      if let missing = unset.first(where: { !assigned.contains($0) }) {
        report("property 'self.\(missing)' not initialized at super.init call", at: superCall, stage: .flow)
      }
    }
  }

  /// The bodies of a class's designated (not convenience) initializers, each with what
  /// ``InitializerStatementFinder`` finds in it.
  func designatedInitializerBodies(of type: ClassDeclSyntax) -> [(body: CodeBlockSyntax, found: InitializerStatementFinder)] {
    type.memberBlock.members.compactMap { member in
      guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
        !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
      else { return nil }
      let finder = InitializerStatementFinder(viewMode: .sourceAccurate)
      finder.walk(body)
      return (body, finder)
    }
  }

  /// The names assigned (`x = …`, `self.x = …`) anywhere in `items`.
  private static func assignedNames(in items: [CodeBlockItemSyntax]) -> Set<String> {
    var names: Set<String> = []
    for item in items {
      for token in item.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
        guard let infix = token.parent?.parent?.as(InfixOperatorExprSyntax.self) ?? token.parent?.as(InfixOperatorExprSyntax.self) else { continue }
        if let reference = infix.leftOperand.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
        if let access = infix.leftOperand.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
          names.insert(access.declName.baseName.text)
        }
      }
    }
    return names
  }

  // MARK: - Initializers

  /// What an initializer's kind forbids in its body: `return nil` outside a failable one, and
  /// `super.init` in a convenience one (which must delegate with `self.init`).
  func checkInitializerBody(_ initializer: InitializerDeclSyntax, in typeName: String) {
    guard let body = initializer.body else { return }
    let finder = InitializerStatementFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    if initializer.optionalMark == nil, let returnNil = finder.returnsOfNil.first {
      report("only a failable initializer can return 'nil'", at: returnNil.returnKeyword)
    }
    if initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }), let superCall = finder.superInitializerCalls.first {
      report(
        "convenience initializer for '\(typeName)' must delegate (with 'self.init') rather than chaining to a superclass initializer "
          + "(with 'super.init')", at: superCall)
    }
  }
}

/// The `return nil` statements, `super.init` calls (their `init`) and `self.init` delegation of an
/// initializer's own body (not of a closure or nested function in it).
final class InitializerStatementFinder: SyntaxVisitor {
  var returnsOfNil: [ReturnStmtSyntax] = []
  var superInitializerCalls: [DeclReferenceExprSyntax] = []
  var delegatesToSelf = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.expression?.is(NilLiteralExprSyntax.self) == true { returnsOfNil.append(node) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base?.is(SuperExprSyntax.self) == true,
      access.declName.baseName.tokenKind == .keyword(.`init`)
    {
      superInitializerCalls.append(access.declName)
    }
    if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.`init`),
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      delegatesToSelf = true
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
