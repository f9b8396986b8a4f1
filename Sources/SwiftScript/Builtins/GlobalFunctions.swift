import Foundation
import SwiftSyntax

extension Interpreter {
  /// Swift's global functions that scripts use: `print`, `assert`, `min`, `stride`, ...
  func builtinFunction(_ name: String) -> FunctionValue? {
    /// A global builtin whose overloads come from `BuiltinSignatures`: a call must fit one before
    /// `body` reads its arguments.
    func host(_ body: @escaping ([Argument]) throws(ScriptFailure) -> Value) -> FunctionValue {
      FunctionValue(builtin: name, of: [.global], body)
    }
    switch name {
    case "print", "debugPrint":
      return FunctionValue(
        name: name,
        parameters: [
          Parameter(label: nil, name: "items", type: .any, defaultValue: nil, isVariadic: true, isInout: false),
          Parameter(label: "separator", name: "separator", type: .string, defaultValue: ExprSyntax(NilLiteralExprSyntax()), isVariadic: false, isInout: false),
          Parameter(label: "terminator", name: "terminator", type: .string, defaultValue: ExprSyntax(NilLiteralExprSyntax()), isVariadic: false, isInout: false),
          // `print(x, to: &text)`: written into a string instead.
          Parameter(label: "to", name: "output", type: .string, defaultValue: ExprSyntax(NilLiteralExprSyntax()), isVariadic: false, isInout: true),
        ],
        body: .hostInout { [unowned self] arguments throws(ScriptFailure) in
          var items: [Value] = []
          var separator = " "
          var terminator = "\n"
          var target: Int?
          for (index, argument) in arguments.enumerated() {
            switch argument.label {
            case "separator"?: separator = try String.fromScript(argument.value, registry: registry)
            case "terminator"?: terminator = try String.fromScript(argument.value, registry: registry)
            case "to"?: target = index
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
          if let target {
            guard case .string(let text) = arguments[target].value else {
              throw .diagnostic("cannot convert value of type '\(arguments[target].value.typeName)' to expected argument type 'String'")
            }
            arguments[target].value = .string(text + line + terminator)
            return .void
          }
          output(line + terminator)
          return .void
        }, closureScope: nil, returnType: .void, isThrowing: false)
    case "dump":
      // Writes the value and its parts; gives the value back.
      return FunctionValue(host: name, labels: [nil], checked: false) { [unowned self] arguments throws(ScriptFailure) in
        guard arguments.count == 1, let value = arguments.first?.value else { throw .diagnostic("dump(_:) takes one value") }
        try writeDump(of: value)
        return value
      }
    case "assert", "precondition":
      return host { arguments throws(ScriptFailure) in
        guard case .bool(let holds)? = arguments.first?.value else { throw .diagnostic("'\(name)' needs a Bool condition") }
        if !holds {
          var message = name == "assert" ? "Assertion failed" : "Precondition failed"
          if arguments.count > 1, case .string(let text) = arguments[1].value, !text.isEmpty { message += ": \(text)" }
          throw .fault(message)
        }
        return .void
      }
    case "fatalError", "preconditionFailure", "assertionFailure":
      return host { arguments throws(ScriptFailure) in
        // Each prints `Fatal error`, then `: message` when there is one (only `assert` and
        // `precondition` have titles of their own).
        var message = ""
        if case .string(let text)? = arguments.first?.value { message = text }
        throw .fault(message)
      }
    case "min", "max":
      return host { [unowned self] arguments throws(ScriptFailure) in
        guard var best = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
        for argument in arguments.dropFirst() {
          let order = try compare(argument.value, best)
          if name == "min" ? order < 0 : order > 0 { best = argument.value }
        }
        // The arguments share one type: a literal among them takes the others' (`max(3, 2.5)` is
        // `3.0`, `max(ratio, 2)` a `Float`).
        if case .int = best, let shared = arguments.lazy.map(\.value.staticType).first(where: { $0 != .int }) {
          return try coerce(best, to: shared, at: nil)
        }
        if case .double = best, let shared = arguments.lazy.map(\.value.staticType).first(where: { $0 != .int && $0 != .double }) {
          return try coerce(best, to: shared, at: nil)
        }
        return best
      }
    case _ where Mathematics.unaryNames.contains(name) || Mathematics.binaryNames.contains(name):
      return host { [unowned self] arguments throws(ScriptFailure) in try Mathematics.call(name, arguments, registry: registry) }
    case "abs":
      return host { [unowned self] arguments throws(ScriptFailure) in
        switch arguments.first?.value {
        case .int(let number)?:
          // `abs(Int.min)` has no Int: the trap of compiled Swift, not the end of the process.
          guard number != Int.min else { throw .fault("arithmetic overflow") }
          return .int(abs(number))
        case .double(let number)?: return .double(abs(number))
        case let value? where SinglePrecisionFloats.float(in: value) != nil:
          return registry.wrap(abs(SinglePrecisionFloats.float(in: value)!))
        case let value? where FixedWidthIntegers.integer(in: value) != nil:
          // `abs(Int8.min)` has no `Int8`: negating it is the overflow trap.
          let integer = FixedWidthIntegers.integer(in: value)!
          guard integer.isNegative else { return value }
          return try integer.prefixOperation("-", registry: registry) ?? value
        default: throw .diagnostic("'abs' needs a number")
        }
      }
    case "stride":
      let stride = FunctionValue(
        name: name,
        parameters: ["from", "to", "by"].map { Parameter(label: $0, name: $0, type: nil, defaultValue: nil, isVariadic: false, isInout: false) },
        body: .host { [unowned self] arguments throws(ScriptFailure) in try self.stride(arguments) }, closureScope: nil, returnType: nil,
        isThrowing: false)
      stride.overloads = BuiltinSignatures.member(name, of: [.global])?.selectors
      stride.builtinKinds = [.global]
      return stride
    case "zip":
      return host { [unowned self] arguments throws(ScriptFailure) in
        // `zip(names, 1...)`: an endless range gives as many numbers as the other side has elements.
        func endlessStart(_ value: Value) -> Int? {
          if case .range(let range) = value, let lower = range.lower, range.upper == nil { return lower }
          return nil
        }
        func elements(_ value: Value, besides other: Value) throws(ScriptFailure) -> [Value] {
          if let start = endlessStart(value), endlessStart(other) == nil {
            let count = try iterate(other, at: Optional<SwiftSyntax.Syntax>.none).count
            return (0..<count).map { .int(start + $0) }
          }
          return try iterate(value, at: Optional<SwiftSyntax.Syntax>.none)
        }
        let first = try elements(arguments[0].value, besides: arguments[1].value)
        let second = try elements(arguments[1].value, besides: arguments[0].value)
        // A `Zip2Sequence` of the two.
        return sequenceView(
          .zip, of: [arguments[0].value, arguments[1].value], elements: zip(first, second).map { .tuple(TupleValue([$0.0, $0.1])) },
          elementType: nil)
      }
    case "type":
      return host { [unowned self] arguments throws(ScriptFailure) in
        .metatype(dynamicType(of: arguments[0].value))
      }
    case "readLine":
      return host { _ throws(ScriptFailure) in .none }
    case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=":
      // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
      return FunctionValue(host: name, labels: [nil, nil]) { [unowned self] arguments throws(ScriptFailure) in
        guard arguments.count == 2 else { throw .diagnostic("operator '\(name)' takes two operands") }
        return try binaryOperation(name, arguments[0].value, arguments[1].value)
      }
    case "withTaskGroup", "withThrowingTaskGroup":
      return taskGroupFunction(name)
    case "repeatElement":
      // A `Repeated<T>` collection, an array here.
      return host { arguments throws(ScriptFailure) in
        guard arguments.count == 2, arguments[1].label == "count", case .int(let count) = arguments[1].value else {
          throw .diagnostic("missing argument for parameter 'count' in call")
        }
        guard count >= 0 else { throw .fault("Negative count not allowed") }
        try ValueLimits.checkArray(count: count)
        return .array(ArrayValue(Array(repeating: arguments[0].value, count: count)))
      }
    case "swap":
      let swap = FunctionValue(
        name: name,
        parameters: ["a", "b"].map { Parameter(label: nil, name: $0, type: nil, defaultValue: nil, isVariadic: false, isInout: true) },
        body: .hostInout { arguments throws(ScriptFailure) in
          guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter #2 in call") }
          (arguments[0].value, arguments[1].value) = (arguments[1].value, arguments[0].value)
          return .void
        }, closureScope: nil, returnType: .void, isThrowing: false)
      swap.overloads = BuiltinSignatures.member(name, of: [.global])?.selectors
      swap.builtinKinds = [.global]
      return swap
    default:
      return nil
    }
  }

  /// `stride(from:to:by:)`, `stride(from:through:by:)`: a `StrideTo<Int>` or `StrideThrough<Double>`
  /// view of its elements (what `print` and `type(of:)` show; used as its elements otherwise).
  private func stride(_ arguments: [Argument]) throws(ScriptFailure) -> Value {
    let stride = try StrideSequence(arguments)
    try ValueLimits.checkArray(count: stride.count)
    var elements: [Value] = []
    try stride.forEach { (element: Value) throws(ScriptFailure) -> Bool in
      elements.append(element)
      return true
    }
    // The view's one "base" is a value of its element type, which names it.
    let elementType: ScriptType = stride.isIntegral ? .int : .double
    return sequenceView(
      stride.isInclusive ? .strideThrough : .strideTo, of: [stride.isIntegral ? .int(0) : .double(0)], elements: elements,
      elementType: elementType)
  }

  /// The stride of a `for`-`in` whose sequence is a call of the builtin `stride` (not a function of
  /// the script's named so), to walk without making an array; nil for any other sequence.
  func lazyStride(_ sequence: ExprSyntax, in scope: Scope) throws(ScriptFailure) -> StrideSequence? {
    guard let call = sequence.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "stride",
      call.trailingClosure == nil, resolve("stride", in: scope) == nil
    else { return nil }
    let arguments = try evaluateArguments(call, in: scope, parameters: nil)
    do throws(ScriptFailure) {
      if let message = BuiltinSignatures.mismatch("stride", of: [.global], given: arguments.map(\.given), calling: "global function") {
        throw ScriptFailure.diagnostic(message)
      }
      return try StrideSequence(arguments)
    } catch {
      throw located(error, at: call)
    }
  }
}

/// `stride(from:to:by:)` and `stride(from:through:by:)` over Ints or Doubles, walked one element
/// at a time as Swift's `StrideTo` and `StrideThrough` are.
struct StrideSequence {
  private enum Bounds {
    case integers(start: Int, end: Int, step: Int)
    case doubles(start: Double, end: Double, step: Double)
  }

  private let bounds: Bounds
  private let inclusive: Bool

  /// A stride from the call's arguments (`from:`, `to:` or `through:`, `by:`).
  init(_ arguments: [Argument]) throws(ScriptFailure) {
    guard arguments.count == 3 else { throw .diagnostic("stride(from:to:by:) or stride(from:through:by:)") }
    inclusive = arguments[1].label == "through"
    switch (arguments[0].value, arguments[1].value, arguments[2].value) {
    case (.int(let start), .int(let end), .int(let step)):
      guard step != 0 else { throw .fault("Stride size must not be zero") }
      bounds = .integers(start: start, end: end, step: step)
    default:
      func number(_ value: Value) -> Double? {
        switch value {
        case .int(let n): Double(n)
        case .double(let d): d
        default: nil
        }
      }
      guard let start = number(arguments[0].value), let end = number(arguments[1].value),
        let step = number(arguments[2].value)
      else {
        throw .diagnostic("stride needs numbers")
      }
      guard step != 0 else { throw .fault("Stride size must not be zero") }
      bounds = .doubles(start: start, end: end, step: step)
    }
  }

  /// Whether the elements are Ints.
  /// `stride(from:through:by:)` (else `to:`).
  var isInclusive: Bool { inclusive }

  var isIntegral: Bool {
    if case .integers = bounds { return true }
    return false
  }

  /// How many elements there are, without making them (at most Int.max).
  var count: Int {
    switch bounds {
    case .integers(let start, let end, let step):
      let (span, overflow) = end.subtractingReportingOverflow(start)
      if overflow { return Int.max }
      if span == 0 { return inclusive ? 1 : 0 }
      guard (span > 0) == (step > 0) else { return 0 }
      let steps = span / step
      let exact = span % step == 0
      return exact && !inclusive ? steps : steps == Int.max ? Int.max : steps + 1
    case .doubles(let start, let end, let step):
      let steps = ((end - start) / step).rounded(.down)
      guard steps.isFinite else { return Int.max }
      guard steps >= 0 else { return 0 }
      return steps >= Double(Int.max) ? Int.max : Int(steps) + 1
    }
  }

  /// Calls `body` with each element in order until it returns false.
  func forEach<Failure: Error>(_ body: (Value) throws(Failure) -> Bool) throws(Failure) {
    switch bounds {
    case .integers(let start, let end, let step):
      if inclusive {
        for element in Swift.stride(from: start, through: end, by: step) where !(try body(.int(element))) { return }
      } else {
        for element in Swift.stride(from: start, to: end, by: step) where !(try body(.int(element))) { return }
      }
    case .doubles(let start, let end, let step):
      if inclusive {
        for element in Swift.stride(from: start, through: end, by: step) where !(try body(.double(element))) { return }
      } else {
        for element in Swift.stride(from: start, to: end, by: step) where !(try body(.double(element))) { return }
      }
    }
  }
}
