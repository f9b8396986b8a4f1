import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Hoisting

  /// Declares a block's functions and types before its statements, as Swift does; variables get a
  /// placeholder so a use before their declaration stays silent (swiftc words that differently).
  func hoist(_ items: CodeBlockItemListSyntax, in scope: StaticScope) {
    let items = CompilationConditions.activeItems(items)
    recordTypeNames(items.compactMap { if case .decl(let declaration) = $0.item { declaration } else { nil } })
    for item in items {
      guard case .decl(let declaration) = item.item else { continue }
      if let function = declaration.as(FunctionDeclSyntax.self) {
        scope.declare(function.name.text, .functions([signature(of: function, in: scope)]))
      } else if let type = declaration.as(StructDeclSyntax.self) {
        scope.declare(type.name.text, .type(declareModel(name: type.name.text, kind: .structure, inheritance: type.inheritanceClause, members: type.memberBlock, in: scope)))
      } else if let type = declaration.as(ClassDeclSyntax.self) {
        let model = declareModel(name: type.name.text, kind: .classType, inheritance: type.inheritanceClause, members: type.memberBlock, in: scope)
        model.isActor = type.isLoweredActor
        scope.declare(type.name.text, .type(model))
      } else if let type = declaration.as(EnumDeclSyntax.self) {
        scope.declare(type.name.text, .type(declareModel(name: type.name.text, kind: .enumeration, inheritance: type.inheritanceClause, members: type.memberBlock, in: scope)))
      } else if let type = declaration.as(ProtocolDeclSyntax.self) {
        scope.declare(type.name.text, .type(nil))
      } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
        scope.declare(alias.name.text, .type(nil))
      } else if let type = declaration.as(ActorDeclSyntax.self) {
        scope.declare(type.name.text, .type(nil))
      } else if let variables = declaration.as(VariableDeclSyntax.self) {
        for binding in variables.bindings {
          for name in patternNames(binding.pattern) where scope.local(name) == nil { scope.declare(name, .opaque(nil)) }
        }
      }
    }
  }

  /// The signature of a `func` declaration.
  func signature(of function: FunctionDeclSyntax, in scope: StaticScope) -> CheckedSignature {
    let effects = function.signature.effectSpecifiers
    var signature = CheckedSignature(
      parameters: parameters(function.signature.parameterClause.parameters, in: scope),
      returnType: function.signature.returnClause.map { resolveType($0.type, in: scope) } ?? .void,
      isThrowing: effects?.throwsClause != nil,
      isAsync: effects?.asyncSpecifier != nil,
      isMutating: function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) },
      isGeneric: function.genericParameterClause != nil)
    signature.isRethrowing = RethrowingCall.isRethrowing(effects)
    if let generics = function.genericParameterClause {
      signature.genericParameters = generics.parameters.map(\.name.text)
      signature.floatingPointParameters = Self.floatingPointParameters(generics, function.genericWhereClause)
    }
    return signature
  }

  /// The generic parameters `<T: FloatingPoint>` (or `where T: BinaryFloatingPoint`) constrains to
  /// a floating-point type.
  static func floatingPointParameters(_ generics: GenericParameterClauseSyntax, _ whereClause: GenericWhereClauseSyntax?) -> Set<String> {
    let floatingProtocols: Set<String> = ["FloatingPoint", "BinaryFloatingPoint"]
    var names: Set<String> = []
    for parameter in generics.parameters {
      if let inherited = parameter.inheritedType, floatingProtocols.contains(inherited.trimmedDescription) { names.insert(parameter.name.text) }
    }
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        floatingProtocols.contains(conformance.rightType.trimmedDescription)
      else { continue }
      names.insert(conformance.leftType.trimmedDescription)
    }
    return names
  }

  func parameters(_ list: FunctionParameterListSyntax, in scope: StaticScope) -> [CheckedSignature.Parameter] {
    list.map { parameter in
      var isInout = false
      var isAutoclosure = false
      var type = parameter.type
      if let attributed = type.as(AttributedTypeSyntax.self) {
        isInout = attributed.specifiers.contains {
          if case .simpleTypeSpecifier(let simple) = $0 { return simple.specifier.tokenKind == .keyword(.inout) }
          return false
        }
        isAutoclosure = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure" }
        type = attributed.baseType
      }
      var checked = CheckedSignature.Parameter(
        label: parameter.firstName.text == "_" ? nil : parameter.firstName.text, type: resolveType(type, in: scope),
        hasDefault: parameter.defaultValue != nil, isVariadic: parameter.ellipsis != nil, isInout: isInout, isAutoclosure: isAutoclosure)
      checked.typeSyntax = type
      checked.isEscaping = parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
      } ?? false
      return checked
    }
  }
}
