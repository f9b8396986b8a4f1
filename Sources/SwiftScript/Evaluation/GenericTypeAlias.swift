import SwiftSyntax

/// A generic `typealias` (`typealias Pair<T> = (T, T)`, `typealias Handler<R> = (R) -> Void`):
/// a use of it (`Pair<Int>`) is the aliased type with the arguments written in the parameters'
/// places, resolved as if written so.
struct GenericTypeAlias {
  /// The generic parameters' names, in order.
  let parameters: [String]
  /// The aliased type as written.
  let type: TypeSyntax

  /// The aliased type with `arguments` in place of the parameters; nil when their number differs.
  func expanded(with arguments: GenericArgumentClauseSyntax) -> TypeSyntax? {
    var replacements: [String: TypeSyntax] = [:]
    for (parameter, argument) in zip(parameters, arguments.arguments) {
      guard case .type(let written) = argument.argument else { return nil }
      replacements[parameter] = written.trimmed
    }
    guard replacements.count == parameters.count, arguments.arguments.count == parameters.count else { return nil }
    return ParameterReplacer(replacements).rewrite(type).as(TypeSyntax.self)
  }
}

/// Puts written types in place of generic parameter names in a type.
private final class ParameterReplacer: SyntaxRewriter {
  let replacements: [String: TypeSyntax]

  init(_ replacements: [String: TypeSyntax]) {
    self.replacements = replacements
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.genericArgumentClause == nil, let replacement = replacements[node.name.text] else { return super.visit(node) }
    return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }
}
