import SwiftSyntax

/// What a compiled call site knows of the `try` and `await` around it, read once from the syntax,
/// so that `Interpreter.checkEffects` (the compiler's checks that a throwing call is marked `try`
/// and an async one `await`) walks the tree only for a call that fails them.
struct CallEffects {
  let call: FunctionCallExprSyntax
  let coveredByTry: Bool
  let coveredByAwait: Bool

  init(of call: FunctionCallExprSyntax, _ interpreter: Interpreter) {
    self.call = call
    coveredByTry = interpreter.isCovered(call, by: TryExprSyntax.self)
    coveredByAwait = interpreter.isCovered(call, by: AwaitExprSyntax.self)
  }

  /// Throws the compiler's diagnostic when calling `function` here needs a `try` or an `await`
  /// the call lacks.
  @inline(__always)
  func check(_ function: FunctionValue, _ interpreter: Interpreter) throws(ScriptFailure) {
    if function.isThrowing && !coveredByTry || function.isAsync && !coveredByAwait {
      guard !function.isRethrowing else {
        try interpreter.checkEffects(of: function, call: call, in: interpreter.globals)
        return
      }
      try interpreter.checkEffects(function.isThrowing, function.isAsync, name: function.name, call: Syntax(call))
    }
  }
}
