import SwiftSyntax

/// A class's `private` stored property that a subclass declares again (`class Base { private var
/// secret = 1 }`, `class Derived: Base { var secret = "two" }`): two properties, each seen by its
/// own class's code. The workbook keeps an instance's stored properties by name, so the
/// superclass's is written under a name of its own (`__private_Base_secret`) in the superclass's
/// body and its extensions in the same entry: its declaration, every member access `.secret`
/// there, and every bare `secret` no parameter or local of that name shadows. Everything else
/// (the subclass's code, code outside both) names the subclass's.
///
/// A subclass declared in a later entry than its superclass is reported by the interpreter as not
/// supported (``Interpreter/checkPrivateShadowing(_:)``).
enum PrivateShadowLowering {
  /// The name the superclass's property is written under.
  static func hiddenName(_ name: String, of type: String) -> String { "__private_\(type)_\(name)" }

  static func edits(of tree: SourceFileSyntax) -> [SourceEdit] {
    let finder = ClassFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard finder.classes.count > 1 else { return [] }
    let classes = Dictionary(finder.classes.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
    // Each superclass's private stored property a subclass in the entry declares again.
    var shadowed: [String: Set<String>] = [:]
    for type in finder.classes {
      let names = storedPropertyNames(of: type, privateOnly: false)
      guard !names.isEmpty else { continue }
      var ancestor = superclassName(of: type).flatMap { classes[$0] }
      var seen: Set<String> = [type.name.text]
      while let current = ancestor, seen.insert(current.name.text).inserted {
        let hidden = names.intersection(storedPropertyNames(of: current, privateOnly: true))
        if !hidden.isEmpty { shadowed[current.name.text, default: []].formUnion(hidden) }
        ancestor = superclassName(of: current).flatMap { classes[$0] }
      }
    }
    guard !shadowed.isEmpty else { return [] }
    var edits: [SourceEdit] = []
    for (typeName, names) in shadowed {
      let renames = Dictionary(uniqueKeysWithValues: names.map { ($0, hiddenName($0, of: typeName)) })
      var bodies: [Syntax] = []
      if let type = classes[typeName] { bodies.append(Syntax(type.memberBlock)) }
      bodies += finder.extensions.filter { $0.extendedType.trimmedDescription == typeName }.map { Syntax($0.memberBlock) }
      for body in bodies {
        let uses = PrivateNameUses(renames: renames, body: body)
        uses.walk(body)
        edits += uses.edits
      }
    }
    return edits
  }

  /// The names of `type`'s own stored instance properties (only the `private` ones, if asked).
  private static func storedPropertyNames(of type: ClassDeclSyntax, privateOnly: Bool) -> Set<String> {
    var names: Set<String> = []
    for member in type.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !DeclSyntax(variable).isStaticMember,
        variable.attributes.isEmpty
      else { continue }
      if privateOnly, !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }) { continue }
      for binding in variable.bindings where !ComputedGlobalLowering.isComputed(variable) {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
      }
    }
    return names
  }

  private static func superclassName(of type: ClassDeclSyntax) -> String? {
    type.inheritanceClause?.inheritedTypes.first?.type.nameWithoutGenericArguments
  }
}

/// The classes and extensions an entry declares, at any depth.
private final class ClassFinder: SyntaxVisitor {
  var classes: [ClassDeclSyntax] = []
  var extensions: [ExtensionDeclSyntax] = []

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(node)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extensions.append(node)
    return .visitChildren
  }
}

/// In a superclass's body or extension: its hidden properties' declarations and uses, each to be
/// written under the hidden name.
private final class PrivateNameUses: SyntaxVisitor {
  let renames: [String: String]
  /// The member block being rewritten: its own declarations are the properties.
  let body: Syntax
  var edits: [SourceEdit] = []

  init(renames: [String: String], body: Syntax) {
    self.renames = renames
    self.body = body
    super.init(viewMode: .sourceAccurate)
  }

  private func rename(_ token: TokenSyntax, to name: String) {
    let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(SourceEdit(range: start..<(start + token.text.utf8.count), text: name))
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    // The declaration itself: a binding of a variable declared directly in the body.
    if let hidden = renames[node.identifier.text], let variable = node.parent?.parent?.parent?.as(VariableDeclSyntax.self),
      variable.parent?.parent?.parent?.id == body.id
    {
      rename(node.identifier, to: hidden)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let hidden = renames[node.baseName.text], node.argumentNames == nil else { return .visitChildren }
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      // `self.secret`, `other.secret`: the member, whatever the base.
      if access.base != nil { rename(node.baseName, to: hidden) }
      return .visitChildren
    }
    if !isShadowed(node.baseName.text, at: node) { rename(node.baseName, to: hidden) }
    return .visitChildren
  }

  /// Whether a parameter, closure parameter or local declared in an enclosing block of the body
  /// named `name` is what `node` means.
  private func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let here = current, here.id != body.id {
      if LoweredNames.binds(name, at: here) { return true }
      current = here.parent
    }
    return false
  }
}
