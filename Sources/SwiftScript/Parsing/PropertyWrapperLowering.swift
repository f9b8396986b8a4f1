import SwiftSyntax

/// The property wrapper types a session has declared (`@propertyWrapper struct TwelveOrLess`),
/// for the entries after the one that declared them.
struct PropertyWrapperTypes: Sendable {
  /// What the lowering needs to know of a wrapper type.
  struct Shape: Sendable {
    /// Whether it declares a `projectedValue` (`$name`).
    var projects = false
    /// Whether it can be made from a wrapped value (`init(wrappedValue:)`, declared or memberwise):
    /// then a memberwise initializer takes the wrapped value, else the wrapper itself.
    var takesWrappedValue = false
    /// Whether it can be made with no arguments (`init()`, declared or implicit).
    var takesNothing = false
  }

  /// Each wrapper type, by name.
  private(set) var shapes: [String: Shape] = [:]

  var isEmpty: Bool { shapes.isEmpty }

  /// Adds the wrapper types `file` declares, at any depth.
  mutating func addTypes(declaredIn file: SourceFileSyntax) {
    let finder = WrapperTypeFinder(viewMode: .sourceAccurate)
    finder.walk(file)
    for (name, shape) in finder.found { shapes[name] = shape }
  }

  /// The attribute of `variable` that names a known wrapper type, if any.
  func wrapperAttribute(of variable: VariableDeclSyntax) -> AttributeSyntax? {
    for element in variable.attributes {
      guard let attribute = element.as(AttributeSyntax.self), let name = Self.baseName(of: attribute), shapes[name] != nil else { continue }
      return attribute
    }
    return nil
  }

  /// `Clamped` for `@Clamped<Int>(0...9)`.
  static func baseName(of attribute: AttributeSyntax) -> String? {
    attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
  }
}

/// Writes each use of a property wrapper out as Swift defines it, in the source text, keeping
/// every line where it was (so that locations stay right, but for columns on those lines).
///
/// A wrapped property of a type, `@W(a) var x: T = v`, becomes its backing storage and the
/// property that reads and writes through it (its setter running `willSet`/`didSet`, if any):
/// `private var _x = W(wrappedValue: v, a); var x: T { get { _x.wrappedValue } set { _x.wrappedValue = newValue } }`,
/// and, when `W` declares a `projectedValue`, `var $x { _x.projectedValue }`. Without `= v` the
/// storage is `W(a)`, or `W()`, or unset when `W` needs arguments. The storage carries a marker
/// (`@_wrapperStorage`) for the memberwise initializer, which takes `x`. A wrapped local variable
/// becomes its storage, and each use of its name after it in its block `_x.wrappedValue` (`$x`,
/// `_x.projectedValue`); one with observers, its storage and a computed local like the property.
/// A wrapped global is left as written, for the checker to report as Swift does ("not yet
/// supported in top-level code").
enum PropertyWrapperLowering {
  /// The edits of `tree`'s text that write its wrapped variables out.
  static func edits(of tree: SourceFileSyntax, wrappers: PropertyWrapperTypes) -> [SourceEdit] {
    guard !wrappers.isEmpty else { return [] }
    let finder = WrappedVariableFinder(wrappers: wrappers)
    finder.walk(tree)
    var edits: [SourceEdit] = []
    var localNames: [(name: String, scope: Syntax, after: AbsolutePosition)] = []
    for (variable, attribute) in finder.found {
      guard let edit = lowering(variable, attribute, wrappers: wrappers) else { continue }
      edits.append(edit.edit)
      if let scope = edit.localScope, let name = edit.name { localNames.append((name, scope, variable.endPosition)) }
    }
    // Uses of wrapped locals after their declaration.
    let uses = WrappedNameUses(locals: localNames)
    uses.walk(tree)
    return edits + uses.edits
  }

