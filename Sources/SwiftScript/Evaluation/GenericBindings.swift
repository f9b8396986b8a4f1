import SwiftSyntax

/// A generic function's parameters as values in its body (`T.zero`, `T(x: 7)`, `T.self`), bound
/// at each call to the types its arguments show.
///
/// The interpreter runs a generic function once for every type (its parameters stand for any type
/// where they are types: `let y: T`, `[T]()`), so `T` has no value of its own; a call binds it to
/// the type of the argument its first parameter of type `T`, `T.Type`, `[T]`, `T?` or `T...`
/// receives, as a constant of a scope around the body. Swift binds `T` to the argument's static
/// type; the workbook takes the value's own type, which differs only for a subclass instance or a
/// value held as `Any`. A parameter no argument tells stays unbound (using it as a value is then
/// reported as not supported).
extension Interpreter {
  /// Where a generic function's parameters are told from its arguments.
  static func genericSources(of declaration: FunctionDeclSyntax) -> [FunctionValue.GenericSource] {
    guard let generics = declaration.genericParameterClause?.parameters else { return [] }
    return genericSources(naming: generics.map(\.name.text), in: declaration.signature.parameterClause.parameters)
  }

  /// Where the generic parameters `generics` (a generic type's, for its initializer: `T` in
  /// `Box(3)`; a function's own) are told from the arguments for `parameters`.
  static func genericSources(naming generics: [String], in parameters: FunctionParameterListSyntax) -> [FunctionValue.GenericSource] {
    guard !generics.isEmpty else { return [] }
    let parameters = Array(parameters)
    var sources: [FunctionValue.GenericSource] = []
    for name in generics {
      for (index, parameter) in parameters.enumerated() {
        if let shape = shape(of: parameter.type, naming: name, isVariadic: parameter.ellipsis != nil) {
          sources.append(FunctionValue.GenericSource(name: name, parameter: index, shape: shape))
          break
        }
      }
    }
    return sources
  }

  /// How a parameter's written type holds the generic parameter `name`, if it does.
  private static func shape(of type: TypeSyntax, naming name: String, isVariadic: Bool) -> FunctionValue.GenericSource.Shape? {
    func names(_ type: TypeSyntax) -> Bool {
      guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
      return identifier.name.text == name && identifier.genericArgumentClause == nil
    }
    var type = type
    if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }  // `inout T`
    if names(type) { return isVariadic ? .element : .value }
    if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type", names(metatype.baseType) {
      return .metatype
    }
    if let array = type.as(ArrayTypeSyntax.self), names(array.element), !isVariadic { return .element }
    if let optional = type.as(OptionalTypeSyntax.self), names(optional.wrappedType), !isVariadic { return .wrapped }
    return nil
  }

  /// A scope over `scope` where each generic parameter the arguments tell is a constant holding
  /// its type (`parameterValue(i)` is the value parameter `i` receives).
  func scopeWithGenericBindings(_ sources: [FunctionValue.GenericSource], over scope: Scope, parameterValue: (Int) -> Value?) -> Scope {
    let bindings = Scope(parent: scope)
    for source in sources {
      guard let value = parameterValue(source.parameter), let type = boundType(source.shape, value) else { continue }
      bindings.declare(source.name, .variable(Variable(name: source.name, value: .metatype(type), isConstant: true)))
    }
    return bindings
  }

  /// The type `value` shows for a generic parameter held in `shape`, unless it shows none.
  private func boundType(_ shape: FunctionValue.GenericSource.Shape, _ value: Value) -> ScriptType? {
    let type: ScriptType?
    switch (shape, value) {
    case (.value, _): type = value.staticType
    case (.metatype, .metatype(let metatype)): type = metatype
    case (.element, .array(let array)): type = array.elements.first?.staticType ?? array.elementType
    case (.wrapped, .optional(let wrapped?)): type = wrapped.staticType
    default: type = nil
    }
    guard let type, type != .any, type != .void else { return nil }
    return type
  }
}

extension FunctionValue {
  /// Where a generic parameter of the function is told: the argument of one parameter.
  struct GenericSource {
    /// How the parameter's type holds the generic parameter.
    enum Shape {
      /// `T`: the argument's type.
      case value
      /// `T.Type`: the type the argument is.
      case metatype
      /// `[T]` or `T...`: the elements' type.
      case element
      /// `T?`: the wrapped value's type.
      case wrapped
    }

    let name: String
    let parameter: Int
    let shape: Shape
  }
}
