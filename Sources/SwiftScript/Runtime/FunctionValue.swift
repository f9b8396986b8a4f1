import Foundation
import SwiftSyntax

/// A parameter of a script function or closure.
struct Parameter {
  /// The argument label callers write (`nil` for `_`).
  let label: String?
  /// The name inside the body.
  let name: String
  var type: ScriptType?
  let defaultValue: ExprSyntax?
  let isVariadic: Bool
  let isInout: Bool
  /// `@autoclosure () -> T`: the argument is wrapped in a closure, evaluated when it is called.
  var isAutoclosure = false
  /// `@DrawingBuilder content: () -> Drawable`: the builder a closure argument is run by
  /// (`ResultBuilders`), by the name written.
  var resultBuilder: String? = nil
  /// The type as written (`T`, `[Element]`), for a generic type's parameters: the arguments
  /// written for the type (`Box<Double>(v: 1)`) give it (`Interpreter.specializing`).
  var typeSyntax: TypeSyntax? = nil
  /// `@escaping () -> Void`: a closure passed for it may outlive the call (the name checker
  /// rejects a non-escaping parameter passed for it).
  var isEscaping = false
}

/// An argument at a call site.
public struct Argument {
  public let label: String?
  public var value: Value
  /// For `&x`: where to write the value back after the call.
  var inoutTarget: ExprSyntax?
  /// For `&x` passed to host code: where the host writes the new value.
  let cell: InoutCell?
  /// Passed `inout` by a builtin caller (the accumulator of `reduce(into:)`): the callee's changes
  /// come back in the call's write-back arguments.
  var passedInout = false
  /// Written after the call's parentheses (`sorted { $0 > $1 }`): it may fill a labelled parameter.
  var isTrailingClosure = false

  /// The argument as a signature sees it: its label, and whether it is a trailing closure.
  var given: BuiltinSignatures.GivenArgument {
    var isClosure: Bool?
    if case .function = value { isClosure = true } else if inoutTarget == nil { isClosure = false }
    return BuiltinSignatures.GivenArgument(label: label, isTrailingClosure: isTrailingClosure, isClosure: isClosure)
  }

  /// Whether the callee may change this argument for the caller.
  var isInout: Bool { inoutTarget != nil || passedInout }

  public init(label: String?, value: Value) {
    self.label = label
    self.value = value
    self.cell = nil
  }

  init(label: String?, value: Value, inoutTarget: ExprSyntax?) {
    self.label = label
    self.value = value
    self.inoutTarget = inoutTarget
    self.cell = inoutTarget == nil ? nil : InoutCell()
  }

  /// An argument a builtin passes `inout` (see `passedInout`).
  init(passedInout value: Value) {
    self.label = nil
    self.value = value
    self.cell = nil
    self.passedInout = true
  }
}

/// The code a function runs.
enum FunctionBody {
  /// A `func` or `init` body, or a closure's statements.
  case statements(CodeBlockItemListSyntax)
  /// Swift code of the host: a builtin, a registered host member, an enum case constructor.
  case host(([Argument]) throws(ScriptFailure) -> Value)
  /// A host function with `inout` parameters (`swap`): it changes the arguments in place.
  case hostInout((inout [Argument]) throws(ScriptFailure) -> Value)
}

