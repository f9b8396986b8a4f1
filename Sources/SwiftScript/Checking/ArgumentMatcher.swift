import Foundation
import SwiftSyntax

/// Matches a call's arguments to a signature's parameters by label, as Swift does, and words the
/// mismatch as swiftc does when they do not fit.
struct ArgumentMatcher {
  /// An argument at the call site.
  struct Argument {
    let label: String?
    /// The argument's expression (a trailing closure's closure).
    let expression: ExprSyntax
    /// The label's token, when written.
    let labelToken: TokenSyntax?
    let isTrailingClosure: Bool
  }

  /// Why the arguments do not fit, and where swiftc points.
  struct Problem {
    let message: String
    let anchor: Syntax
  }

  enum Outcome {
    /// The parameter index of each argument.
    case matched([Int])
    case problem(Problem)
    /// The checker cannot tell (a case it does not model): say nothing.
    case uncertain
  }

  let parameters: [CheckedSignature.Parameter]
  let arguments: [Argument]
  let call: FunctionCallExprSyntax
  /// A host method's completion block: a trailing closure fills the last parameter.
  let takesCompletion: Bool
  /// Parameters may have defaults the signature does not show (host registrations): a missing
  /// argument is not certain.
  let mayHaveHiddenDefaults: Bool

  func match() -> Outcome {
    if let binding = bindByLabels() { return .matched(binding) }
    if parameters.contains(where: \.isVariadic) || arguments.contains(where: \.isTrailingClosure) && takesCompletion {
      return .uncertain
    }
    return diagnose()
  }

  /// The binding when every argument's label fits its parameter in order (defaults skipped,
  /// variadics collecting unlabelled followers, a trailing closure filling a function parameter).
  private func bindByLabels() -> [Int]? {
    var binding: [Int] = []
    var index = 0
    for (offset, parameter) in parameters.enumerated() {
      guard index < arguments.count else {
        if parameter.hasDefault || parameter.isVariadic { continue }
        return nil
      }
      let argument = arguments[index]
      let fits = argument.label == parameter.label
        || (argument.isTrailingClosure && (takesCompletion ? offset == parameters.count - 1 : acceptsClosure(parameter)))
      if fits {
        binding.append(offset)
        index += 1
        if parameter.isVariadic {
          while index < arguments.count, arguments[index].label == nil, !arguments[index].isTrailingClosure {
            binding.append(offset)
            index += 1
          }
        }
        continue
      }
      if parameter.hasDefault || parameter.isVariadic { continue }
      if argument.isTrailingClosure, parameter.type.map({ !isFunction($0) }) ?? false { continue }
      return nil
    }
    return index == arguments.count ? binding : nil
  }

  private func acceptsClosure(_ parameter: CheckedSignature.Parameter) -> Bool {
    parameter.type.map(isFunction) ?? true
  }

  private func isFunction(_ type: ScriptType) -> Bool {
    switch type.unwrapped {
    case .function, .any: true
    default: false
    }
  }

  // MARK: - Diagnosing

  private func diagnose() -> Outcome {
    let required = parameters.filter { !$0.hasDefault }.count
    if isInOrderSubset {
      // Every argument names a parameter, in order: a required one was left out.
      return mayHaveHiddenDefaults ? .uncertain : missingArgument()
    }
    if arguments.count >= required, arguments.count <= parameters.count {
      return relabel()
    }
    if arguments.count < required { return mayHaveHiddenDefaults ? .uncertain : missingArgument() }
    return extraArgument()
  }

  /// Whether the arguments' labels name parameters in the parameters' order (some left out).
  private var isInOrderSubset: Bool {
    var next = 0
    for argument in arguments where !argument.isTrailingClosure {
      guard let found = parameters[next...].firstIndex(where: { $0.label == argument.label }) else { return false }
      next = found + 1
    }
    return !arguments.contains(where: \.isTrailingClosure)
  }

