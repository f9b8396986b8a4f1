import SwiftSyntax

/// Swift's `private` for a type's members: a `private` member is reached only inside the type's
/// body (types nested in it too) and its extensions, a `private(set)` property set only there.
/// (A script is one file, so `fileprivate` and a top-level `private` hide nothing from it.)
extension NameChecker {
  /// What a member's `private` modifier hides.
  enum PrivateAccess: Equatable {
    /// `private`: the member itself.
    case member
    /// `private(set)`: its setter.
    case setter
  }

  /// The `private` modifier of a member declaration, if it has one.
  static func privateAccess(of declaration: DeclSyntax) -> PrivateAccess? {
    guard let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers,
      let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.private) })
    else { return nil }
    return modifier.detail?.detail.tokenKind == .identifier("set") ? .setter : .member
  }

  /// Reports `base.name` when `name` is a `private` member of the base's type (or a superclass's)
  /// and `access` is outside that type, in swiftc's words; also a store into a `private(set)`
  /// property from outside.
  func checkAccessLevel(_ name: String, of type: ScriptType, at access: MemberAccessExprSyntax) {
    guard case .named(let typeName) = type.unwrapped, let model = model(named: typeName) else { return }
    checkAccessLevel(name, of: model, at: access.declName, storedBy: storeOperator(into: access))
  }

  /// Reports a bare `name` (a member of `self`'s type `model`, or of a superclass) that is `private`
  /// to a type `node` is outside of (a superclass's, reached from a subclass).
  func checkAccessLevel(_ name: String, of model: TypeModel, at node: some SyntaxProtocol, storedBy store: Syntax? = nil) {
    var current: TypeModel? = model
    while let here = current {
      let declares = here.properties[name] != nil || here.methods[name] != nil || here.staticProperties[name] != nil
        || here.staticMethods[name] != nil
      if here.privateMembers.contains(name) {
        if !isInside(type: here.name, node) { report("'\(name)' is inaccessible due to 'private' protection level", at: node) }
        return
      }
      if here.privateSetters.contains(name) {
        if let store, !isInside(type: here.name, node) {
          if store.is(AssignmentExprSyntax.self) {
            report("cannot assign to property: '\(name)' setter is inaccessible", at: node)
          } else {
            report("left side of mutating operator isn't mutable: '\(name)' setter is inaccessible", at: store)
          }
        }
        return
      }
      if declares { return }
      current = here.superclass
    }
  }

  /// Records that `call` runs the `private` method `name` of `model` (or of the superclass that
  /// declares it): Swift calls that one, which no subclass's method of the name overrides.
  func recordPrivateMethodCall(_ name: String, of model: TypeModel, at call: FunctionCallExprSyntax) {
    // (Only a class has subclasses to declare a method of the same name.)
    guard model.kind == .classType else { return }
    var current: TypeModel? = model
    while let here = current {
      if here.methods[name] != nil {
        if here.privateMembers.contains(name) { decisions.record(.privateMethod(here.name), at: call) }
        return
      }
      current = here.superclass
    }
  }

  /// The operator that stores into `access` (`=`, `+=`, …) when it is an assignment's left side.
  private func storeOperator(into access: MemberAccessExprSyntax) -> Syntax? {
    guard let infix = access.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == access.id else { return nil }
    if infix.operator.is(AssignmentExprSyntax.self) { return Syntax(infix.operator) }
    if let binary = infix.operator.as(BinaryOperatorExprSyntax.self), binary.operator.text.hasSuffix("="),
      !["==", "!=", "<=", ">=", "==="].contains(binary.operator.text)
    {
      return Syntax(binary.operator)
    }
    return nil
  }

  /// Whether `node` is written inside the declaration of the type `name` (or a type nested in
  /// it) or an extension of it.
  func isInside(type name: String, _ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let here = current {
      if let declaration = here.asProtocol(NamedDeclSyntax.self), here.is(ClassDeclSyntax.self) || here.is(StructDeclSyntax.self)
        || here.is(EnumDeclSyntax.self), declaration.name.text == name
      {
        return true
      }
      if let extensionDeclaration = here.as(ExtensionDeclSyntax.self), extensionDeclaration.extendedType.trimmedDescription == name { return true }
      current = here.parent
    }
    return false
  }
}
