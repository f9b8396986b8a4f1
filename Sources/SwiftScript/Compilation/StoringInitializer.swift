import SwiftSyntax

/// An initializer whose body does nothing but store its parameters in the type's stored
/// properties — `init(value: Int, next: Node?) { self.value = value; self.next = next }`, the
/// commonest initializer there is — found when its call site first meets it (``InitializerSite``).
///
/// Running such a body stores each argument, converted to its property's type, and nothing else
/// can be seen to happen (a type's own initializer runs no property observers, and there is no
/// superclass to call), so a call makes the instance with its fields already in place: no frame,
/// no `self` variable, no statement run, and no check afterwards for a property left unset. The
/// arguments are evaluated and converted to their parameters' types first, in order, exactly as a
/// call of the initializer binds them.
///
/// It applies when every statement is `self.property = parameter`, each parameter is stored once
/// and each property at most once, a property not stored is an optional `var` (which starts as
/// `nil`), and no property has a default value, is `lazy`, `weak`, `unowned` or wrapped; nor is
/// any type involved implicitly unwrapped.
struct StoringInitializer {
  /// For each parameter, the field (slot of a class instance, field of a struct) it is stored in.
  let fieldOfParameter: [Int]
  /// For each parameter, its property's type when the stored value must be converted to it from
  /// the parameter's (`Node` stored in a `Node?`); nil when they are the same.
  let conversions: [ScriptType?]
  /// How many fields an instance has.
  let fieldCount: Int
  /// The fields no parameter is stored in: optional `var`s, which start as `nil`.
  let nilFields: [Int]

  /// The plan for `body`, the body of an initializer of `type` taking `parameters`, or nil when
  /// the body does anything but store parameters.
  init?(_ body: CodeBlockItemListSyntax, parameters: [Parameter], of type: NominalType) {
    let properties = type.storedProperties
    guard type.fieldLayout.count == properties.count, body.count == parameters.count,
      properties.allSatisfy({ $0.initialValue == nil && !$0.isLazy && $0.ownership == .strong && $0.wrapper == nil })
    else { return nil }
    var fieldOfParameter = Array(repeating: -1, count: parameters.count)
    var conversions: [ScriptType?] = Array(repeating: nil, count: parameters.count)
    var stored = Array(repeating: false, count: properties.count)
    for item in body {
      guard let (propertyName, parameterName) = Self.storedParameter(item),
        let field = properties.firstIndex(where: { $0.name == propertyName }), !stored[field],
        let parameter = parameters.firstIndex(where: { $0.name == parameterName }), fieldOfParameter[parameter] < 0,
        let parameterType = parameters[parameter].type, let propertyType = properties[field].type,
        !Self.isImplicitlyUnwrapped(parameterType), !Self.isImplicitlyUnwrapped(propertyType)
      else { return nil }
      switch propertyType {
      case parameterType: conversions[parameter] = nil
      case .optional(parameterType): conversions[parameter] = propertyType
      default: return nil
      }
      stored[field] = true
      fieldOfParameter[parameter] = field
    }
    let nilFields = properties.indices.filter { !stored[$0] }
    guard nilFields.allSatisfy({ !properties[$0].isConstant && properties[$0].type?.isOptional == true }) else { return nil }
    self.fieldOfParameter = fieldOfParameter
    self.conversions = conversions
    self.fieldCount = properties.count
    self.nilFields = nilFields
  }

  private static func isImplicitlyUnwrapped(_ type: ScriptType) -> Bool {
    if case .implicitlyUnwrapped = type { return true }
    return false
  }

  /// `self.property = parameter` as written: the two names.
  private static func storedParameter(_ item: CodeBlockItemSyntax) -> (property: String, parameter: String)? {
    guard let assignment = item.item.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
      let target = assignment.leftOperand.as(MemberAccessExprSyntax.self), target.declName.argumentNames == nil,
      let base = target.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self),
      let source = assignment.rightOperand.as(DeclReferenceExprSyntax.self), source.argumentNames == nil,
      case .identifier = source.baseName.tokenKind
    else { return nil }
    return (target.declName.baseName.text, source.baseName.text)
  }
}

