import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Type models from the source

  /// Builds and registers the model of a struct, class or enum the entry declares (with the
  /// entry's extensions of it).
  func declareModel(
    name: String, kind: TypeModel.Kind, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, in scope: StaticScope
  ) -> TypeModel {
    let model = TypeModel(name: name, kind: kind)
    if let clause = members.parent?.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
      model.genericParameters = clause.parameters.map(\.name.text)
      let whereClause = members.parent?.as(StructDeclSyntax.self)?.genericWhereClause ?? members.parent?.as(ClassDeclSyntax.self)?.genericWhereClause
      model.floatingPointParameters = Self.floatingPointParameters(clause, whereClause)
    }
    // `@dynamicMemberLookup`, `@dynamicCallable` (the declaration's attributes, before its members).
    if let attributes = members.parent?.asProtocol(WithAttributesSyntax.self)?.attributes {
      for element in attributes {
        switch element.as(AttributeSyntax.self)?.attributeName.trimmedDescription {
        case "dynamicMemberLookup": model.isDynamicMemberLookup = true
        case "dynamicCallable": model.isDynamicCallable = true
        default: break
        }
      }
    }
    entryTypeNames.insert(name)
    addModel(model)
    var inherited = (inheritance?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
    if kind == .classType, let first = inherited.first, !TypeModel.modelledProtocols.contains(first) {
      // A user class or a host class (`UIResponder`): its members are the subclass's too.
      if let superclass = self.model(named: first), superclass.kind == .classType || superclass.kind == .host {
        model.superclass = superclass
        inherited.removeFirst()
      }
    }
    addMembers(members, to: model, in: scope)
    let declaredInitializers = model.initializers
    for extensionDeclaration in extensions[name] ?? [] {
      inherited += (extensionDeclaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
      addMembers(extensionDeclaration.memberBlock, to: model, in: scope)
    }
    model.extensionInitializers = Array(model.initializers.dropFirst(declaredInitializers.count))
    model.initializers = declaredInitializers
    model.addConformances(inherited, known: Set(interpreter.registry.protocols.keys))
    if conformsToExtendedStandardProtocol(model) { model.isComplete = false }
    return model
  }

  private func addMembers(_ block: MemberBlockSyntax, to model: TypeModel, in scope: StaticScope) {
    recordTypeNames(block.members.map(\.decl))
    for member in block.members {
      let declaration = member.decl
      let isStatic = declaration.isStaticMember
      let access = Self.privateAccess(of: declaration)
      if let variables = declaration.as(VariableDeclSyntax.self) {
        let isLet = variables.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variables.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            model.isComplete = false
            continue
          }
          switch access {
          case .member: model.privateMembers.insert(name)
          case .setter: model.privateSetters.insert(name)
          case nil: break
          }
          let type = resolveType(binding.typeAnnotation?.type, in: scope) ?? binding.initializer.flatMap { $0.value.literalType }
          if isStatic {
            model.staticProperties[name] = .some(type)
            continue
          }
          let isComputed = binding.accessorBlock.map(isComputedAccessor) ?? false
          let isSettable = !isLet && (!isComputed || hasSetter(binding.accessorBlock))
          model.properties[name] = TypeModel.Property(
            type: type, isConstant: !isSettable, isStored: !isComputed, typeSyntax: binding.typeAnnotation?.type)
          // `override var speed: Double { didSet { … } }` observes the superclass's property.
          let overrides = variables.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
          if !isComputed, !overrides {
            // A wrapped property's storage: the property's name, of the wrapped type (unknown here).
            let storage = variables.wrapperStorage
            model.storedOrder.append((storage?.label ?? name, storage?.wrap == nil ? type : nil, isLet, binding.initializer != nil))
            if storage == nil, let syntax = binding.typeAnnotation?.type { model.storedTypeSyntax[name] = syntax }
          }
        }
      } else if let function = declaration.as(FunctionDeclSyntax.self) {
        if access == .member { model.privateMembers.insert(function.name.text) }
        let signature = signature(of: function, in: scope)
        if isStatic {
          model.staticMethods[function.name.text, default: []].append(signature)
        } else {
          model.methods[function.name.text, default: []].append(signature)
        }
      } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
        var signature =
          CheckedSignature(
            parameters: parameters(initializer.signature.parameterClause.parameters, in: scope),
            // (`init!`: an implicitly unwrapped optional, which unwraps where the type is needed.)
            returnType: initializer.optionalMark?.tokenKind == .postfixQuestionMark
              ? .optional(.named(model.name))
              : initializer.optionalMark != nil ? .implicitlyUnwrapped(.named(model.name)) : .named(model.name),
            isThrowing: initializer.signature.effectSpecifiers?.throwsClause != nil,
            isAsync: initializer.signature.effectSpecifiers?.asyncSpecifier != nil)
        signature.isPrivate = access == .member
        model.initializers.append(signature)
      } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements {
          model.cases[element.name.text] = element.parameterClause?.parameters.map {
            CheckedSignature.Parameter(label: $0.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil, type: resolveType($0.type, in: scope))
          } ?? []
        }
      } else if let nested = declaration.as(StructDeclSyntax.self) {
        model.nestedTypes.insert(nested.name.text)
        _ = declareModel(name: nested.name.text, kind: .structure, inheritance: nested.inheritanceClause, members: nested.memberBlock, in: scope)
      } else if let nested = declaration.as(ClassDeclSyntax.self) {
        model.nestedTypes.insert(nested.name.text)
        declareModel(name: nested.name.text, kind: .classType, inheritance: nested.inheritanceClause, members: nested.memberBlock, in: scope)
          .isActor = nested.isLoweredActor
      } else if let nested = declaration.as(EnumDeclSyntax.self) {
        model.nestedTypes.insert(nested.name.text)
        _ = declareModel(name: nested.name.text, kind: .enumeration, inheritance: nested.inheritanceClause, members: nested.memberBlock, in: scope)
      } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
        model.nestedTypes.insert(alias.name.text)
      } else if declaration.is(DeinitializerDeclSyntax.self) || declaration.is(SubscriptDeclSyntax.self) {
        continue
      } else {
        model.isComplete = false
      }
    }
  }

  private func isComputedAccessor(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter: return true
    case .accessors(let accessors):
      return accessors.contains { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
    }
  }

  /// Whether a property's accessors include a `set`.
  func hasSetter(_ block: AccessorBlockSyntax?) -> Bool {
    guard case .accessors(let accessors)? = block?.accessors else { return false }
    return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
  }
}