  /// The text that replaces one wrapped variable's declaration; for a local one, the scope its
  /// name is used in. Nil for a form left to be reported (a global, a `let`, several names,
  /// observers).
  private static func lowering(_ variable: VariableDeclSyntax, _ attribute: AttributeSyntax, wrappers: PropertyWrapperTypes)
    -> (edit: SourceEdit, name: String?, localScope: Syntax?)?
  {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let wrapperName = PropertyWrapperTypes.baseName(of: attribute)
    else { return nil }
    // A wrapped variable's `willSet`/`didSet` run in its setter.
    var setter = "set { _\(name).wrappedValue = newValue }"
    let isObserved = binding.accessorBlock != nil
    if let accessors = binding.accessorBlock {
      guard let observed = observedSetter(of: name, accessors, declarationStart: variable.positionAfterSkippingLeadingTrivia) else { return nil }
      setter = observed
    }
    let wrapper = attribute.attributeName.trimmedDescription
    var arguments: [String] = []
    if let value = binding.initializer?.value { arguments.append("wrappedValue: " + value.trimmedDescription) }
    if case .argumentList(let list)? = attribute.arguments, !list.isEmpty { arguments.append(list.trimmedDescription) }
    // Without arguments for a wrapper that needs some, the storage starts unset (an initializer
    // sets it, as Swift requires).
    let startsUnset = arguments.isEmpty && wrappers.shapes[wrapperName]?.takesNothing == false
    let storage = startsUnset ? "" : " = \(wrapper)(\(arguments.joined(separator: ", ")))"
    let otherAttributes = variable.attributes.filter { $0.as(AttributeSyntax.self) != attribute }.map(\.trimmedDescription)
    let modifiers = variable.modifiers.map(\.trimmedDescription)
    let accessModifiers: Set<String> = ["public", "internal", "fileprivate", "private", "open", "package"]
    let storageModifiers = ["private"] + variable.modifiers.filter { !accessModifiers.contains($0.name.text) }.map(\.trimmedDescription)
    let text: String
    let localScope: Syntax?
    if variable.parent?.is(MemberBlockItemSyntax.self) == true {
      let type = binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? ""
      let prefix = (otherAttributes + modifiers).joined(separator: " ")
      // The storage says whose it is, and how a memberwise initializer's argument becomes it
      // (``VariableDeclSyntax/wrapperStorage``).
      var marker = "@_wrapperStorage(of: \"\(name)\""
      let givesWrappedValue = attribute.arguments.map { "\($0)".contains("wrappedValue:") } ?? false
      if wrappers.shapes[wrapperName]?.takesWrappedValue == true, !givesWrappedValue {
        let extra = arguments.count > (binding.initializer == nil ? 0 : 1) ? ", " + (arguments.last ?? "") : ""
        marker += ", wrap: { \(wrapper)(wrappedValue: $0\(extra)) }"
      }
      marker += ")"
      var parts = [
        ([marker] + storageModifiers + ["var _\(name)" + (startsUnset ? ": \(wrapper)" : storage)]).joined(separator: " "),
        (prefix.isEmpty ? "" : prefix + " ")
          + "var \(name)\(type) { get { _\(name).wrappedValue } \(setter) }",
      ]
      if wrappers.shapes[wrapperName]?.projects == true {
        parts.append((prefix.isEmpty ? "" : prefix + " ") + "var $\(name) { _\(name).projectedValue }")
      }
      text = parts.joined(separator: "; ")
      localScope = nil
    } else {
      guard variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == false else { return nil }
      text = (modifiers + ["var _\(name)" + (startsUnset ? ": \(wrapper)" : storage)]).joined(separator: " ")
        // With observers, a computed local reading and writing through the storage (lowered
        // next, by `ComputedGlobalLowering`), its uses left as they are.
        + (isObserved
          ? "; var \(name)\(binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? "") { get { _\(name).wrappedValue } \(setter) }"
          : "")
      localScope = isObserved ? nil : variable.parent?.parent
    }
    // The lines the declaration took stay taken.
    let original = variable.trimmedDescription
    let missingLines = original.count(where: { $0 == "\n" }) - text.count(where: { $0 == "\n" })
    let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = variable.endPositionBeforeTrailingTrivia.utf8Offset
    return (SourceEdit(range: start..<end, text: text + String(repeating: "\n", count: max(0, missingLines))), name, localScope)
  }

