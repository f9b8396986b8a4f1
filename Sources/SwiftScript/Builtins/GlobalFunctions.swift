import Foundation
import SwiftSyntax

extension Interpreter {
  /// Swift's global functions that scripts use: `print`, `assert`, `min`, `stride`, ...
  func builtinFunction(_ name: String) -> FunctionValue? {
    /// A global builtin whose first `required` parameters (all of them unless said) every call gives.
    func host(_ labels: [String?], required: Int? = nil, _ body: @escaping ([Argument]) throws(ScriptFailure) -> Value) -> FunctionValue {
      FunctionValue(host: name, labels: labels, required: .some(required ?? labels.count), body)
    }
    switch name {
    case "print", "debugPrint":
      return FunctionValue(
        name: name,
        parameters: [
          Parameter(label: nil, name: "items", type: .any, defaultValue: nil, isVariadic: true, isInout: false),
          Parameter(label: "separator", name: "separator", type: .string, defaultValue: ExprSyntax(NilLiteralExprSyntax()), isVariadic: false, isInout: false),
          Parameter(label: "terminator", name: "terminator", type: .string, defaultValue: ExprSyntax(NilLiteralExprSyntax()), isVariadic: false, isInout: false),
        ],
        body: .host { [unowned self] arguments throws(ScriptFailure) in
          var items: [Value] = []
          var separator = " "
          var terminator = "\n"
          for argument in arguments {
            switch argument.label {
            case "separator"?: separator = try String.fromScript(argument.value, registry: registry)
            case "terminator"?: terminator = try String.fromScript(argument.value, registry: registry)
            default: items.append(argument.value)
            }
          }
          // Written item by item, not with `joined(separator:)`: the standard library runs that
          // unspecialized, and its first run searches every conformance record.
          var line = ""
          for (index, item) in items.enumerated() {
            if index > 0 { line += separator }
            line += name == "print" ? describe(item) : ValueFormatter.debugDescription(item, interpreter: self)
          }
          output(line + terminator)
          return .void
        }, closureScope: nil, returnType: .void, isThrowing: false)
    case "assert", "precondition":
      return host([nil, nil], required: 1) { arguments throws(ScriptFailure) in
        guard case .bool(let holds)? = arguments.first?.value else { throw .diagnostic("'\(name)' needs a Bool condition") }
        if !holds {
          var message = name == "assert" ? "Assertion failed" : "Precondition failed"
          if arguments.count > 1, case .string(let text) = arguments[1].value, !text.isEmpty { message += ": \(text)" }
          throw .fault(message)
        }
        return .void
      }
    case "fatalError", "preconditionFailure", "assertionFailure":
      return host([nil], required: 0) { arguments throws(ScriptFailure) in
        var message = ""
        if case .string(let text)? = arguments.first?.value { message = text }
        if name == "fatalError" { throw .fault(message) }
        let prefix = name == "preconditionFailure" ? "Fatal error" : "Assertion failed"
        throw .fault(message.isEmpty ? prefix : "\(prefix): \(message)")
      }
    case "min", "max":
      return host([nil, nil]) { [unowned self] arguments throws(ScriptFailure) in
        guard var best = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
        for argument in arguments.dropFirst() {
          let order = try compare(argument.value, best)
          if name == "min" ? order < 0 : order > 0 { best = argument.value }
        }
        return best
      }
    case "abs":
      return host([nil]) { arguments throws(ScriptFailure) in
        switch arguments.first?.value {
        case .int(let number)?:
          // `abs(Int.min)` has no Int: the trap of compiled Swift, not the end of the process.
          guard number != Int.min else { throw .fault("arithmetic overflow") }
          return .int(abs(number))
        case .double(let number)?: return .double(abs(number))
        default: throw .diagnostic("'abs' needs a number")
        }
      }
    case "stride":
      return FunctionValue(
        name: name,
        parameters: ["from", "to", "by"].map { Parameter(label: $0, name: $0, type: nil, defaultValue: nil, isVariadic: false, isInout: false) },
        body: .host { arguments throws(ScriptFailure) in try Interpreter.stride(arguments) }, closureScope: nil, returnType: nil,
        isThrowing: false)
    case "zip":
      return host([nil, nil]) { [unowned self] arguments throws(ScriptFailure) in
        let first = try iterate(arguments[0].value, at: Optional<SwiftSyntax.Syntax>.none)
        let second = try iterate(arguments[1].value, at: Optional<SwiftSyntax.Syntax>.none)
        return .array(ArrayValue(zip(first, second).map { .tuple(TupleValue([$0.0, $0.1])) }))
      }
    case "type":
      return host(["of"]) { arguments throws(ScriptFailure) in
        .metatype(arguments[0].value.staticType)
      }
    case "readLine":
      return host([]) { _ throws(ScriptFailure) in .none }
    case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=":
      // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
      return host([nil, nil]) { [unowned self] arguments throws(ScriptFailure) in
        guard arguments.count == 2 else { throw .diagnostic("operator '\(name)' takes two operands") }
        return try binaryOperation(name, arguments[0].value, arguments[1].value)
      }
    case "swap":
      return FunctionValue(
        name: name,
        parameters: ["a", "b"].map { Parameter(label: nil, name: $0, type: nil, defaultValue: nil, isVariadic: false, isInout: true) },
        body: .hostInout { arguments throws(ScriptFailure) in
          guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter #2 in call") }
          (arguments[0].value, arguments[1].value) = (arguments[1].value, arguments[0].value)
          return .void
        }, closureScope: nil, returnType: .void, isThrowing: false)
    default:
      return nil
    }
  }

  private static func stride(_ arguments: [Argument]) throws(ScriptFailure) -> Value {
    guard arguments.count == 3 else { throw .diagnostic("stride(from:to:by:) or stride(from:through:by:)") }
    let inclusive = arguments[1].label == "through"
    switch (arguments[0].value, arguments[1].value, arguments[2].value) {
    case (.int(let start), .int(let end), .int(let step)):
      guard step != 0 else { throw .fault("Stride size must not be zero") }
      let values = inclusive ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
      return .array(ArrayValue(values.map(Value.int), elementType: .int))
    default:
      func number(_ value: Value) -> Double? {
        switch value {
        case .int(let n): Double(n)
        case .double(let d): d
        default: nil
        }
      }
      guard let start = number(arguments[0].value), let end = number(arguments[1].value), let step = number(arguments[2].value) else {
        throw .diagnostic("stride needs numbers")
      }
      let values = inclusive ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
      return .array(ArrayValue(values.map(Value.double), elementType: .double))
    }
  }
}