  /// As many arguments as parameters take: bound in order, the labels differ.
  private func relabel() -> Outcome {
    // Bind in order; fewer arguments leave out trailing defaulted parameters no argument names.
    let bound = Array(parameters.prefix(arguments.count))
    let leftOut = parameters.dropFirst(arguments.count)
    guard leftOut.allSatisfy({ parameter in parameter.hasDefault && !arguments.contains { $0.label == parameter.label } }) else {
      return .uncertain
    }
    guard bound.count == arguments.count else { return .uncertain }
    if let reordered = reordering(bound) { return .problem(reordered) }
    let given = arguments.map { BuiltinSignatures.GivenArgument(label: $0.label, isTrailingClosure: $0.isTrailingClosure) }
    guard let message = BuiltinSignatures.relabelling(given, to: bound.map(\.label)), let leftParen = call.leftParen else {
      return .uncertain
    }
    // swiftc points at a lone argument missing its label, else at the parenthesis.
    let regularCount = arguments.filter { !$0.isTrailingClosure }.count
    let pointsAtArgument = message.hasPrefix("missing argument label") && arguments.count == 1 && regularCount == 1
    return .problem(Problem(message: message, anchor: pointsAtArgument ? Syntax(arguments[0].expression) : Syntax(leftParen)))
  }

  /// Two labelled arguments written in swapped order: `argument 'x' must precede argument 'y'`.
  private func reordering(_ bound: [CheckedSignature.Parameter]) -> Problem? {
    let given = arguments.map(\.label)
    let expected = bound.map(\.label)
    guard given.allSatisfy({ $0 != nil }), Set(given.compactMap { $0 }) == Set(expected.compactMap { $0 }), given.count == Set(given).count,
      given != expected, let first = given.indices.first(where: { given[$0] != expected[$0] }),
      let later = given.firstIndex(of: expected[first]), let label = expected[first], let displaced = given[first]
    else { return nil }
    var swapped = given
    swapped.swapAt(first, later)
    guard swapped == expected, let token = arguments[later].labelToken else { return nil }
    return Problem(message: "argument '\(label)' must precede argument '\(displaced)'", anchor: Syntax(token))
  }

  /// Fewer arguments than required parameters: the first parameter left without one.
  private func missingArgument() -> Outcome {
    var index = 0
    for (offset, parameter) in parameters.enumerated() {
      if index < arguments.count, arguments[index].label == parameter.label
        || (arguments[index].isTrailingClosure && acceptsClosure(parameter))
      {
        index += 1
        continue
      }
      if parameter.hasDefault { continue }
      // Swift points where the argument would go: before the next argument, or at `)`.
      let anchor: Syntax
      if index < arguments.count {
        guard !arguments[index].isTrailingClosure else { return .uncertain }
        anchor = arguments[index].labelToken.map(Syntax.init) ?? Syntax(arguments[index].expression)
      } else if let rightParen = call.rightParen {
        anchor = Syntax(rightParen)
      } else {
        return .uncertain
      }
      // Only when the arguments given so far all fit (else swiftc words it otherwise).
      guard arguments[index...].allSatisfy({ argument in parameters[(offset + 1)...].contains { $0.label == argument.label } }) else {
        return .uncertain
      }
      // With no arguments left, every required parameter from here on is missing: swiftc names them all.
      let missing = index < arguments.count ? [offset] : parameters.indices.dropFirst(offset).filter { !parameters[$0].hasDefault }
      let names = missing.map { index in parameters[index].label.map { "'\($0)'" } ?? "#\(index + 1)" }
      let message = names.count == 1
        ? "missing argument for parameter \(names[0]) in call" : "missing arguments for parameters \(names.joined(separator: ", ")) in call"
      return .problem(Problem(message: message, anchor: anchor))
    }
    return .uncertain
  }

  /// More arguments than parameters: the first one no parameter takes.
  private func extraArgument() -> Outcome {
    var index = 0
    for parameter in parameters {
      if index < arguments.count, arguments[index].label == parameter.label {
        index += 1
      } else if !parameter.hasDefault {
        return .uncertain
      }
    }
    guard index < arguments.count, arguments.count - index == 1 else { return .uncertain }
    // `set.removeAll { … }`: a closure no parameter takes.
    if arguments[index].isTrailingClosure {
      return .problem(Problem(message: "extra trailing closure passed in call", anchor: SourceAnchor.of(arguments[index].expression)))
    }
    if parameters.isEmpty {
      return .problem(Problem(message: "argument passed to call that takes no arguments", anchor: Syntax(arguments[index].expression)))
    }
    let extra = arguments[index]
    let message = extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
    return .problem(Problem(message: message, anchor: SourceAnchor.of(extra.expression)))
  }
}
