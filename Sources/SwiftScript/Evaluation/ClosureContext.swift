import SwiftSyntax

/// What the context of a standard method's call tells its closure: the type the closure returns.
///
/// Swift infers a closure's result from where the call's result goes, so an implicit member in
/// the closure names the type the context wants: `let colors: [Color] = names.map { _ in .red }`,
/// `Int(text).map { .success($0) } ?? .failure(.bad)` in a function returning a `Result`. Without
/// it, `.red` has no type to be a member of.
extension Interpreter {
  /// The parameters of the standard method `name` called on `base` whose result the context wants
  /// as `expected`: its closure's function type, returning what makes the method's result
  /// `expected` (and `reduce`'s initial result, of that type; not `reduce(into:)`'s, whose closure
  /// returns nothing); nil when the context tells nothing (no expected type, or one with an
  /// unknown part).
  func closureContextParameters(_ name: String, of base: Value, expecting expected: ScriptType?, call: FunctionCallExprSyntax) -> [Parameter]? {
    guard let expected, !mentionsUnknown(expected) else { return nil }
    var isSequence = BuiltinKind.isCollectionOrString(base)
    if case .range = base { isSequence = true }
    let result: ScriptType
    switch (name, base, expected) {
    case ("map", .optional, .optional(let wrapped)): result = wrapped
    case ("flatMap", .optional, .optional): result = expected
    case ("map", _, .array(let element)) where isSequence: result = element
    case ("compactMap", _, .array(let element)) where isSequence: result = .optional(element)
    case ("reduce", _, _) where isSequence && call.arguments.first?.label == nil:
      // `shapes.reduce(0) { $0 + $1.area() }` returning a `Double`: the initial result is one too.
      let combine = ScriptType.function([expected, .any], expected, throws: false)
      return [
        Parameter(label: nil, name: "initialResult", type: expected, defaultValue: nil, isVariadic: false, isInout: false),
        Parameter(label: nil, name: "nextPartialResult", type: combine, defaultValue: nil, isVariadic: false, isInout: false),
      ]
    default: return nil
    }
    return [Parameter(label: nil, name: "transform", type: .function([.any], result, throws: false), defaultValue: nil, isVariadic: false, isInout: false)]
  }

  /// `reduce`'s closure, which returns what the initial result is (`names.reduce(Color.red) { _, _ in .green }`),
  /// when that is one of the script's types and the closure does not say.
  func reducing(_ combine: FunctionValue, into initial: Value) -> FunctionValue {
    guard combine.isClosure, combine.returnType == nil, nominalType(of: initial) != nil, case let type = initial.staticType, !mentionsUnknown(type) else {
      return combine
    }
    return combine.copy(returning: type)
  }
}