/// A function value: a `func`, a closure, a method bound to its instance, or a host function.
public final class FunctionValue {
  let name: String
  let parameters: [Parameter]
  let body: FunctionBody
  /// The scope the function was declared in (captured variables live there).
  let closureScope: Scope?
  let returnType: ScriptType?
  let isThrowing: Bool
  let isAsync: Bool
  /// For a method: the instance (`self`) and whether the method may change it.
  var boundSelf: Variable?
  /// A class's `convenience init` (inherited by a subclass that has every designated one).
  var isConvenience = false
  /// `rethrows`: a call throws only when a function argument does (``RethrowingCall``).
  var isRethrowing = false
  /// For a protocol extension's method: the protocols `Self` must conform to for it to apply
  /// (`extension Describer where Self: Special`); a type that meets more of them takes it over
  /// the extension's other method of the same signature.
  var selfRequirements: [String] = []
  /// Whether it is a protocol extension's method (a default implementation): a method of the type
  /// itself of the name ranks before it (``Interpreter/overloadRank(_:_:)``).
  var isDefaultImplementation = false
  /// For a method of a standard type's extension `where Element == Int`: the element type it asks
  /// for (another extension may give a method of the same name to arrays of strings).
  var elementRequirement: ScriptType?
  /// For a method of a generic script type's extension `where T == Int` (or its own contextual
  /// `where`): the type each generic parameter named must be; another extension may give a method
  /// of the same signature for other arguments (``Interpreter/methodsMeetingRequirements(_:of:)``).
  var typeArgumentRequirements: [String: ScriptType] = [:]
  /// A `postfix func` operator (`x++`), told apart from the `prefix` one of the same name.
  var isPostfixOperator = false
  /// For a key path (`\Person.name`, a function from its root here): its components, text and type.
  var keyPath: KeyPathComponents?
  /// A closure's `weak` and `unowned` captures, made constants of each call's scope.
  var referenceCaptures: [ReferenceCapture] = []
  /// A generic function's parameters told by its arguments (`T` in `func sum<T: Zero>(_ xs: [T])`),
  /// made constants of each call's scope (`Interpreter.scopeWithGenericBindings`).
  var genericSources: [GenericSource] = []
  /// The protocols each of a generic function's parameters must conform to (`T: Equatable`, or in
  /// its `where` clause): an overload whose constraints its arguments do not meet is not chosen.
  var genericConstraints: [String: [String]] = [:]
  /// For a host function, the overloads a call must fit (`BuiltinSignatures`): a call that fits
  /// none gets the compiler's diagnostic before the function reads its arguments. Nil: the function
  /// takes any arguments and checks them itself (registered host members, whose overloads the
  /// registry chooses between).
  var overloads: [BuiltinSelector]?
  /// The kinds of value a builtin member belongs to, where Swift overloads the workbook lacks are
  /// looked up (`BuiltinSignatures.unsupported`).
  var builtinKinds: [BuiltinKind] = []
  let isMutating: Bool
  /// The result builder the body is run by (`ResultBuilders`), by its name: for a function or
  /// getter declared with one (`@DrawingBuilder var body: …`), or a closure given for a parameter
  /// marked with one.
  var resultBuilder: String?
  /// For a method or initializer: the type it belongs to.
  let owner: NominalType?
  /// For closures with `$0`-style arguments: how many are used.
  let anonymousParameterCount: Int
  /// For a closure with `$0`-style arguments, the parameter types its context gave it
  /// (`completion: (Result<String, NetError>) -> Void`), which give a call's arguments their
  /// context (``contextParameters``).
  var anonymousParameterTypes: [ScriptType?] = []
  /// Whether the parameters were written without types or labels (closures).
  let isClosure: Bool
  /// The body compiled (`Interpreter.compiledBody`), kept for the function's next calls: nil
  /// until the first call asks, `.some(nil)` when the compiled tier does not take it.
  var compiledBody: CompiledUnit??
  /// What ``Interpreter/directUnit(of:)`` found for this function, once asked (nil: not yet;
  /// `.some(nil)`: it is not called directly): its every call asks again.
  var directUnit: CompiledUnit??
  /// The frame of the last call that ran the compiled body, kept for the next (`SpareFrame`).
  var spareFrame: Frame?
  /// Whether a compiled body takes this function's parameters as its slots, once asked
  /// (`CompiledUnit.takesParameters(of:)`).
  var slotsAnswer: (unit: CompiledUnit, takesParameters: Bool)?
  /// How many plain arguments (unlabeled, no closure, no `inout`, none trailing) a builtin's
  /// signatures were found to take, once asked (`Interpreter.checkArguments(of:given:)`): the
  /// same count again passes, with no signature looked at (`reduce(0, +)` calls `+` per element).
  var passingPlainArgumentCount = -1

  init(
    name: String, parameters: [Parameter], body: FunctionBody, closureScope: Scope?, returnType: ScriptType?,
    isThrowing: Bool, isAsync: Bool = false, isMutating: Bool = false, owner: NominalType? = nil,
    anonymousParameterCount: Int = 0, isClosure: Bool = false
  ) {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.closureScope = closureScope
    self.returnType = returnType
    self.isThrowing = isThrowing
    self.isAsync = isAsync
    self.isMutating = isMutating
    self.owner = owner
    self.anonymousParameterCount = anonymousParameterCount
    self.isClosure = isClosure
  }

  /// A host function (`print`, a bound MSAL method, ...); `types` are the parameter types when
  /// known (the name checker compares arguments with them), aligned with `labels`. A call must
  /// give exactly `labels` unless `checked` is false (the function checks them itself).
  convenience init(
    host name: String, labels: [String?], types: [ScriptType?] = [], returnType: ScriptType? = nil,
    isThrowing: Bool = false, isAsync: Bool = false, checked: Bool = true,
    _ implementation: @escaping ([Argument]) throws(ScriptFailure) -> Value
  ) {
    self.init(
      name: name,
      parameters: labels.enumerated().map {
        Parameter(
          label: $0.element, name: $0.element ?? "_\($0.offset)", type: types[safe: $0.offset] ?? nil, defaultValue: nil,
          isVariadic: false, isInout: false)
      },
      body: .host(implementation), closureScope: nil, returnType: returnType, isThrowing: isThrowing,
      isAsync: isAsync)
    if checked { overloads = [BuiltinSelector(name: name, labels: labels)] }
  }

