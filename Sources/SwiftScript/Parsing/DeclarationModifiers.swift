import SwiftSyntax

extension DeclSyntax {
  /// Whether a member declaration belongs to the type rather than its instances (`static` or
  /// `class`).
  var isStaticMember: Bool {
    asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    } ?? false
  }
}
