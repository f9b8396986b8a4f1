import SwiftSyntax

/// The names a declaration introduces, read by a switch over its kind.
///
/// Not `asProtocol(NamedDeclSyntax.self)` or `asProtocol(WithGenericParametersSyntax.self)`: those
/// are dynamic casts whose first use per node type scans every protocol conformance record.
extension DeclSyntax {
  /// The name a type declaration introduces (struct, class, enum, actor, protocol, typealias,
  /// associated type); nil for other declarations.
  var declaredTypeName: TokenSyntax? {
    switch self.as(DeclSyntaxEnum.self) {
    case .structDecl(let type): type.name
    case .classDecl(let type): type.name
    case .enumDecl(let type): type.name
    case .actorDecl(let type): type.name
    case .protocolDecl(let type): type.name
    case .typeAliasDecl(let type): type.name
    case .associatedTypeDecl(let type): type.name
    default: nil
    }
  }

  /// The generic parameters a declaration introduces (`<T>` of a struct, function, initializer...).
  var genericParameters: GenericParameterClauseSyntax? {
    switch self.as(DeclSyntaxEnum.self) {
    case .structDecl(let declaration): declaration.genericParameterClause
    case .classDecl(let declaration): declaration.genericParameterClause
    case .enumDecl(let declaration): declaration.genericParameterClause
    case .actorDecl(let declaration): declaration.genericParameterClause
    case .typeAliasDecl(let declaration): declaration.genericParameterClause
    case .functionDecl(let declaration): declaration.genericParameterClause
    case .initializerDecl(let declaration): declaration.genericParameterClause
    case .subscriptDecl(let declaration): declaration.genericParameterClause
    case .macroDecl(let declaration): declaration.genericParameterClause
    default: nil
    }
  }
}
