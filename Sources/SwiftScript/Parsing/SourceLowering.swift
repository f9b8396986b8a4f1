import SwiftSyntax
import Foundation

/// A replacement of a range of an entry's text (UTF-8 offsets).
struct SourceEdit {
  let range: Range<Int>
  let text: String
}

/// What the lowerings of a session's entries know of its earlier ones.
struct SessionLowering: Sendable {
  /// The property wrapper types declared so far.
  var propertyWrappers = PropertyWrapperTypes()
  /// The computed global variables declared so far (`ComputedGlobalLowering`).
  var computedGlobals: Set<String> = []

  /// Learns what `file` (an entry, as written) declares.
  mutating func learn(from file: SourceFileSyntax) {
    propertyWrappers.addTypes(declaredIn: file)
    for item in file.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        let isComputed = ComputedGlobalLowering.isComputed(variable)
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          if isComputed { computedGlobals.insert(name) } else { computedGlobals.remove(name) }
        }
      } else if let function = item.item.as(FunctionDeclSyntax.self) {
        computedGlobals.remove(function.name.text)
      }
    }
  }
}

/// Writes what the workbook runs in terms of plainer Swift into the entry's text before anything
/// else sees it, keeping every line where it was (locations stay right, but for columns on those
/// lines): property wrappers (`PropertyWrapperLowering`), actors (`ActorLowering`), computed
/// global variables (`ComputedGlobalLowering`), names qualified by the standard library's
/// module (`ModuleQualifierLowering`) and a superclass's `private` stored property a subclass
/// declares again (`PrivateShadowLowering`).
enum SourceLowering {
  /// `source` with the lowerings' edits of `tree` made, or nil when there are none. `session`:
  /// what the earlier entries declared, and this one's declarations already learned.
  static func lower(_ source: String, tree: SourceFileSyntax, session: SessionLowering) -> String? {
    // Property wrappers first, on their own: what they write (a wrapped local with observers is
    // a computed local) is the others' to lower.
    var source = source
    var tree = tree
    var isLowered = false
    let wrapperEdits = PropertyWrapperLowering.edits(of: tree, wrappers: session.propertyWrappers)
    if !wrapperEdits.isEmpty {
      source = applying(wrapperEdits, to: source)
      tree = ScriptParser.parseTree(source)
      isLowered = true
    }
    let edits =
      ActorLowering.edits(of: tree) + ModuleQualifierLowering.edits(of: tree)
      + ComputedGlobalLowering.edits(of: tree, computed: session.computedGlobals) + PrivateShadowLowering.edits(of: tree)
    guard !edits.isEmpty else { return isLowered ? source : nil }
    return applying(edits, to: source)
  }

