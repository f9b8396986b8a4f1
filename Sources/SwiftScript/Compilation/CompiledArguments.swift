import SwiftSyntax

/// A call's arguments compiled once, evaluated on each call as `Interpreter.evaluateArguments`
/// evaluates them: each in the context of the parameter it fills, a `T!` value unwrapped unless
/// that parameter keeps optionals.
///
/// Trailing closures are made as the tree-walker makes them, in a scope made from the frame (which
/// they capture). Calls with `inout` arguments are not compiled (``LoopCompiler/compileArguments(_:allowsClosures:)``
/// answers nil).
struct CompiledArguments {
  struct Element {
    let label: String?
    let expression: ExprSyntax
    let value: CompiledExpression
  }

  let elements: [Element]
  /// The trailing closure, then the labeled ones after it.
  let trailingClosure: ClosureExprSyntax?
  let additionalTrailingClosures: [(label: String, closure: ClosureExprSyntax)]
  let interpreter: Interpreter
  /// The locals visible at the call (for the implicit-unwrapping check, and for the trailing
  /// closures to capture).
  let visible: [VisibleLocal]

  /// Whether the call has one argument, without a label, and no trailing closure.
  var hasOnlyOneUnlabeledArgument: Bool {
    elements.count == 1 && elements[0].label == nil && trailingClosure == nil && additionalTrailingClosures.isEmpty
  }

  /// The one argument's value (``hasOnlyOneUnlabeledArgument``) with `type` as its context, as
  /// ``evaluate(in:parameters:)`` gives it for a parameter of that type.
  func evaluateOnlyArgument(in frame: Frame, type: ScriptType?) throws(ScriptFailure) -> Value {
    try evaluateArgument(0, in: frame, type: type)
  }

  /// Argument `offset`'s value with `type` as its context, as ``evaluate(in:parameters:)`` gives
  /// it for a parameter of that type (not an autoclosure).
  @inline(__always)
  func evaluateArgument(_ offset: Int, in frame: Frame, type: ScriptType?) throws(ScriptFailure) -> Value {
    let value = try elements[offset].value(frame, type)
    if case .optional = value, !interpreter.keepsImplicitlyUnwrapped(type) {
      return try interpreter.unwrappingImplicitly(value, of: elements[offset].expression, in: frame, seeing: visible)
    }
    return value
  }

  /// The arguments' values, with the types of `parameters` (when known) as context.
  func evaluate(in frame: Frame, parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] {
    var arguments: [Argument] = []
    arguments.reserveCapacity(elements.count)
    var current: Int?
    // By index: an element or a `Parameter` copied whole retains three to five references.
    for offset in elements.indices {
      // The parameter's type alone.
      var parameterType: ScriptType?
      if let parameters {
        let index = Interpreter.parameterIndex(label: elements[offset].label, offset: offset, after: current, in: parameters)
        current = index
        if parameters.indices.contains(index) {
          parameterType = parameters[index].type
          if parameters[index].isAutoclosure {
            let closure = interpreter.autoclosure(elements[offset].expression, in: frame.scope(seeing: visible), type: parameterType)
            arguments.append(Argument(label: elements[offset].label, value: .function(closure)))
            continue
          }
        }
      }
      arguments.append(Argument(label: elements[offset].label, value: try evaluateArgument(offset, in: frame, type: parameterType)))
    }
    if let trailingClosure {
      let parameter = Interpreter.trailingClosureParameter(parameters, after: arguments.count)
      let closure = try interpreter.makeClosure(trailingClosure, in: frame.scope(seeing: visible), expecting: parameter?.type)
      var argument = Argument(label: parameter?.label, value: .function(closure))
      argument.isTrailingClosure = true
      arguments.append(argument)
    }
    for additional in additionalTrailingClosures {
      let type = parameters?.first { $0.label == additional.label }?.type
      let closure = try interpreter.makeClosure(additional.closure, in: frame.scope(seeing: visible), expecting: type)
      arguments.append(Argument(label: additional.label, value: .function(closure)))
    }
    return arguments
  }
}

extension LoopCompiler {
  /// A call's arguments compiled; nil when one is `inout`, or when the call has trailing closures
  /// and `allowsClosures` is false (the tree-walker evaluates those).
  func compileArguments(_ call: FunctionCallExprSyntax, allowsClosures: Bool = true) -> CompiledArguments? {
    let hasTrailingClosures = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
    guard allowsClosures || !hasTrailingClosures, !call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) else {
      return nil
    }
    let elements = call.arguments.map {
      CompiledArguments.Element(label: $0.label?.text, expression: $0.expression, value: compileExpression($0.expression))
    }
    return CompiledArguments(
      elements: elements, trailingClosure: call.trailingClosure,
      additionalTrailingClosures: call.additionalTrailingClosures.map { ($0.label.text, $0.closure) },
      interpreter: interpreter, visible: visible)
  }
}

/// Whether a call site's arguments are, one for one and in order, the parameters of the function
/// it called last (each with the parameter's label; no trailing closure, no variadic or `inout`
/// parameter): then they need no binding (`Interpreter.ArgumentBinding.inOrder`). Asked again only
/// when another function comes by.
final class ArgumentOrderMemo {
  private let labels: [String?]
  private let hasTrailingClosures: Bool
  /// Kept strongly, so that no other function takes its identity while the memo remembers it.
  private var function: FunctionValue?
  private var inOrder = false

  init(_ arguments: CompiledArguments) {
    labels = arguments.elements.map(\.label)
    hasTrailingClosures = arguments.trailingClosure != nil || !arguments.additionalTrailingClosures.isEmpty
  }

  @inline(__always)
  func takesInOrder(_ function: FunctionValue) -> Bool {
    if function !== self.function { learn(function) }
    return inOrder
  }

  private func learn(_ function: FunctionValue) {
    self.function = function
    let parameters = function.parameters
    inOrder = !hasTrailingClosures && labels.count == parameters.count && function.anonymousParameterCount == 0
      && zip(labels, parameters).allSatisfy { label, parameter in label == parameter.label && !parameter.isVariadic && !parameter.isInout }
  }
}