  /// The setter of a wrapped property `name` declared with `willSet`/`didSet` (`accessors`):
  /// `willSet`'s body, the store into the wrapper, `didSet`'s body, with `oldValue` read before
  /// when `didSet` uses it. (A store into the property inside them runs them again, as Swift
  /// does for a wrapped property.) Each body is a labeled `do` that its `return`s break out of,
  /// and starts on its own line when the accessors are written in that order. Nil for other
  /// accessors.
  private static func observedSetter(of name: String, _ accessors: AccessorBlockSyntax, declarationStart: AbsolutePosition) -> String? {
    guard case .accessors(let list) = accessors.accessors, !list.isEmpty else { return nil }
    var willSet: AccessorDeclSyntax?
    var didSet: AccessorDeclSyntax?
    for accessor in list {
      guard accessor.body != nil else { return nil }
      switch accessor.accessorSpecifier.tokenKind {
      case .keyword(.willSet): willSet = accessor
      case .keyword(.didSet): didSet = accessor
      default: return nil
      }
    }
    var text = "set {"
    /// Pads `text` with line breaks until it reaches the line `position` is on.
    func moveToLine(of position: AbsolutePosition, in accessor: AccessorDeclSyntax) {
      let before = accessor.root.description.utf8.prefix(position.utf8Offset).dropFirst(declarationStart.utf8Offset)
      let lines = before.count(where: { $0 == UInt8(ascii: "\n") })
      let written = text.utf8.count(where: { $0 == UInt8(ascii: "\n") })
      if lines > written { text += String(repeating: "\n", count: lines - written) }
    }
    if let didSet, let body = didSet.body {
      let oldName = didSet.parameters?.name.text ?? "oldValue"
      if body.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(oldName) }) {
        text += " let \(oldName) = _\(name).wrappedValue;"
      }
    }
    if let willSet, let body = willSet.body {
      let newName = willSet.parameters?.name.text ?? "newValue"
      text += " __willSet: do {" + (newName == "newValue" ? "" : " let \(newName) = newValue;")
      moveToLine(of: body.statements.positionAfterSkippingLeadingTrivia, in: willSet)
      text += " " + breakingOut(of: body.statements, label: "__willSet") + " };"
    }
    text += " _\(name).wrappedValue = newValue;"
    if let didSet, let body = didSet.body {
      text += " __didSet: do {"
      moveToLine(of: body.statements.positionAfterSkippingLeadingTrivia, in: didSet)
      text += " " + breakingOut(of: body.statements, label: "__didSet") + " };"
    }
    return text + " }"
  }

  /// The text of an observer's `statements` with each `return` of its own a `break label`.
  private static func breakingOut(of statements: CodeBlockItemListSyntax, label: String) -> String {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    var bytes = Array(statements.trimmedDescription.utf8)
    let start = statements.positionAfterSkippingLeadingTrivia.utf8Offset
    for keyword in finder.found.reversed() {
      let offset = keyword.positionAfterSkippingLeadingTrivia.utf8Offset - start
      bytes.replaceSubrange(offset..<(offset + keyword.text.utf8.count), with: Array("break \(label)".utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

// MARK: - Finders

/// The `return` keywords of an observer body's own `return`s (not a closure's or a function's
/// inside it), in source order.
private final class ReturnFinder: SyntaxVisitor {
  private(set) var found: [TokenSyntax] = []

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found.append(node.returnKeyword)
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The types declared with `@propertyWrapper`, and the shape of each.
private final class WrapperTypeFinder: SyntaxVisitor {
  var found: [String: PropertyWrapperTypes.Shape] = [:]

  private func note(_ attributes: AttributeListSyntax, _ name: TokenSyntax, _ members: MemberBlockSyntax, isStructure: Bool = false) {
    guard attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }) else { return }
    var shape = PropertyWrapperTypes.Shape()
    var declaresInitializers = false
    var storesWrappedValue = false
    var storesOnlyDefaults = true
    for member in members.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          let isStored = binding.accessorBlock == nil && !DeclSyntax(variable).isStaticMember
          let isOptionalVar = variable.bindingSpecifier.tokenKind == .keyword(.var) && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
          if isStored, binding.initializer == nil, !isOptionalVar { storesOnlyDefaults = false }
          switch binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          case "projectedValue": shape.projects = true
          case "wrappedValue": storesWrappedValue = binding.accessorBlock == nil && !DeclSyntax(variable).isStaticMember
          default: break
          }
        }
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        declaresInitializers = true
        let parameters = initializer.signature.parameterClause.parameters
        if parameters.first?.firstName.text == "wrappedValue" { shape.takesWrappedValue = true }
        if parameters.allSatisfy({ $0.defaultValue != nil }) { shape.takesNothing = true }
      }
    }
    if !declaresInitializers, storesOnlyDefaults { shape.takesNothing = true }
    // A struct's memberwise `init(wrappedValue:)`.
    if isStructure, !declaresInitializers, storesWrappedValue { shape.takesWrappedValue = true }
    found[name.text] = shape
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.attributes, node.name, node.memberBlock, isStructure: true)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.attributes, node.name, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.attributes, node.name, node.memberBlock)
    return .visitChildren
  }
}