  /// `source` with `edits` made (none of them overlapping).
  private static func applying(_ edits: [SourceEdit], to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= bytes.count {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Actors, written as the classes they run as here: `actor Logger` becomes
/// `@_actor final class Logger` (the workbook runs one entry at a time, so an actor's isolation
/// has nothing to protect at run time). The checker knows the type as an actor by the marker
/// and rejects what Swift rejects: an actor's mutable state or methods reached from outside it
/// without `await` (``SwiftSyntax/ClassDeclSyntax/isLoweredActor``).
enum ActorLowering {
  static func edits(of tree: SourceFileSyntax) -> [SourceEdit] {
    let finder = ActorFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    var edits: [SourceEdit] = []
    for actor in finder.found {
      let start = actor.positionAfterSkippingLeadingTrivia.utf8Offset
      let keyword = actor.actorKeyword
      let keywordRange = keyword.positionAfterSkippingLeadingTrivia.utf8Offset..<keyword.endPositionBeforeTrailingTrivia.utf8Offset
      if keywordRange.lowerBound == start {
        edits.append(SourceEdit(range: keywordRange, text: "@_actor final class"))
      } else {
        edits.append(SourceEdit(range: start..<start, text: "@_actor "))
        edits.append(SourceEdit(range: keywordRange, text: "final class"))
      }
    }
    return edits
  }
}

private final class ActorFinder: SyntaxVisitor {
  var found: [ActorDeclSyntax] = []

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}

extension ClassDeclSyntax {
  /// Whether this class was an `actor` (``ActorLowering``).
  var isLoweredActor: Bool {
    attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_actor" }
  }
}

/// `Swift.abs(-3)`, `Swift.Int`: a name qualified by the standard library's module is the name
/// itself (a script declares nothing of its own named `Swift`).
enum ModuleQualifierLowering {
  static func edits(of tree: SourceFileSyntax) -> [SourceEdit] {
    let finder = ModuleQualifierFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }
}

private final class ModuleQualifierFinder: SyntaxVisitor {
  var found: [SourceEdit] = []

  private func drop(from start: AbsolutePosition, through end: AbsolutePosition) {
    found.append(SourceEdit(range: start.utf8Offset..<end.utf8Offset, text: ""))
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Swift", base.argumentNames == nil {
      drop(from: base.positionAfterSkippingLeadingTrivia, through: node.period.endPositionBeforeTrailingTrivia)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Swift", base.genericArgumentClause == nil {
      drop(from: base.positionAfterSkippingLeadingTrivia, through: node.period.endPositionBeforeTrailingTrivia)
    }
    return .visitChildren
  }
}

/// A computed variable (`var doubled: Int { get { … } set { … } }`), global or local, written as
/// the static property of a type of its own (`enum __computed_doubled { static var value: Int
/// { … } }`), each use of its name reading or writing that property: a global's in this entry
/// and later ones, a local's in the rest of its block. A use inside a function or closure with a
/// parameter of the same name, inside a block declaring a variable of that name, or inside a type
/// with a member of that name, is that one. (A local's holder reaches the locals around it, as
/// the workbook's scopes allow: a function's computed local reads and sets its other locals.)
enum ComputedGlobalLowering {
  /// Whether `variable` is a computed variable (accessors other than `willSet`/`didSet`).
  static func isComputed(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindings.count == 1, let accessors = variable.bindings.first?.accessorBlock else { return false }
    switch accessors.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
    }
  }

  /// The type a computed variable named `name` is written as (a local's has `__` and where it is
  /// after that).
  static func holder(of name: String) -> String { "__computed_\(name)" }

  /// The variable a holder type stands for (`x` for `__computed_x` and `__computed_x__120`).
  static func variableName(ofHolder holder: String) -> String? {
    guard holder.hasPrefix("__computed_") else { return nil }
    let name = holder.dropFirst("__computed_".count)
    if let separator = name.range(of: "__", options: .backwards), name[separator.upperBound...].allSatisfy(\.isNumber) {
      return String(name[..<separator.lowerBound])
    }
    return String(name)
  }

  static func edits(of tree: SourceFileSyntax, computed session: Set<String>) -> [SourceEdit] {
    var names = session
    var edits: [SourceEdit] = []
    for item in tree.statements {
      guard let variable = item.item.as(VariableDeclSyntax.self), let name = computedName(variable) else { continue }
      names.insert(name)
      edits += declarationEdits(variable, holder: holder(of: name))
    }
    if !names.isEmpty {
      let uses = ComputedGlobalUses(holders: Dictionary(uniqueKeysWithValues: names.map { ($0, holder(of: $0)) }), declaredIn: nil)
      uses.walk(tree)
      edits += uses.edits
    }
    // Computed locals: in every block below the top level, for the rest of the block.
    let locals = ComputedLocalFinder(viewMode: .sourceAccurate)
    locals.walk(tree)
    for (block, offset, variable, name) in locals.found {
      // Named by where it is, so that no other holder (a global's, another function's) has its name.
      let holder = holder(of: name) + "__\(variable.positionAfterSkippingLeadingTrivia.utf8Offset)"
      edits += declarationEdits(variable, holder: holder)
      let uses = ComputedGlobalUses(holders: [name: holder], declaredIn: block.id)
      // Its own accessors' uses too (a setter storing into it runs it again, as in Swift).
      if let accessors = variable.bindings.first?.accessorBlock { uses.walk(accessors) }
      for item in block.dropFirst(offset + 1) { uses.walk(item) }
      edits += uses.edits
    }
    return edits
  }

  /// The name `variable` declares when it is a computed variable.
  fileprivate static func computedName(_ variable: VariableDeclSyntax) -> String? {
    guard isComputed(variable), let binding = variable.bindings.first else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// `var doubled` becomes `enum __computed_doubled { static var value`, and ` }` closes it after
  /// the accessors (which keep their text, and the edits inside them).
  private static func declarationEdits(_ variable: VariableDeclSyntax, holder: String) -> [SourceEdit] {
    guard let binding = variable.bindings.first else { return [] }
    let start = variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
    let close = variable.endPositionBeforeTrailingTrivia.utf8Offset
    return [
      SourceEdit(range: start..<end, text: "enum \(holder) { static var value"),
      SourceEdit(range: close..<close, text: " }"),
    ]
  }
}

/// The computed variables declared in blocks below the top level, each with its block and its
/// item's place there.
private final class ComputedLocalFinder: SyntaxVisitor {
  var found: [(block: CodeBlockItemListSyntax, offset: Int, variable: VariableDeclSyntax, name: String)] = []

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    guard !(node.parent?.is(SourceFileSyntax.self) ?? false) else { return .visitChildren }
    for (offset, item) in node.enumerated() {
      if let variable = item.item.as(VariableDeclSyntax.self), let name = ComputedGlobalLowering.computedName(variable) {
        found.append((node, offset, variable, name))
      }
    }
    return .visitChildren
  }
}

/// The uses of computed variables' names, each to become the holder's `value`.
private final class ComputedGlobalUses: SyntaxVisitor {
  /// Each computed variable's name and its holder type's.
  let holders: [String: String]
  /// The block declaring a computed local (nil: globals): its own declaration shadows nothing.
  let declaringBlock: SyntaxIdentifier?
  var edits: [SourceEdit] = []