extension LoopCompiler {
  /// A new `type` made by a ``StoringInitializer``: the arguments evaluated, each with its
  /// parameter's type as context, then converted to it (and to its property's type), straight
  /// into the instance's fields.
  static func construct(
    _ type: NominalType, storing: StoringInitializer, parameterTypes: [ScriptType?], arguments: CompiledArguments, in frame: Frame,
    _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    guard type.kind == .classType else {
      var values: [Value] = []
      values.reserveCapacity(storing.fieldCount)
      for _ in 0..<storing.fieldCount { values.append(.void) }
      try fill(storing, parameterTypes, arguments, frame, interpreter, read: { values[$0] }, write: { values[$0] = $1 })
      try runWaitingDeinitializers(interpreter)
      return .structure(StructValue(type: type, fields: values))
    }
    // The instance's own slots take the values (an instance left incomplete by a failed argument
    // goes without its `deinit`, as one whose initializer did not finish).
    let object = ObjectValue.make(type)
    do throws(ScriptFailure) {
      try fill(
        storing, parameterTypes, arguments, frame, interpreter, read: { object[slot: $0].unsafelyUnwrapped }, write: { object[slot: $0] = $1 })
    } catch {
      if let first = storing.fieldOfParameter.first { object[slot: first] = nil }
      throw error
    }
    try runWaitingDeinitializers(interpreter)
    return .object(object)
  }

  /// The fields of a new instance, written through `write`: the arguments evaluated, each with its
  /// parameter's type as context, then converted, in order; the fields no parameter is stored in
  /// `nil`.
  @inline(__always)
  private static func fill(
    _ storing: StoringInitializer, _ parameterTypes: [ScriptType?], _ arguments: CompiledArguments, _ frame: Frame,
    _ interpreter: Interpreter, read: (Int) -> Value, write: (Int, Value) -> Void
  ) throws(ScriptFailure) {
    let fields = storing.fieldOfParameter
    func argument(_ parameter: Int) throws(ScriptFailure) -> Value {
      try arguments.evaluateArgument(parameter, in: frame, type: parameterTypes[parameter])
    }
    func store(_ value: Value, _ parameter: Int) throws(ScriptFailure) {
      write(fields[parameter], try converted(value, parameter, storing, parameterTypes, interpreter))
    }
    // Up to three arguments are held aside while the others are evaluated (each field written
    // once); more are written as they come and converted where they are.
    switch fields.count {
    case 1:
      try store(try argument(0), 0)
    case 2:
      let first = try argument(0)
      let second = try argument(1)
      try store(first, 0)
      try store(second, 1)
    case 3:
      let first = try argument(0)
      let second = try argument(1)
      let third = try argument(2)
      try store(first, 0)
      try store(second, 1)
      try store(third, 2)
    default:
      for parameter in fields.indices { write(fields[parameter], try argument(parameter)) }
      for parameter in fields.indices { try store(read(fields[parameter]), parameter) }
    }
    for field in storing.nilFields { write(field, Value.none) }
  }

  /// An argument converted to its parameter's type, then to its property's.
  @inline(__always)
  private static func converted(
    _ value: Value, _ parameter: Int, _ storing: StoringInitializer, _ parameterTypes: [ScriptType?], _ interpreter: Interpreter
  ) throws(ScriptFailure) -> Value {
    var value = value
    if let parameterType = parameterTypes[parameter] {
      value = try interpreter.converted(value, to: parameterType, at: nil)
    }
    if let propertyType = storing.conversions[parameter] {
      value = try interpreter.converted(value, to: propertyType, at: nil)
    }
    return value
  }

  /// What the arguments' evaluation let go goes before the caller goes on, as after any call.
  @inline(__always)
  private static func runWaitingDeinitializers(_ interpreter: Interpreter) throws(ScriptFailure) {
    if interpreter.deinitQueue.hasWaiting { try interpreter.runWaitingDeinitializers() }
  }
}
