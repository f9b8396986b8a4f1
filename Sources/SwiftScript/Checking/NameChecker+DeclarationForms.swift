import SwiftSyntax

// MARK: - What Swift rejects of a stored variable's form

/// The declaration checks of a variable or stored property itself, found where swiftc checks the
/// declaration (its attributes, `weak`/`unowned`, overriding), in source order with top-level code.
extension NameChecker {
  /// A wrapped variable or property `PropertyWrapperLowering` left as written: a `let`, several
  /// variables or a computed one (which Swift rejects), else a form the workbook does not run.
  func reportWrapperLeftAsWritten(_ declaration: VariableDeclSyntax, attribute: AttributeSyntax) {
    if declaration.bindingSpecifier.tokenKind == .keyword(.let) {
      report("property wrapper can only be applied to a 'var'", at: attribute, withDeclaration: true)
    } else if declaration.bindings.count > 1 {
      report("property wrapper can only apply to a single variable", at: attribute, withDeclaration: true)
    } else if ComputedGlobalLowering.isComputed(declaration) {
      report("property wrapper cannot be applied to a computed property", at: attribute, withDeclaration: true)
    } else {
      report("this use of '@\(attribute.attributeName.trimmedDescription)' is not supported in the workbook", at: attribute, withDeclaration: true)
    }
  }

  /// `@Foo var x` on a stored variable or property where `Foo` is a type but no property wrapper
  /// (swiftc's error).
  func reportTypesUsedAsAttributes(_ declaration: VariableDeclSyntax) {
    guard declaration.bindings.allSatisfy(\.isStored) else { return }
    for element in declaration.attributes {
      guard let attribute = element.as(AttributeSyntax.self), let name = PropertyWrapperTypes.baseName(of: attribute),
        entry.lowering.propertyWrappers.shapes[name] == nil, let model = model(named: name)
      else { continue }
      let kind: String
      switch model.kind {
      case .structure: kind = "struct"
      case .classType: kind = "class"
      case .enumeration: kind = "enum"
      case .host: continue
      }
      report("\(kind) '\(name)' cannot be used as an attribute", at: attribute, withDeclaration: true)
    }
  }

  /// A class's stored property named like a property its superclass chain shows it (not a
  /// `private` one, which the subclass does not see): swiftc's "cannot override with a stored
  /// property".
  func checkStoredOverride(_ binding: PatternBindingSyntax, of declaration: VariableDeclSyntax, in model: TypeModel) {
    guard model.kind == .classType, let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return }
    // A computed property, or an `override` that adds observers, is no stored property.
    guard binding.isStored, binding.accessorBlock == nil || !declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    else { return }
    let name = identifier.identifier.text
    var ancestor = model.superclass
    // (A superclass of an earlier entry does not tell its private members: the interpreter
    // reports it when it declares the class.)
    while let current = ancestor, entryNominalTypeNames.contains(current.name) {
      if current.properties[name] != nil {
        if !current.privateMembers.contains(name) {
          report("cannot override with a stored property '\(name)'", at: identifier, withDeclaration: true)
        }
        return
      }
      ancestor = current.superclass
    }
  }

  /// `weak` and `unowned` hold class instances only, and a `weak` variable or property is
  /// optional (swiftc's errors, at the name; `type` is the declared or inferred one).
  func checkReferenceOwnership(of declaration: VariableDeclSyntax, binding: PatternBindingSyntax, type: ScriptType?) {
    let ownership = declaration.referenceOwnership
    guard ownership != .strong, let type else { return }
    if ownership == .weak, binding.typeAnnotation != nil, !type.isOptional {
      report("'weak' variable should have optional type '\(ScriptType.optional(type))'", at: binding.pattern, withDeclaration: true)
      return
    }
    let held = type.unwrapped
    let isValueType: Bool
    switch held {
    case .int, .double, .bool, .string, .character, .void, .array, .dictionary, .set, .tuple, .range: isValueType = true
    case .named: isValueType = model(of: held).map { $0.kind == .structure || $0.kind == .enumeration } ?? false
    case .any, .optional, .implicitlyUnwrapped, .function: isValueType = false
    }
    if isValueType {
      report("'\(ownership == .weak ? "weak" : "unowned")' may only be applied to class and class-bound protocol types, not '\(held)'", at: binding.pattern, withDeclaration: true)
    }
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores its value: no accessors, or only `willSet`/`didSet`.
  var isStored: Bool {
    guard let accessors = accessorBlock else { return true }
    guard case .accessors(let list) = accessors.accessors else { return false }
    return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }
}