  init(holders: [String: String], declaredIn declaringBlock: SyntaxIdentifier?) {
    self.holders = holders
    self.declaringBlock = declaringBlock
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard let holder = holders[name], node.argumentNames == nil, !isShadowed(name, at: node) else { return .visitChildren }
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(SourceEdit(range: start..<end, text: holder + ".value"))
    return .visitChildren
  }

  /// Whether a parameter, a closure parameter, a local declared in an enclosing block, or a member
  /// of an enclosing type named `name` is what `node` means.
  private func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let here = current, here.id != declaringBlock {
      if LoweredNames.binds(name, at: here) { return true }
      if let members = here.as(MemberBlockSyntax.self),
        members.members.contains(where: { member in
          member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
            || member.decl.as(FunctionDeclSyntax.self)?.name.text == name
        })
      {
        return true
      }
      current = here.parent
    }
    return false
  }
}

/// What the lowerings that write a name's uses anew ask of the nodes around a use.
enum LoweredNames {
  /// Whether `node` binds `name` for what is inside it: a function's, an initializer's or a
  /// closure's parameter, or a local a block below the top level declares.
  static func binds(_ name: String, at node: Syntax) -> Bool {
    func named(_ parameters: FunctionParameterListSyntax) -> Bool {
      parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
    if let function = node.as(FunctionDeclSyntax.self) { return named(function.signature.parameterClause.parameters) }
    if let initializer = node.as(InitializerDeclSyntax.self) { return named(initializer.signature.parameterClause.parameters) }
    if let closure = node.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
      switch parameters {
      case .simpleInput(let list): return list.contains { $0.name.text == name }
      case .parameterClause(let clause): return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
      }
    }
    if let block = node.as(CodeBlockItemListSyntax.self), !(block.parent?.is(SourceFileSyntax.self) ?? false) {
      return block.contains { item in
        item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
      }
    }
    return false
  }
}
