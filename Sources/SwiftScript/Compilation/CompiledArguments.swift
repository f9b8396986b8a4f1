import SwiftSyntax

/// A call's arguments compiled once, evaluated on each call as `Interpreter.evaluateArguments`
/// evaluates them: each in the context of the parameter it fills, a `T!` value unwrapped unless
/// that parameter keeps optionals.
///
/// Only calls without `inout` arguments and trailing closures are compiled
/// (``LoopCompiler/compileArguments(_:)`` answers nil for the others).
struct CompiledArguments {
  struct Element {
    let label: String?
    let expression: ExprSyntax
    let value: CompiledExpression
  }

  let elements: [Element]
  let interpreter: Interpreter
  /// The locals visible at the call (for the implicit-unwrapping check).
  let visible: [VisibleLocal]

  /// The arguments' values, with the types of `parameters` (when known) as context.
  func evaluate(in frame: Frame, parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] {
    var arguments: [Argument] = []
    arguments.reserveCapacity(elements.count)
    // The parameter each argument fills: by label, else the next one (unlabeled arguments after a
    // variadic parameter's first value still belong to it).
    var current: Int?
    for (offset, element) in elements.enumerated() {
      var parameter: Parameter?
      if let parameters {
        if let label = element.label, let labeled = parameters.firstIndex(where: { $0.label == label }) {
          current = labeled
        } else if let index = current, parameters[safe: index]?.isVariadic == true, element.label == nil {
          current = index
        } else {
          current = current.map { $0 + 1 } ?? offset
        }
        parameter = current.flatMap { parameters[safe: $0] }
      }
      let parameterType = parameter?.type
      var value = try element.value(frame, parameterType)
      let isVariadicAny = parameter?.isVariadic == true && parameterType == .any
      if !(interpreter.keepsOptional(parameterType) || isVariadicAny) {
        value = try interpreter.unwrappingImplicitly(value, of: element.expression, in: frame, seeing: visible)
      }
      arguments.append(Argument(label: element.label, value: value))
    }
    return arguments
  }
}

extension LoopCompiler {
  /// A call's arguments compiled; nil when one is `inout` or the call has trailing closures (the
  /// tree-walker evaluates those).
  func compileArguments(_ call: FunctionCallExprSyntax) -> CompiledArguments? {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      !call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) })
    else { return nil }
    let elements = call.arguments.map {
      CompiledArguments.Element(label: $0.label?.text, expression: $0.expression, value: compileExpression($0.expression))
    }
    return CompiledArguments(elements: elements, interpreter: interpreter, visible: visible)
  }
}
