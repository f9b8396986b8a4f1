import Foundation
import SwiftSyntax

extension Interpreter {
  /// `Result<Success, Failure>`: the standard enum with `success` and `failure` cases and `get()`.
  /// One type per specialization, named by its spelling (`Result<Int, ParseError>`), so that
  /// `.success(x)` and `.failure(e)` where the context names it are its cases and print its type
  /// arguments; the latest one is also what a bare `Result` names.
  func resultType(success: ScriptType, failure: ScriptType) -> ScriptType {
    let type = resultSpecialization(success: success, failure: failure)
    knownTypes["Result"] = type
    return .named(Self.resultTypeName(success: success, failure: failure))
  }

  /// The name a specialization of `Result` is known by (`Result<Int, ParseError>`).
  private static func resultTypeName(success: ScriptType, failure: ScriptType) -> String { "Result<\(success), \(failure)>" }

  /// The specialization of `Result` with these arguments (made on first use).
  func resultSpecialization(success: ScriptType, failure: ScriptType) -> NominalType {
    let key = Self.resultTypeName(success: success, failure: failure)
    if let cached = knownTypes[key] { return cached }
    let type = NominalType(name: "Result", kind: .enumeration, declarationScope: globals)
    type.standardResultArguments = [success, failure]
    type.cases = [
      NominalType.EnumCase(name: "success", payloadLabels: [nil], payloadTypes: [success], rawValue: nil),
      NominalType.EnumCase(name: "failure", payloadLabels: [nil], payloadTypes: [failure], rawValue: nil),
    ]
    knownTypes[key] = type
    return type
  }

  /// A `Result<Success, Failure>` (what `Result { … }` and a task's `result` give): `success`
  /// holding `value`, its `Success` what `value` is, its `Failure` `any Error` unless said
  /// (`Never` for a closure that cannot throw).
  func caughtResult(success value: Value, failure: ScriptType = .named("Error")) -> Value {
    let type = resultSpecialization(success: value.staticType, failure: failure)
    return .enumCase(EnumCaseValue(type: type, name: "success", payload: [value], labels: [nil]))
  }

  /// A `Result<Success, any Error>` whose `failure` holds `thrown` (`Success` unknown when nil).
  func caughtResult(failure thrown: Value, success: ScriptType? = nil) -> Value {
    let type = resultSpecialization(success: success ?? .any, failure: .named("Error"))
    return .enumCase(EnumCaseValue(type: type, name: "failure", payload: [thrown], labels: [nil]))
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
          // The other case's type argument is kept; the transformed one is what the closure gives.
          var arguments = enumCase.type.standardResultArguments ?? [.any, .any]
          let transformed = transforms == "success" ? 0 : 1
          if name.hasPrefix("flatMap") {
            // Its closure returns a `Result` (`.success(x)` in it is one), whose other argument
            // is this one's; the transformed one is what the case it returns holds.
            arguments[transformed] = .any
            let context = resultSpecialization(success: arguments[0], failure: arguments[1])
            if transform.isClosure, transform.returnType == nil {
              transform = transform.copy(returning: .named(Self.resultTypeName(success: arguments[0], failure: arguments[1])))
            }
            let result = try invoke(transform, arguments: [Argument(label: nil, value: payload)], callLabels: false)
            guard case .enumCase(let returned) = result, returned.type === context, returned.name == transforms, let held = returned.payload.first else {
              return result
            }
            arguments[transformed] = held.staticType
            let type = resultSpecialization(success: arguments[0], failure: arguments[1])
            return .enumCase(EnumCaseValue(type: type, name: transforms, payload: [held], labels: [nil]))
          }
          // `map` makes a `Result` of what the closure returns (`mapError`, of the error it returns).
          let result = try invoke(transform, arguments: [Argument(label: nil, value: payload)], callLabels: false)
          arguments[transformed] = result.staticType
          let type = resultSpecialization(success: arguments[0], failure: arguments[1])
          return .enumCase(EnumCaseValue(type: type, name: transforms, payload: [result], labels: [nil]))
        })
    default:
      return nil
    }
  }

  /// `Result { try … }`, `Result(catching:)`: `success` with what the closure returns, or
  /// `failure` with what it throws; a `Result<Success, Never>` when the closure cannot throw
  /// (Swift 6 infers the closure's thrown type).
  func resultCatching(_ arguments: [Argument], call: FunctionCallExprSyntax) throws(ScriptFailure) -> Value {
    guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "catching", case .function(let body) = arguments[0].value else {
      throw located(.diagnostic("no exact matches in call to initializer"), at: call)
    }
    if !RethrowingCall.argumentsThrow(call, isThrowingFunction: { _ in true }) {
      return caughtResult(success: try invoke(body, arguments: [], callLabels: false), failure: .named("Never"))
    }
    do throws(ScriptFailure) {
      return caughtResult(success: try invoke(body, arguments: [], callLabels: false))
    } catch {
      guard case .thrown(let thrown) = error.kind else { throw error }
      return caughtResult(failure: thrown, success: declaredResultType(of: body))
    }
  }

  /// The type a closure of one expression, `try f(…)` calling a script function of one
  /// declaration, returns: the function's declared result (`Result { try risky() }` is a
  /// `Result<Int, any Error>` whatever it caught); nil otherwise.
  private func declaredResultType(of closure: FunctionValue) -> ScriptType? {
    guard case .statements(let body) = closure.body, let scope = closure.closureScope,
      case .expr(var expression)? = body.first?.item, body.count == 1
    else { return nil }
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      case .functions(let overloads)? = resolve(callee.baseName.text, in: scope), overloads.count == 1
    else { return nil }
    return overloads[0].returnType ?? .void
  }
}
