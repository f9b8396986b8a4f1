/// A mutating member of a standard collection (`append`, `remove(at:)`, `swapAt`), by the kinds of
/// value that have it: the table `Interpreter.mutatingBuiltins` is their signatures, and a call
/// that leaves out what a signature requires gets the compiler's diagnostic from it, before the
/// member reads its arguments.
struct MutatingBuiltin: ExpressibleByDictionaryLiteral {
  /// What a kind's member requires of a call.
  enum Requirement {
    /// Parameters every call gives, by label (nil: unlabelled); optional ones are not listed.
    case labels([String?])
    /// Several overloads (`append(_:)` and `append(contentsOf:)`): a call must give at least one argument.
    case overloaded
  }

  /// The requirement of each kind of value that has the member ("array", "string", ...).
  let requirements: [String: Requirement]

  init(dictionaryLiteral elements: (String, Requirement)...) {
    requirements = Dictionary(uniqueKeysWithValues: elements)
  }

  /// Whether values of `kind` have the member.
  func applies(to kind: String) -> Bool { requirements[kind] != nil }

  /// The compiler's diagnostic for a call of `name` on a `kind` with `arguments`, nil when it gives enough.
  func missingArguments(_ name: String, on kind: String, given arguments: [Argument]) -> String? {
    switch requirements[kind] {
    case .overloaded?:
      return arguments.isEmpty ? "no exact matches in call to instance method '\(name)'" : nil
    case .labels(let labels)?:
      return Interpreter.missingArgumentsMessage(labels: labels, given: arguments.count)
    case nil:
      return nil
    }
  }
}

extension Interpreter {
  /// The compiler's words for a call that gives only `given` of the required parameters `labels`
  /// (nil when it gives them all): `missing argument for parameter 'of' in call`,
  /// `missing arguments for parameters #1, #2 in call`.
  static func missingArgumentsMessage(labels: [String?], given: Int) -> String? {
    guard given < labels.count else { return nil }
    let names = labels.indices.dropFirst(given).map { index in labels[index].map { "'\($0)'" } ?? "#\(index + 1)" }
    return names.count == 1
      ? "missing argument for parameter \(names[0]) in call"
      : "missing arguments for parameters \(names.joined(separator: ", ")) in call"
  }
}