/// The variable declarations that use a known wrapper type.
private final class WrappedVariableFinder: SyntaxVisitor {
  let wrappers: PropertyWrapperTypes
  var found: [(VariableDeclSyntax, AttributeSyntax)] = []

  init(wrappers: PropertyWrapperTypes) {
    self.wrappers = wrappers
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let attribute = wrappers.wrapperAttribute(of: node) { found.append((node, attribute)) }
    return .visitChildren
  }
}

/// The uses of wrapped local variables' names (`x`, `$x`) after their declarations in their
/// blocks, each to be read through the variable's storage. A member's name after a dot is
/// another thing.
private final class WrappedNameUses: SyntaxVisitor {
  private let locals: [(name: String, scope: Syntax, after: AbsolutePosition)]
  var edits: [SourceEdit] = []

  init(locals: [(name: String, scope: Syntax, after: AbsolutePosition)]) {
    self.locals = locals
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard !locals.isEmpty, node.argumentNames == nil else { return .visitChildren }
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
    let text = node.baseName.text
    let isProjection = text.hasPrefix("$")
    let name = isProjection ? String(text.dropFirst()) : text
    guard locals.contains(where: { $0.name == name && node.position >= $0.after && node.ancestorOrSelf($0.scope) }) else {
      return .visitChildren
    }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(SourceEdit(range: start..<end, text: "_\(name)." + (isProjection ? "projectedValue" : "wrappedValue")))
    return .visitChildren
  }
}

extension SyntaxProtocol {
  /// Whether `ancestor` is this node or one of its parents.
  fileprivate func ancestorOrSelf(_ ancestor: Syntax) -> Bool {
    var current: Syntax? = Syntax(self)
    while let here = current {
      if here.id == ancestor.id { return true }
      current = here.parent
    }
    return false
  }
}

extension VariableDeclSyntax {
  /// For the storage `PropertyWrapperLowering` wrote for a wrapped property
  /// (`@_wrapperStorage(of: "height", wrap: { SmallNumber(wrappedValue: $0) }) private var _height = …`):
  /// the property's name, which a memberwise initializer takes as its label, and the closure that
  /// makes the storage from the wrapped value given (nil when the initializer takes the wrapper).
  var wrapperStorage: (label: String, wrap: ExprSyntax?)? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "_wrapperStorage",
        case .argumentList(let arguments)? = attribute.arguments,
        let label = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      else { continue }
      return (label, arguments.first { $0.label?.text == "wrap" }?.expression)
    }
    return nil
  }
}
