import SwiftSyntax

/// What one call site of a type's name (`Node(value: i, next: head)`) learned of the type it last
/// made by the one initializer the type declares: the initializer and its compiled body, when the
/// call gives its parameters one for one and in order. While that type comes by (still with that
/// one initializer and the same stored properties), the call runs the initializer as
/// `Interpreter.runInitializer` runs it, with no argument array, no labels matched and no scope
/// made for the call; anything else takes the general path.
///
/// It applies to a struct, or a class with no superclass (a subclass's initializers depend on its
/// superclass's), that is not generic, whose initializer is neither failable, throwing nor
/// `convenience`, takes no variadic, `inout`, `@autoclosure` or result-builder parameter, and
/// whose body the compiled tier takes with the parameters as its first slots.
final class InitializerSite {
  /// What a call runs: the initializer, its compiled body and its parameters' types. (A class: a
  /// struct of four references was copied, each retained and released, on every call.)
  final class Known {
    let initializer: FunctionValue
    let compiled: CompiledUnit
    let closureScope: Scope
    let parameterTypes: [ScriptType?]
    /// When the body does nothing but store each parameter in a stored property
    /// (``StoringInitializer``): where each goes, so that the call makes the instance whole at once.
    let storing: StoringInitializer?

    init(
      initializer: FunctionValue, compiled: CompiledUnit, closureScope: Scope, parameterTypes: [ScriptType?],
      storing: StoringInitializer?
    ) {
      self.initializer = initializer
      self.compiled = compiled
      self.closureScope = closureScope
      self.parameterTypes = parameterTypes
      self.storing = storing
    }
  }

  /// The labels the call gives its arguments, in order (nil: it has a trailing closure).
  private let labels: [String?]?
  /// Kept strongly, so that no other type can take its identity while the site remembers it.
  private var type: NominalType?
  private var version = 0
  private var known: Known?

  init(_ call: FunctionCallExprSyntax) {
    let hasTrailingClosures = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
    labels = hasTrailingClosures ? nil : call.arguments.map { $0.label?.text }
  }

  /// The initializer the call runs on a new `type` by the fast way, or nil.
  @inline(__always)
  func initializer(of type: NominalType, _ interpreter: Interpreter) -> Known? {
    guard type.initializers.count == 1, interpreter.compiledUnits.isEnabled else { return nil }
    if type === self.type, type.fieldLayoutVersion == version, known?.initializer === type.initializers[0] { return known }
    return learn(type, interpreter)
  }

  private func learn(_ type: NominalType, _ interpreter: Interpreter) -> Known? {
    self.type = type
    version = type.fieldLayoutVersion
    known = nil
    let initializer = type.initializers[0]
    let parameters = initializer.parameters
    guard type.kind == .structure || (type.kind == .classType && type.superclass == nil), type.genericParameterOrder.isEmpty,
      !initializer.isConvenience, initializer.returnType == nil, !initializer.isThrowing, !initializer.isAsync,
      initializer.referenceCaptures.isEmpty, initializer.genericSources.isEmpty, initializer.resultBuilder == nil,
      initializer.anonymousParameterCount == 0, case .statements(let body) = initializer.body,
      let closureScope = initializer.closureScope, let labels, labels.count == parameters.count,
      parameters.indices.allSatisfy({ index in
        let parameter = parameters[index]
        return parameter.label == labels[index] && !parameter.isVariadic && !parameter.isInout && !parameter.isAutoclosure
          && parameter.resultBuilder == nil
      }),
      let compiled = interpreter.compiledBody(
        of: initializer, body, singleExpression: { interpreter.singleExpression(of: body, returnType: initializer.returnType) }),
      compiled.takesParameters(of: initializer)
    else { return nil }
    known = Known(
      initializer: initializer, compiled: compiled, closureScope: closureScope, parameterTypes: parameters.map(\.type),
      storing: StoringInitializer(body, parameters: parameters, of: type))
    return known
  }
}

