import Foundation
import SwiftSyntax

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

  /// `result.get()`: the success value, or the failure thrown; `map`, `flatMap`, `mapError` and
  /// `flatMapError`: the success (or failure) transformed, the other case kept.
  func resultMember(_ name: String, of enumCase: EnumCaseValue) -> Value? {
    guard enumCase.type.isStandardResult else { return nil }
    let payload = enumCase.payload.first ?? .void
    switch name {
    case "get":
      return .function(
        FunctionValue(host: "get", labels: [], isThrowing: true) { _ throws(ScriptFailure) in
          if enumCase.name == "failure" { throw .thrown(payload) }
          return payload
        })
    case "map", "flatMap", "mapError", "flatMapError":
      let transforms = name.hasSuffix("Error") ? "failure" : "success"
      return .function(
        FunctionValue(host: name, labels: [nil]) { [unowned self] arguments throws(ScriptFailure) in
          guard enumCase.name == transforms else { return .enumCase(enumCase) }
          guard case .function(var transform) = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
          // `flatMap`'s closure returns a `Result` (`.success(x)` in it is one).
          if name.hasPrefix("flatMap"), transform.isClosure, transform.returnType == nil { transform = transform.copy(returning: .named("Result")) }
          let result = try invoke(transform, arguments: [Argument(label: nil, value: payload)], callLabels: false)
          if name.hasPrefix("flatMap") { return result }
          return .enumCase(EnumCaseValue(type: enumCase.type, name: transforms, payload: [result], labels: [nil]))
        })
    default:
      return nil
    }
  }

  /// `Result { try … }`, `Result(catching:)`: `success` with what the closure returns, or
  /// `failure` with what it throws.
  func resultCatching(_ arguments: [Argument], at node: Syntax) throws(ScriptFailure) -> Value {
    guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "catching", case .function(let body) = arguments[0].value else {
      throw located(.diagnostic("no exact matches in call to initializer"), at: node)
    }
    _ = resultType(success: .any, failure: .any)
    guard let type = knownTypes["Result"] else { return .void }
    do throws(ScriptFailure) {
      let value = try invoke(body, arguments: [], callLabels: false)
      return .enumCase(EnumCaseValue(type: type, name: "success", payload: [value], labels: [nil]))
    } catch {
      guard case .thrown(let thrown) = error.kind else { throw error }
      return .enumCase(EnumCaseValue(type: type, name: "failure", payload: [thrown], labels: [nil]))
    }
  }
}
