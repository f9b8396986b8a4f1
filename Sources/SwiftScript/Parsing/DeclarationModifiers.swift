import SwiftSyntax

extension DeclSyntax {
  /// Whether a member declaration belongs to the type rather than its instances (`static` or
  /// `class`).
  var isStaticMember: Bool {
    // A switch over the kinds that take `static`, not `asProtocol(WithModifiersSyntax.self)`: that
    // is a dynamic cast whose first use per node type scans every protocol conformance record.
    let modifiers: DeclModifierListSyntax
    switch self.as(DeclSyntaxEnum.self) {
    case .functionDecl(let function): modifiers = function.modifiers
    case .variableDecl(let variable): modifiers = variable.modifiers
    case .subscriptDecl(let subscriptDeclaration): modifiers = subscriptDeclaration.modifiers
    default: return false
    }
    return modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}
