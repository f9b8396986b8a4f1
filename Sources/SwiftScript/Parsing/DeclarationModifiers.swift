import SwiftSyntax

extension DeclSyntax {
  /// Whether a member declaration belongs to the type rather than its instances (`static` or
  /// `class`).
  var isStaticMember: Bool {
    memberModifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ?? false
  }

  /// Whether a member declaration says `override`.
  var isOverride: Bool {
    memberModifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
  }

  /// The modifiers of a function, property or subscript declaration. (A switch over the kinds that
  /// take them, not `asProtocol(WithModifiersSyntax.self)`: that is a dynamic cast whose first use
  /// per node type scans every protocol conformance record.)
  private var memberModifiers: DeclModifierListSyntax? {
    switch self.as(DeclSyntaxEnum.self) {
    case .functionDecl(let function): function.modifiers
    case .variableDecl(let variable): variable.modifiers
    case .subscriptDecl(let subscriptDeclaration): subscriptDeclaration.modifiers
    default: nil
    }
  }
}
