import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Declarations in blocks

  /// A declaration met in a block: variables are declared, bodies are walked (functions and
  /// types were hoisted when the block began).
  func walkDeclaration(_ declaration: DeclSyntax, in scope: StaticScope) {
    if let variables = declaration.as(VariableDeclSyntax.self) {
      walkVariables(variables, in: scope)
    } else if let function = declaration.as(FunctionDeclSyntax.self) {
      let outer = scope.bodyContext
      let isLocal = outer.map { $0.kind != .topLevel } ?? false
      walkFunction(function, in: scope, selfType: nil, isStatic: false, description: isLocal ? "local function" : "global function")
    } else if let type = declaration.as(StructDeclSyntax.self) {
      checkRedeclaredMethods(type.memberBlock)
      checkNonProtocolInheritance(type.name, type.inheritanceClause, isEnum: false)
      walkMembers(type.memberBlock, of: type.name.text, in: scope)
    } else if let type = declaration.as(ClassDeclSyntax.self) {
      checkRedeclaredMethods(type.memberBlock)
      checkClassHasInitializers(type)
      checkImplicitSuperInitializers(type)
      checkOverrideKeywords(type, in: scope)
      checkFinalOverrides(type)
      checkRequiredInitializers(type)
      checkPropertiesSetBeforeSuperInit(type)
      walkMembers(type.memberBlock, of: type.name.text, in: scope)
    } else if let type = declaration.as(EnumDeclSyntax.self) {
      checkRedeclaredMethods(type.memberBlock)
      checkNonProtocolInheritance(type.name, type.inheritanceClause, isEnum: true)
      checkIndirectCases(type)
      checkRawValuesUnique(type)
      walkMembers(type.memberBlock, of: type.name.text, in: scope)
    } else if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
      walkMembers(extensionDeclaration.memberBlock, of: extensionDeclaration.extendedTypeKey(registry: interpreter.registry), in: scope)
    }
  }

  /// `class A { let x: Int }`: a class with a stored property that starts without a value (not an
  /// optional `var`, which starts as `nil`) and no designated initializer to set it has none at
  /// all (it cannot inherit its superclass's either), which swiftc reports at its name. (An
  /// `override` adds observers or accessors to an inherited property, no storage.)
  private func checkClassHasInitializers(_ type: ClassDeclSyntax) {
    var startsUnset = false
    for member in type.memberBlock.members {
      if let initializer = member.decl.as(InitializerDeclSyntax.self),
        !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
      {
        return
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
        !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.override)].contains($0.name.tokenKind) })
      else { continue }
      let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
      let bindings = Array(variable.bindings)
      for (index, binding) in bindings.enumerated() where binding.initializer == nil && !Self.isComputed(binding) {
        // `var a, b: Int?`: a name without a type takes the next one written.
        let written = bindings[index...].lazy.compactMap(\.typeAnnotation?.type).first
        let startsAsNil = isVar && (written?.is(OptionalTypeSyntax.self) == true || written?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true)
        if !startsAsNil { startsUnset = true }
      }
    }
    if startsUnset { report("class '\(type.name.text)' has no initializers", at: type.name) }
  }

  /// A subclass's designated initializer that calls no `super.init` (nor `self.init`) gets
  /// Swift's implicit `super.init()` at its end, which needs an initializer of the superclass
  /// callable without arguments; when the script superclass declares initializers and none is
  /// one, swiftc reports the initializer at its closing brace.
  private func checkImplicitSuperInitializers(_ type: ClassDeclSyntax) {
    guard let superclass = model(named: type.name.text)?.superclass, superclass.kind == .classType, superclass.isCompleteAlongChain,
      !superclass.initializers.isEmpty,
      !superclass.callableInitializers.contains(where: { $0.parameters.allSatisfy { $0.hasDefault || $0.isVariadic } })
    else { return }
    for (body, finder) in designatedInitializerBodies(of: type) {
      if finder.superInitializerCalls.isEmpty, !finder.delegatesToSelf {
        report("'super.init' isn't called on all paths before returning from initializer", at: body.rightBrace, stage: .flow)
      }
    }
  }

  /// `class Dog: Animal { func speak() … }` where the script class `Animal` has `speak()`: an
  /// instance method with the same labels and parameter types, or a computed property of the same
  /// name, overrides, which swiftc wants said (at the member's name). Nothing is said where a type
  /// is not known (an overload may differ only by it).
  private func checkOverrideKeywords(_ type: ClassDeclSyntax, in scope: StaticScope) {
    guard let superclass = model(named: type.name.text)?.superclass, superclass.kind == .classType else { return }
    let message = "overriding declaration requires an 'override' keyword"
    // A superclass's `private` member is not seen, so not overridden.
    func isPrivate(_ name: String) -> Bool {
      var current: TypeModel? = superclass
      while let model = current {
        if model.privateMembers.contains(name) { return true }
        current = model.superclass
      }
      return false
    }
    // Whether every class above is the script's, known in full (a host class's methods are not all
    // known here: `override func viewDidLoad()`).
    var knowsEveryMethodAbove = true
    var above: TypeModel? = superclass
    while let model = above {
      if model.hostType != nil || !model.isComplete || model.kind != .classType { knowsEveryMethodAbove = false }
      above = model.superclass
    }
    for member in type.memberBlock.members {
      let declaration = member.decl
      // `override func f()` where no class above has `f()` (with these labels, types and result).
      if knowsEveryMethodAbove, !declaration.isStaticMember, declaration.isOverride, let function = declaration.as(FunctionDeclSyntax.self) {
        let mine = signature(of: function, in: scope)
        if mine.parameters.allSatisfy({ $0.type != nil }), let result = mine.returnType {
          let overrides = superclass.methods(function.name.text).contains { theirs in
            theirs.parameters.count == mine.parameters.count
              && zip(theirs.parameters, mine.parameters).allSatisfy { $0.label == $1.label && ($0.type == nil || $0.type == $1.type) }
              && (theirs.returnType == nil || theirs.returnType == result || !Self.isPlainValueType(result)
                || !Self.isPlainValueType(theirs.returnType!))
          }
          if !overrides { report("method does not override any method from its superclass", at: function.name) }
        }
        continue
      }
      guard !declaration.isStaticMember, !declaration.isOverride else { continue }
      if let function = declaration.as(FunctionDeclSyntax.self) {
        let mine = signature(of: function, in: scope).parameters
        guard mine.allSatisfy({ $0.type != nil }) else { continue }
        let overridden = superclass.methods(function.name.text).contains { theirs in
          theirs.parameters.count == mine.count
            && zip(theirs.parameters, mine).allSatisfy { $0.label == $1.label && $0.type != nil && $0.type == $1.type }
        }
        if overridden, !isPrivate(function.name.text) { report(message, at: function.name) }
      } else if let variables = declaration.as(VariableDeclSyntax.self) {
        for binding in variables.bindings where Self.isComputed(binding) {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, superclass.property(name.text) != nil,
            !isPrivate(name.text)
          else { continue }
          report(message, at: name)
        }
      }
    }
  }

  /// Whether a property binding is computed (a getter, or `get`/`set` accessors), not stored
  /// (observers alone keep it stored).
  static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: return false
    case .getter?: return true
    case .accessors(let accessors)?:
      return accessors.contains { ![.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
  }

  /// `enum E: Int { case a = 1, b = 1 }`: each case's raw value (written, or the one Swift gives:
  /// the last `Int` plus one, a `String` case's name) is its own; swiftc reports a written one met
  /// again, at it.
  private func checkRawValuesUnique(_ type: EnumDeclSyntax) {
    guard let rawType = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, rawType == "Int" || rawType == "String" else {
      return
    }
    var seen: Set<String> = []
    var next = 0
    for member in type.memberBlock.members {
      guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDeclaration.elements {
        var value: String
        let written = element.rawValue?.value
        if let written {
          if rawType == "Int" {
            guard let number = Self.integerLiteralValue(written) else { return }
            value = String(number)
            next = number + 1
          } else {
            guard let literal = written.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              case .stringSegment(let segment)? = literal.segments.first
            else { return }
            value = segment.content.text
          }
        } else if rawType == "Int" {
          value = String(next)
          next += 1
        } else {
          value = element.name.text
        }
        if !seen.insert(value).inserted, let written { report("raw value for enum case is not unique", at: written) }
      }
    }
  }

  /// An integer literal's value, with its sign (`-3`); nil for any other expression.
  private static func integerLiteralValue(_ expression: ExprSyntax) -> Int? {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return integerLiteralValue(prefix.expression).map { -$0 } }
    return nil
  }

  /// Whether `type` is a standard value type (`Int`, `String`, …): one result type of an override
  /// that differs from another is no override (a class result may be a subclass's, covariantly).
  private static func isPlainValueType(_ type: ScriptType) -> Bool {
    [.int, .double, .string, .bool, .character, .void].contains(type)
  }

  /// Two methods of one type's body with the same name, labels, parameter types and result (as
  /// written) are one declared twice: swiftc's "invalid redeclaration", at the second's name.
  private func checkRedeclaredMethods(_ members: MemberBlockSyntax) {
    var seen: Set<String> = []
    for member in members.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil else { continue }
      let parameters = function.signature.parameterClause.parameters
      let labels = parameters.map { $0.firstName.text + ":" }.joined()
      let key = [
        member.decl.isStaticMember ? "static" : "", function.name.text, labels,
        parameters.map { $0.type.trimmedDescription }.joined(separator: ","),
        function.signature.returnClause?.type.trimmedDescription ?? "()",
      ].joined(separator: " ")
      if !seen.insert(key).inserted { report("invalid redeclaration of '\(function.name.text)(\(labels))'", at: function.name) }
    }
  }

  /// `lazy let`: only a `var` may be lazy (swiftc says so at `lazy`).
  private func reportLazyConstant(_ declaration: VariableDeclSyntax) {
    guard declaration.bindingSpecifier.tokenKind == .keyword(.let),
      let lazy = declaration.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) })
    else { return }
    report("'lazy' cannot be used on a let", at: lazy)
  }

  /// `indirect enum E { indirect case … }`: swiftc rejects the second `indirect`, at the case's.
  private func checkIndirectCases(_ type: EnumDeclSyntax) {
    guard type.modifiers.contains(where: { $0.name.tokenKind == .keyword(.indirect) }) else { return }
    for member in type.memberBlock.members {
      guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self),
        let indirect = caseDeclaration.modifiers.first(where: { $0.name.tokenKind == .keyword(.indirect) })
      else { continue }
      report("enum case in 'indirect' enum cannot also be 'indirect'", at: indirect)
    }
  }

  /// `let`/`var`: the initializer is checked against the annotation; the names are declared.
  func walkVariables(_ declaration: VariableDeclSyntax, in scope: StaticScope) {
    // A wrapped local was written out by `PropertyWrapperLowering`, a global left as written.
    if let attribute = entry.lowering.propertyWrappers.wrapperAttribute(of: declaration) {
      if scope.bodyContext?.kind == .topLevel {
        report("property wrappers are not yet supported in top-level code", at: attribute)
      } else {
        reportWrapperLeftAsWritten(declaration, attribute: attribute)
      }
    }
    reportTypesUsedAsAttributes(declaration)
    let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    reportLazyConstant(declaration)
    for binding in declaration.bindings {
      let declared = resolveType(binding.typeAnnotation?.type, in: scope)
      var type = declared
      recordSpecialization(by: binding.typeAnnotation?.type, of: binding.initializer?.value)
      if let initializer = binding.initializer, let closure = initializer.value.as(ClosureExprSyntax.self),
        let function = binding.typeAnnotation?.type.as(FunctionTypeSyntax.self), let closureType = closureType(function, in: scope)
      {
        // `let h: (Int) -> String = { n in … }`: the annotation types the closure's parameters and result.
        walkClosure(closure, in: scope, expected: closureType)
      } else if let initializer = binding.initializer {
        // `async let x = f()`: the call is awaited where `x` is read, not here.
        let isAsyncLet = declaration.isAsyncLet
        if isAsyncLet { (awaitDepth, tryDepth) = (awaitDepth + 1, tryDepth + 1) }
        let estimate = estimate(initializer.value, in: scope, expected: declared)
        if isAsyncLet { (awaitDepth, tryDepth) = (awaitDepth - 1, tryDepth - 1) }
        if let declared { checkConversion(estimate, of: initializer.value, to: declared) } else { type = estimate.valueType }
        // `let tags: Set = ["a"]`: a set of the literal's element type.
        if declared == nil, let annotation = binding.typeAnnotation?.type, Interpreter.namesGenericTypeBare(annotation) {
          if case .array(let element)? = type, annotation.trimmedDescription == "Set" { type = .set(element) }
        }
      }
      if let accessors = binding.accessorBlock {
        walkAccessors(accessors, type: declared, in: scope, selfType: nil)
        continue
      }
      checkReferenceOwnership(of: declaration, binding: binding, type: type)
      // `weak var w = Device()`: a weak variable's inferred type is optional.
      if declared == nil, declaration.referenceOwnership == .weak, let held = type, !held.isOptional { type = .optional(held) }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        declarePattern(binding.pattern, type: type, in: scope, isConstant: isConstant)
        continue
      }
      let context = scope.bodyContext
      if declared == nil, context?.kind == .topLevel, let type, type.isEchoable { declarationTypes[name] = type }
      let startsUninitialized = binding.initializer == nil && !(declared?.isOptional == true && !isConstant)
      let variable = VariableSymbol(
        name: name, type: type, isConstant: isConstant, isInitialized: !startsUninitialized, owner: context?.id ?? 0)
      if startsUninitialized { pendingInitialization.append(variable) }
      variable.typeSyntax = binding.typeAnnotation?.type
      variable.holdsFunction =
        binding.typeAnnotation?.type.is(FunctionTypeSyntax.self) == true
        || (binding.typeAnnotation == nil && binding.initializer?.value.is(ClosureExprSyntax.self) == true)
        || (binding.typeAnnotation == nil && namesFunction(binding.initializer?.value, in: scope))
      scope.declare(name, .variable(variable))
    }
  }

  /// Whether `value` is the bare name of a function of the script (`let g = f`).
  private func namesFunction(_ value: ExprSyntax?, in scope: StaticScope) -> Bool {
    guard let reference = value?.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind,
      case .functions? = scope.lookupLocalVariable(reference.baseName.text)
    else { return false }
    return true
  }

  /// `let q: Q<Double> = Q(v: [3])` (or `= .init(v: [3])`): the type arguments the annotation
  /// writes are the construction's, as if written at the call (a literal argument for a `T` is
  /// then a `Double`).
  func recordSpecialization(by annotation: TypeSyntax?, of value: ExprSyntax?) {
    // `let o: Box<Int>? = .empty`: the wrapped type's.
    if let optional = annotation?.as(OptionalTypeSyntax.self) {
      return recordSpecialization(by: optional.wrappedType, of: value)
    }
    if let optional = annotation?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return recordSpecialization(by: optional.wrappedType, of: value)
    }
    // `let boxes: [Box<Int>] = [.empty, .full(2)]`: each element's, by the element type.
    if let array = annotation?.as(ArrayTypeSyntax.self), let literal = value?.as(ArrayExprSyntax.self) {
      for element in literal.elements { recordSpecialization(by: array.element, of: element.expression) }
      return
    }
    // `let d: [String: Box<Int>] = ["a": .empty]`: each value's, by the value type.
    if let dictionary = annotation?.as(DictionaryTypeSyntax.self), let literal = value?.as(DictionaryExprSyntax.self),
      case .elements(let elements) = literal.content
    {
      for element in elements { recordSpecialization(by: dictionary.value, of: element.value) }
      return
    }
    guard let identifier = annotation?.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments,
      var value
    else { return }
    while true {
      if let tried = value.as(TryExprSyntax.self) {
        value = tried.expression
      } else if let awaited = value.as(AwaitExprSyntax.self) {
        value = awaited.expression
      } else {
        break
      }
    }
    // `let b: Box<Int> = .empty` (or `Box.empty`): a case the payload cannot tell the arguments of.
    if let access = value.as(MemberAccessExprSyntax.self),
      access.base == nil || access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == identifier.name.text
    {
      decisions.record(.specialization(arguments), at: access)
      return
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == identifier.name.text {
      decisions.record(.specialization(arguments), at: call)
    } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
      // `.init(v: [3])`, and a case with a payload (`.left(1)`), which may not tell them all.
      decisions.record(.specialization(arguments), at: call)
    }
  }

  /// A value stored into the variable `target` names, or into its element (`boxes.append(.empty)`,
  /// `boxes += [.empty]`, `boxes[0] = .empty`, `d["a"] = .empty`, `box = .empty`): specialized by the
  /// type its declaration writes (``recordSpecialization(by:of:)``).
  func recordSpecialization(ofStoreInto target: ExprSyntax, _ value: ExprSyntax, isElement: Bool, in scope: StaticScope) {
    var base = target
    var isElement = isElement
    if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
      base = subscriptCall.calledExpression
      isElement = true
    }
    // `self.items`: the property's.
    if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      base = ExprSyntax(access.declName)
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind else { return }
    var written: TypeSyntax
    switch scope.lookupLocalVariable(reference.baseName.text) {
    case .variable(let variable)?:
      guard let syntax = variable.typeSyntax else { return }
      written = syntax
    case nil:
      // `items.append(.empty)` in a method: a stored property of `self`'s type.
      guard let syntax = scope.bodyContext?.selfType?.properties[reference.baseName.text]?.typeSyntax else { return }
      written = syntax
    default:
      return
    }
    if isElement {
      if let optional = written.as(OptionalTypeSyntax.self) { written = optional.wrappedType }
      if let array = written.as(ArrayTypeSyntax.self) {
        written = array.element
      } else if let dictionary = written.as(DictionaryTypeSyntax.self) {
        written = dictionary.value
      } else {
        return
      }
    }
    recordSpecialization(by: written, of: value)
  }

  /// A written function type whose parameter and result types are all known (for a closure it types).
  func closureType(_ function: FunctionTypeSyntax, in scope: StaticScope) -> ScriptType? {
    let parameters = function.parameters.map { resolveType($0.type, in: scope) }
    guard parameters.allSatisfy({ $0 != nil }), let result = resolveType(function.returnClause.type, in: scope) else { return nil }
    return .function(parameters.compactMap { $0 }, result, throws: function.effectSpecifiers?.throwsClause != nil)
  }

  private static func isCollection(_ type: ScriptType) -> Bool {
    switch type {
    case .array, .dictionary, .set: true
    default: false
    }
  }

  /// Checks a value stored where a `T` is expected: `T?` must be unwrapped.
  /// `isAssignment`: stored by `=` into an existing variable or property (swiftc words it so).
  func checkConversion(_ estimate: Estimate, of expression: ExprSyntax, to expected: ScriptType, isAssignment: Bool = false) {
    if case .value(let actual) = estimate, let concrete = errorNeedsCast(actual, to: expected) {
      let message = isAssignment
        ? "cannot assign value of type '\(actual.spelled)' to type '\(concrete.spelled)'"
        : "cannot convert value of type '\(actual.spelled)' to specified type '\(concrete.spelled)'"
      report(message, at: SourceAnchor.of(expression), notes: [NameChecker.errorCastNote])
      return
    }
    if case .value(let actual) = estimate, !actual.isOptional, isPlainArgument(expression),
      isDefinitelyIncompatible(actual, with: expected.isOptional ? expected.unwrapped : expected)
    {
      let target = expected.isOptional ? expected.unwrapped : expected
      // Between two collection types swiftc says "assign" in a declaration too, and in an
      // assignment it points at the `=`.
      if Self.isCollection(actual), Self.isCollection(target) {
        let assignment = isAssignment ? expression.parent?.as(InfixOperatorExprSyntax.self)?.operator : nil
        report(
          "cannot assign value of type '\(actual.spelled)' to type '\(target.spelled)'",
          at: assignment.map(Syntax.init) ?? SourceAnchor.of(expression))
        return
      }
      report(
        isAssignment
          ? "cannot assign value of type '\(actual.spelled)' to type '\(target.spelled)'"
          : "cannot convert value of type '\(actual.spelled)' to specified type '\(target.spelled)'",
        at: SourceAnchor.of(expression))
      return
    }
    // A script class given where a host protocol is expected (`UIApplication.shared.delegate = …`) must adopt it.
    if case .value(.named(let typeName)) = estimate, case .named(let protocolName) = expected.unwrapped,
      hostProtocolConformance(of: typeName, to: protocolName) == false
    {
      let target = expected.isOptional ? "(any \(protocolName))?" : "any \(protocolName)"
      report(
        isAssignment
          ? "cannot assign value of type '\(typeName)' to type '\(target)'"
          : "cannot convert value of type '\(typeName)' to specified type '\(target)'",
        at: SourceAnchor.of(expression))
      return
    }
    // An `Any?` (a `[String: Any]` lookup such as `userInfo[key]`) converts to nothing but `Any` without a cast.
    if case .value(.optional(.any)) = estimate, expected != .any, expected != .optional(.any), isLookupOrPlain(expression) {
      // swiftc says "assign" for an optional target even in a declaration.
      report(
        isAssignment || expected.isOptional
          ? "cannot assign value of type 'Any?' to type '\(expected.spelled)'"
          : "cannot convert value of type 'Any?' to specified type '\(expected.spelled)'",
        at: SourceAnchor.of(expression))
      return
    }
    if expression.is(NilLiteralExprSyntax.self), isCertainlyNonOptional(expected) {
      report("'nil' cannot initialize specified type '\(expected)'", at: expression)
      return
    }
    // `try?` gets its own wording ("did you mean to use 'try!'").
    guard !expression.is(TryExprSyntax.self), case .value(let actual) = estimate, case .optional(let wrapped) = actual, !expected.isOptional, expected != .any,
      isDefinitelyConvertible(wrapped, to: expected)
    else { return }
    report(
      "value of optional type '\(actual)' must be unwrapped to a value of type '\(expected)'", at: SourceAnchor.of(expression))
  }

  /// A function body: parameters in a new scope, the body, and the missing-return check.
  func walkFunction(_ function: FunctionDeclSyntax, in scope: StaticScope, selfType: TypeModel?, isStatic: Bool, description: String) {
    // `<T: P>`: in the signature and the body, a `T` is a value of the protocol `P` as far as its
    // extension's members go (`StaticDecisions`).
    let outerBounds = genericProtocolBounds
    defer { genericProtocolBounds = outerBounds }
    for (name, bound) in protocolBounds(of: function) { genericProtocolBounds[name] = bound }
    let signature = signature(of: function, in: scope)
    let context = BodyContext(
      kind: selfType == nil ? .function : .method, selfType: selfType, isStatic: isStatic,
      isMutating: signature.isMutating || selfType?.kind == .classType || selfType == nil, returnType: signature.returnType,
      isThrowing: function.signature.effectSpecifiers?.throwsClause != nil, id: newBodyID(), description: description)
    let bodyScope = StaticScope(parent: scope, context: context)
    declareParameters(function.signature.parameterClause.parameters, signature: signature, in: bodyScope)
    guard let body = function.body else { return }
    // A result builder's body returns what the builder makes of its statements.
    let returnType = function.signature.returnClause == nil ? .void : (buildsResult(function.attributes) ? nil : signature.returnType)
    let opaque = function.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
    if opaque { opaqueReturnTypes[context.id] = [] }
    walkBody(body.statements, in: bodyScope, returnType: returnType, closingBrace: body.rightBrace, description: description)
    if opaque { checkOpaqueReturns(of: function, context.id) }
  }

  /// Whether `attributes` name a result builder (a type with `buildBlock`), which runs the body.
  func buildsResult(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
      return model(named: name)?.staticMethods["buildBlock"] != nil
    }
  }

  func newBodyID() -> Int {
    nextBodyID += 1
    return nextBodyID
  }

  func declareParameters(_ list: FunctionParameterListSyntax, signature: CheckedSignature, in scope: StaticScope) {
    for (parameter, checked) in zip(list, signature.parameters) {
      let name = parameter.secondName?.text ?? parameter.firstName.text
      guard name != "_" else { continue }
      let type = checked.isVariadic ? checked.type.map { ScriptType.array($0) } : checked.type
      let variable = VariableSymbol(name: name, type: type, isConstant: !checked.isInout, owner: scope.context?.id ?? 0)
      if !checked.isVariadic { variable.typeSyntax = parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type }
      variable.isNonEscapingParameter = !checked.isVariadic && !checked.isInout && parameter.type.is(FunctionTypeSyntax.self)
      scope.declare(name, .variable(variable))
    }
  }

  /// Walks a body whose result is `returnType` and reports a missing `return`.
  func walkBody(
    _ statements: CodeBlockItemListSyntax, in scope: StaticScope, returnType: ScriptType?, closingBrace: TokenSyntax, description: String
  ) {
    let savedDepths = (catchAllDepth, partialCatchDepth, tryDepth, awaitDepth)
    let savedPending = pendingInitialization
    (catchAllDepth, partialCatchDepth, tryDepth, awaitDepth) = (0, 0, 0, 0)
    pendingInitialization = []
    defer {
      (catchAllDepth, partialCatchDepth, tryDepth, awaitDepth) = savedDepths
      pendingInitialization = savedPending
    }
    // `func make() -> Box<Double> { Box(v: 1) }`: the result type's arguments are the construction's.
    if statements.count == 1, let only = lastExpression(of: statements), let function = statements.parent?.parent?.as(FunctionDeclSyntax.self) {
      recordSpecialization(by: function.signature.returnClause?.type, of: only)
    }
    let exits = walkBlock(statements, in: scope)
    // `func f() -> Int { print(1) }`: a lone expression is the result, and `()` is not an `Int`.
    if let returnType, returnType != .void, returnType != .any, isSingleExpression(statements), let last = lastExpression(of: statements),
      let (id, estimate) = lastStatementExpression, id == last.id, case .value(.void) = estimate
    {
      report("cannot convert return expression of type '()' to return type '\(returnType.unwrapped)'", at: SourceAnchor.of(last))
      return
    }
    guard !exits, let returnType, returnType != .void, !isSingleExpression(statements) else { return }
    let message = "missing return in \(description) expected to return '\(returnType)'"
    // A last expression of the result type: swiftc points at it, guessing a forgotten `return`.
    if let last = lastExpression(of: statements), let (id, estimate) = lastStatementExpression, id == last.id,
      case .value(let type) = estimate, type == returnType
    {
      report(message, at: last, notes: ["did you mean to return the last expression?"], stage: .flow)
      return
    }
    report(message, at: closingBrace, stage: .flow)
  }

  func lastExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    switch statements.last?.item {
    case .expr(let expression)?: return expression
    case .stmt(let statement)?: return statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }

  /// A body of one expression returns it implicitly (an `if` or `switch` whose branches are
  /// expressions, too).
  func isSingleExpression(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let item = statements.first else { return false }
    let expression: ExprSyntax
    switch item.item {
    case .expr(let itemExpression): expression = itemExpression
    case .stmt(let statement):
      guard let statementExpression = statement.as(ExpressionStmtSyntax.self)?.expression else { return false }
      expression = statementExpression
    case .decl: return false
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      return isSingleExpression(ifExpression.body.statements)
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.contains { element in
        guard case .switchCase(let switchCase) = element else { return true }
        return isSingleExpression(switchCase.statements)
      }
    }
    return true
  }

  /// A computed property's accessors (or an observed property's observers).
  func walkAccessors(_ block: AccessorBlockSyntax, type declaredType: ScriptType?, in scope: StaticScope, selfType: TypeModel?, isStatic: Bool = false) {
    // A getter a result builder runs returns what the builder makes of its statements.
    let builds = block.parent?.parent?.parent?.as(VariableDeclSyntax.self).map { buildsResult($0.attributes) } ?? false
    let type = builds ? nil : declaredType
    func context(_ kind: BodyContext.Kind, mutating: Bool, throwing: Bool = false) -> BodyContext {
      BodyContext(
        kind: kind, selfType: selfType, isStatic: isStatic, isMutating: mutating || selfType?.kind == .classType || selfType == nil,
        returnType: kind == .getter ? type : .void, isThrowing: throwing, id: newBodyID(), description: "getter")
    }
    switch block.accessors {
    case .getter(let statements):
      let getterScope = StaticScope(parent: scope, context: context(.getter, mutating: false))
      walkBody(statements, in: getterScope, returnType: type, closingBrace: block.rightBrace, description: "getter")
    case .accessors(let accessors):
      for accessor in accessors {
        guard let body = accessor.body else { continue }
        let isGetter = accessor.accessorSpecifier.tokenKind == .keyword(.get)
        // (`get throws`: an effectful getter may throw.)
        let accessorScope = StaticScope(
          parent: scope,
          context: context(isGetter ? .getter : .method, mutating: !isGetter, throwing: accessor.effectSpecifiers?.throwsClause != nil))
        if !isGetter {
          let name = accessor.parameters?.name.text
            ?? (accessor.accessorSpecifier.tokenKind == .keyword(.didSet) ? "oldValue" : "newValue")
          accessorScope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: true, owner: accessorScope.context?.id ?? 0)))
        }
        walkBody(body.statements, in: accessorScope, returnType: isGetter ? type : .void, closingBrace: body.rightBrace, description: "getter")
      }
    }
  }

  /// The bodies of a type's members, with `self` and the members in scope.
  func walkMembers(_ block: MemberBlockSyntax, of typeName: String, in scope: StaticScope) {
    recordTypeNames(block.members.map(\.decl))
    let model = model(named: typeName)
    // In an extension of a type the checker does not model (`Array`, a protocol), the extended
    // type's own generic parameters and associated types (`Element`) are in scope.
    let outerReports = reportsUnknownTypes
    if model == nil { reportsUnknownTypes = false }
    defer { reportsUnknownTypes = outerReports }
    let outerProtocol = extendedProtocol
    extendedProtocol = isScriptProtocol(typeName) ? typeName : nil
    defer { extendedProtocol = outerProtocol }
    let typeScope = StaticScope(parent: scope, memberType: model ?? TypeModel.opaque)
    for member in block.members {
      let declaration = member.decl
      let isStatic = declaration.isStaticMember
      if let function = declaration.as(FunctionDeclSyntax.self) {
        walkFunction(function, in: typeScope, selfType: model ?? TypeModel.opaque, isStatic: isStatic, description: isStatic ? "static method" : "instance method")
      } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
        let context = BodyContext(
          kind: .initializer, selfType: model ?? TypeModel.opaque, isMutating: true, returnType: .void,
          isThrowing: initializer.signature.effectSpecifiers?.throwsClause != nil, id: newBodyID(), description: "initializer")
        let bodyScope = StaticScope(parent: typeScope, context: context)
        let parameters = parameters(initializer.signature.parameterClause.parameters, in: typeScope)
        declareParameters(initializer.signature.parameterClause.parameters, signature: CheckedSignature(parameters: parameters), in: bodyScope)
        checkInitializerBody(initializer, in: typeName)
        if let body = initializer.body {
          walkBody(body.statements, in: bodyScope, returnType: .void, closingBrace: body.rightBrace, description: "initializer")
        }
      } else if let variables = declaration.as(VariableDeclSyntax.self) {
        if let attribute = entry.lowering.propertyWrappers.wrapperAttribute(of: variables) {
          reportWrapperLeftAsWritten(variables, attribute: attribute)
        }
        reportTypesUsedAsAttributes(variables)
        reportLazyConstant(variables)
        for binding in variables.bindings {
          let type = resolveType(binding.typeAnnotation?.type, in: typeScope)
          checkReferenceOwnership(of: variables, binding: binding, type: type)
          if let model, !isStatic { checkStoredOverride(binding, of: variables, in: model) }
          let memberScope = StaticScope(
            parent: typeScope,
            context: BodyContext(kind: .getter, selfType: model ?? TypeModel.opaque, isStatic: isStatic, isMutating: true, returnType: type, id: newBodyID(), description: "initial value"))
          if let initializer = binding.initializer {
            let estimate = estimate(initializer.value, in: memberScope, expected: type)
            if let type { checkConversion(estimate, of: initializer.value, to: type) }
          }
          if let accessors = binding.accessorBlock {
            walkAccessors(accessors, type: type, in: typeScope, selfType: model ?? TypeModel.opaque, isStatic: isStatic)
          }
        }
      } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements {
          if let raw = element.rawValue { _ = estimate(raw.value, in: typeScope) }
        }
      } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
        let context = BodyContext(
          kind: .getter, selfType: model ?? TypeModel.opaque, isMutating: true, returnType: nil, id: newBodyID(), description: "subscript")
        let bodyScope = StaticScope(parent: typeScope, context: context)
        let parameters = parameters(subscriptDeclaration.parameterClause.parameters, in: typeScope)
        declareParameters(subscriptDeclaration.parameterClause.parameters, signature: CheckedSignature(parameters: parameters), in: bodyScope)
        if let accessors = subscriptDeclaration.accessorBlock {
          walkAccessors(accessors, type: nil, in: bodyScope, selfType: model ?? TypeModel.opaque)
        }
      } else {
        walkDeclaration(declaration, in: typeScope)
      }
    }
  }
}
