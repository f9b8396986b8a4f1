import SwiftSyntax

/// The storage an `inout` argument reaches: a variable, then the stored properties, tuple elements
/// and subscripts (`a[i]`, `d[k]!`) on the way (`&players[0].score` is `players`, subscript,
/// `score`). The checker compares two of a call's (swiftc's exclusivity errors); the interpreter
/// starts an access to the variable (``Interpreter/beginInoutAccesses(_:in:)``).
struct InoutPath {
  enum Component: Equatable {
    case member(String)
    /// A subscript, with its arguments as written.
    case `subscript`(String)

    var isSubscript: Bool {
      if case .subscript = self { return true }
      return false
    }
  }

  let root: String
  /// Where the path names its variable.
  let rootReference: DeclReferenceExprSyntax
  let components: [Component]

  init?(_ expression: ExprSyntax) {
    var components: [Component] = []
    var current = expression
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard case .identifier(let name) = reference.baseName.tokenKind else { return nil }
        root = name
        rootReference = reference
        self.components = components.reversed()
        return
      }
      if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        components.append(.member(access.declName.baseName.text))
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        components.append(.subscript(subscriptCall.arguments.trimmedDescription))
        current = subscriptCall.calledExpression
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        return nil
      }
    }
  }

  /// The name of the variable `expression` reaches (``root``) and whether the path goes on past it,
  /// found as ``init(_:)`` finds it but without writing out the subscripts' arguments (an access
  /// begun on every mutating call asks only this).
  static func root(of expression: ExprSyntax) -> (name: String, hasComponents: Bool)? {
    var current = expression
    var hasComponents = false
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard case .identifier(let name) = reference.baseName.tokenKind else { return nil }
        return (name, hasComponents)
      }
      if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        hasComponents = true
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        hasComponents = true
        current = subscriptCall.calledExpression
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        return nil
      }
    }
  }

  /// How two paths from one variable overlap, as swiftc tells it.
  enum Overlap {
    /// Disjoint stored properties or tuple elements (`&p.x, &p.y`).
    case none
    /// The whole variable twice (`&x, &x`).
    case sameVariable
    /// Through the same subscript (`&a[0], &a[0]`, `&p[0].x, &p[0].y`).
    case sameSubscript
    /// Storage both reach, named by the path they share (`a` for `&a[0], &a[1]`, `p.x` for
    /// `&p.x, &p.x`, `p` for `&p, &p.x`).
    case overlapping(String)
  }

  func overlap(with other: InoutPath) -> Overlap {
    guard root == other.root else { return .none }
    var common = root
    for (mine, theirs) in zip(components, other.components) {
      if mine == theirs {
        if mine.isSubscript { return .sameSubscript }
        if case .member(let name) = mine { common += "." + name }
        continue
      }
      return mine.isSubscript || theirs.isSubscript ? .overlapping(common) : .none
    }
    return components.isEmpty && other.components.isEmpty ? .sameVariable : .overlapping(common)
  }
}