extension LoopCompiler {
  /// A new `type` made by its one initializer (``InitializerSite``), as `Interpreter.makeInstance`
  /// and `runInitializer` make it when the arguments are the parameters in order: the arguments
  /// evaluated, each with its parameter's type as context, into the parameters' slots of the
  /// initializer's frame (the one its last call left, or a new one); a blank instance as `self`,
  /// the class's default values, the compiled body, the implicit `super.init()` (none: no
  /// superclass), and the check that every stored property was set.
  static func construct(
    _ type: NominalType, by known: InitializerSite.Known, arguments: CompiledArguments, in frame: Frame, _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    if let storing = known.storing {
      return try construct(type, storing: storing, parameterTypes: known.parameterTypes, arguments: arguments, in: frame, interpreter)
    }
    let initializer = known.initializer
    let parameterCount = initializer.parameters.count
    // The frame and its scope's `self`: those the last call kept (the same variable, emptied, so
    // that no scope's stamp moves), or new ones. The frame is referenced only here, so that once
    // the call is over it is kept when nothing else holds it.
    var callee: Frame?
    var selfVariable: Variable?
    if let taken = initializer.takeSpareInitializerFrame(for: known.compiled) {
      (callee, selfVariable) = (taken.frame, taken.selfVariable)
    } else {
      let made = Variable(name: "self", value: .void, isConstant: false, declaredType: nil)
      callee = Frame.make(for: known.compiled, in: Scope(parent: known.closureScope, selfVariable: made), expecting: nil)
      selfVariable = made
    }
    let instance: Value
    do throws(ScriptFailure) {
      instance = try run(type, by: known, in: callee.unsafelyUnwrapped, self: selfVariable.unsafelyUnwrapped, arguments: arguments, from: frame, interpreter)
    } catch where error.isInitializerFailure {
      return .none
    }
    // (A call that failed leaves its frame to go with it.)
    selfVariable = nil
    initializer.keepSpareFrame(&callee, parameterSlots: parameterCount)
    // The instances only the call's locals held went when it returned, before the caller goes on.
    if interpreter.deinitQueue.hasWaiting { try interpreter.runWaitingDeinitializers() }
    return try interpreter.checkedInitialized(instance, of: type)
  }

  /// The initializer's arguments bound in `body`'s parameter slots, a blank instance given to
  /// `selfVariable`, and the initializer run on it: the instance it made.
  private static func run(
    _ type: NominalType, by known: InitializerSite.Known, in body: Frame, self selfVariable: Variable, arguments: CompiledArguments,
    from frame: Frame, _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    let initializer = known.initializer
    let parameters = initializer.parameters
    for index in parameters.indices {
      let type = known.parameterTypes[index]
      body.bindParameter(index, try arguments.evaluateArgument(index, in: frame, type: type), name: parameters[index].name, declaredType: type)
    }
    for index in parameters.indices {
      guard let parameterType = known.parameterTypes[index], let variable = body[local: index] else { continue }
      variable.value = try interpreter.converted(variable.value, to: parameterType, at: nil)
    }
    selfVariable.value = try interpreter.blankInstance(of: type)
    try interpreter.beginInitializer(initializer, of: type, on: selfVariable)
    try interpreter.runInitializerBody(initializer, known.compiled, in: body)
    try interpreter.endInitializer(initializer, on: selfVariable)
    return selfVariable.value
  }
}

extension Frame {
  /// Stores a parameter's value in its slot: in the variable a kept frame holds there (made for the
  /// same parameter by an earlier call of the same function, none `inout`), else a new constant.
  func bindParameter(_ slot: Int, _ value: Value, name: String, declaredType: ScriptType?) {
    withUnsafeMutablePointerToElements { slots in
      if let kept = slots[slot] {
        kept.value = value
      } else {
        slots[slot] = Variable(name: name, value: value, isConstant: true, declaredType: declaredType)
      }
    }
  }
}
