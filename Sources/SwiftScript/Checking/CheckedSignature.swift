import Foundation
import SwiftSyntax

/// A callable as the name checker sees it: labels, parameter types when known, effects, result.
struct CheckedSignature {
  /// One parameter; `type` nil when unknown.
  struct Parameter {
    let label: String?
    let type: ScriptType?
    let hasDefault: Bool
    let isVariadic: Bool
    let isInout: Bool
    /// `@autoclosure`: the argument is an expression of the closure's result type, not a closure.
    let isAutoclosure: Bool
    /// The type as written (`Box<Double>`): the type arguments a construction passed for it takes
    /// (``NameChecker/recordSpecialization(by:of:)``).
    var typeSyntax: TypeSyntax? = nil
    /// `@escaping`: a non-escaping closure parameter may not be passed for it.
    var isEscaping = false

    init(
      label: String?, type: ScriptType?, hasDefault: Bool = false, isVariadic: Bool = false, isInout: Bool = false,
      isAutoclosure: Bool = false
    ) {
      self.label = label
      self.type = type
      self.hasDefault = hasDefault
      self.isVariadic = isVariadic
      self.isInout = isInout
      self.isAutoclosure = isAutoclosure
    }
  }

  var parameters: [Parameter]

  /// This signature with a generic type's parameters bound (`T` is `Double` in `Box<Double>(v:)`):
  /// each parameter written with one of them takes the type it stands for.
  func binding(_ arguments: [String: ScriptType]) -> CheckedSignature {
    var bound = self
    bound.parameters = parameters.map { parameter in
      guard let syntax = parameter.typeSyntax, let type = Self.substituting(arguments, in: syntax) else { return parameter }
      var typed = Parameter(
        label: parameter.label, type: type, hasDefault: parameter.hasDefault, isVariadic: parameter.isVariadic,
        isInout: parameter.isInout, isAutoclosure: parameter.isAutoclosure)
      typed.typeSyntax = syntax
      return typed
    }
    return bound
  }

  /// The type `syntax` names with `arguments` for the generic parameters in it: `T`, `T?`, `[T]`;
  /// nil for any other (left as it was).
  private static func substituting(_ arguments: [String: ScriptType], in syntax: TypeSyntax) -> ScriptType? {
    if let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return arguments[identifier.name.text]
    }
    if let optional = syntax.as(OptionalTypeSyntax.self) { return substituting(arguments, in: optional.wrappedType).map { .optional($0) } }
    if let array = syntax.as(ArrayTypeSyntax.self) { return substituting(arguments, in: array.element).map { .array($0) } }
    return nil
  }

  /// The result type; nil when unknown.
  var returnType: ScriptType?
  var isThrowing = false
  /// `rethrows` (with ``isThrowing``): a call throws only when a function argument does.
  var isRethrowing = false
  var isAsync = false
  var isMutating = false
  /// A host method whose last parameter is a completion block a trailing closure may fill.
  var takesCompletion = false
  /// A registered host function: its registration cannot say which parameters have defaults.
  var isHost = false
  /// A `private` initializer: called only inside its type's body and extensions.
  var isPrivate = false
  /// A generic function of the entry (`func f<T>(...)`), whose generic parameters' types the
  /// checker leaves unknown.
  var isGeneric = false
  /// Its generic parameters, in order (`T` in `func pair<T>(_ a: T, _ b: T)`).
  var genericParameters: [String] = []
  /// Those constrained to `FloatingPoint` or `BinaryFloatingPoint`: an integer literal given for
  /// one is a `Double`.
  var floatingPointParameters: Set<String> = []

  /// The overload's key, as ``FunctionValue/signatureKey`` spells it for the same declaration.
  var signatureKey: String {
    StaticDecisions.signatureKey(labels: parameters.map(\.label), types: parameters.map(\.type), autoclosures: parameters.map(\.isAutoclosure))
  }
}

extension CheckedSignature {
  /// The signature of a function value of the session (a `func`, a builtin or host function).
  init(_ function: FunctionValue) {
    let isHost: Bool
    if case .host = function.body { isHost = true } else { isHost = false }
    self.init(
      parameters: function.parameters.map {
        var parameter = Parameter(
          label: $0.label, type: $0.type, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic, isInout: $0.isInout,
          isAutoclosure: $0.isAutoclosure)
        parameter.typeSyntax = $0.typeSyntax
        parameter.isEscaping = $0.isEscaping
        return parameter
      },
      // A script function without a return clause returns Void; a host one without a type is unknown.
      returnType: function.returnType ?? (isHost ? nil : .void),
      isThrowing: function.isThrowing, isAsync: function.isAsync, isMutating: function.isMutating, isHost: isHost)
    isRethrowing = function.isRethrowing
  }

  /// The signature of a registered host method.
  init(_ method: HostMethod) {
    self.init(
      parameters: zip(method.labels, method.parameterTypes).map { Parameter(label: $0.0, type: $0.1) },
      // `.void` is the registration's default: it may mean "not said".
      returnType: method.returnType == .void ? nil : method.returnType, isThrowing: method.isThrowing, isAsync: method.isAsync,
      isMutating: method.isMutating, takesCompletion: method.takesCompletion,
      // Registered as Swift spells the method, once per spelling (Objective-C methods have no
      // default arguments): an argument left out is certainly missing.
      isHost: false)
  }
}