  /// The builtin `name` of `kinds` (`.global` for a function), whose overloads the table
  /// `BuiltinSignatures` gives; its parameters are those of the longest, of `types` where given
  /// (the context of an implicit member argument: `rounded(.down)`).
  convenience init(
    builtin name: String, of kinds: [BuiltinKind], types: [ScriptType?] = [],
    _ implementation: @escaping ([Argument]) throws(ScriptFailure) -> Value
  ) {
    let selectors = BuiltinSignatures.member(name, of: kinds)?.selectors ?? []
    let longest = selectors.max { $0.labels.count < $1.labels.count }
    self.init(host: name, labels: longest?.labels ?? [], types: types, checked: false, implementation)
    overloads = selectors
    builtinKinds = kinds
  }

  /// A copy bound to an instance.
  func bound(to instance: Variable) -> FunctionValue {
    let copy = copy(returning: returnType)
    copy.boundSelf = instance
    copy.compiledBody = compiledBody
    copy.overloads = overloads
    copy.builtinKinds = builtinKinds
    return copy
  }

  /// A copy whose result is of `type` (a closure given the context its caller gives: `flatMap`'s
  /// closure returns a `Result`, so `.success(x)` in it is one). Not its compiled body, which
  /// was compiled for the original's result.
  func copy(returning type: ScriptType?) -> FunctionValue {
    copy(returning: type, closureScope: closureScope, parameters: parameters)
  }

  /// A copy whose body runs in `scope` (which holds what it adds to the one the function was
  /// declared in) and takes `parameters`; not its compiled body, compiled for the original's scope.
  func copy(runningIn scope: Scope, parameters: [Parameter]) -> FunctionValue {
    copy(returning: returnType, closureScope: scope, parameters: parameters)
  }

  private func copy(returning type: ScriptType?, closureScope: Scope?, parameters: [Parameter]) -> FunctionValue {
    let copy = FunctionValue(
      name: name, parameters: parameters, body: body, closureScope: closureScope, returnType: type,
      isThrowing: isThrowing, isAsync: isAsync, isMutating: isMutating, owner: owner,
      anonymousParameterCount: anonymousParameterCount, isClosure: isClosure)
    copy.boundSelf = boundSelf
    copy.referenceCaptures = referenceCaptures
    copy.genericSources = genericSources
    copy.genericConstraints = genericConstraints
    copy.selfRequirements = selfRequirements
    copy.isDefaultImplementation = isDefaultImplementation
    copy.elementRequirement = elementRequirement
    copy.typeArgumentRequirements = typeArgumentRequirements
    copy.isPostfixOperator = isPostfixOperator
    copy.resultBuilder = resultBuilder
    copy.isRethrowing = isRethrowing
    copy.isConvenience = isConvenience
    copy.anonymousParameterTypes = anonymousParameterTypes
    return copy
  }

  /// `name(label:label:)`, as the compiler names a function.
  var fullName: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// What distinguishes overloads: the labels and parameter types (a redeclaration with the same
  /// key replaces the earlier function).
  var signatureKey: String {
    let key = StaticDecisions.signatureKey(labels: parameters.map(\.label), types: parameters.map(\.type), autoclosures: parameters.map(\.isAutoclosure))
    var requirements = typeArgumentRequirements.sorted { $0.key < $1.key }.map { "\($0.key) == \($0.value)" }
    // `show<T>(_:)` beside `show<T: Equatable>(_:)`: two overloads, not one declared again.
    requirements += genericConstraints.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: " & "))" }
    return requirements.isEmpty ? key : key + " where " + requirements.joined(separator: ", ")
  }

  /// The parameters that give a call's arguments their context: the function's own, or for a
  /// closure naming them `$0`, `$1`, … unlabelled ones of the types its context gave it
  /// (`completion(.failure(.offline))` where `completion` holds `{ print($0) }`).
  var contextParameters: [Parameter] {
    guard parameters.isEmpty, !anonymousParameterTypes.isEmpty else { return parameters }
    return anonymousParameterTypes.enumerated().map { offset, type in
      Parameter(label: nil, name: "$\(offset)", type: type, defaultValue: nil, isVariadic: false, isInout: false)
    }
  }

  /// The function's type as Swift writes it.
  var type: ScriptType {
    // A `$0` closure's parameters are the types its context gave it (`let f: (Int) -> Int = { $0 }`).
    .function(contextParameters.map { $0.type ?? .any }, returnType ?? .void, throws: isThrowing)
  }
}
