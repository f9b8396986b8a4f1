import Foundation

extension Interpreter {
  /// `Result<Success, Failure>`: the standard enum with `success` and `failure` cases and `get()`.
  /// One type per specialization (cached by its spelling); the latest one is what `Result` names,
  /// so `.success(x)` and `.failure(e)` take their payload types from the context.
  func resultType(success: ScriptType, failure: ScriptType) -> ScriptType {
    let key = "Result<\(success), \(failure)>"
    let type: NominalType
    if let cached = knownTypes[key] {
      type = cached
    } else {
      type = NominalType(name: "Result", kind: .enumeration, declarationScope: globals)
      type.isStandardResult = true
      type.cases = [
        NominalType.EnumCase(name: "success", payloadLabels: [nil], payloadTypes: [success], rawValue: nil),
        NominalType.EnumCase(name: "failure", payloadLabels: [nil], payloadTypes: [failure], rawValue: nil),
      ]
      knownTypes[key] = type
    }
    knownTypes["Result"] = type
    return .named("Result")
  }

  /// `result.get()`: the success value, or the failure thrown.
  func resultMember(_ name: String, of enumCase: EnumCaseValue) -> Value? {
    guard enumCase.type.isStandardResult, name == "get" else { return nil }
    return .function(
      FunctionValue(host: "get", labels: [], isThrowing: true) { _ throws(ScriptFailure) in
        guard let payload = enumCase.payload.first else { return .void }
        if enumCase.name == "failure" { throw .thrown(payload) }
        return payload
      })
  }
}
