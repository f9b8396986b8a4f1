import SwiftSyntax

/// A script type's `Sequence` conformance, walked as Swift walks it: `makeIterator()` (the value
/// itself, for a type that is its own `IteratorProtocol`), then `next()` until it returns `nil`.
///
/// A `for`-`in` loop asks for one element at a time, so a sequence that never ends (a Fibonacci
/// iterator) stops where the loop breaks; building an array of one (`Array(seq)`, `seq.map`)
/// walks it to its end, as Swift does.
extension Interpreter {
  /// Visits the elements of `sequence`, an instance of a script type conforming to `Sequence` or
  /// `IteratorProtocol`, until `visit` returns false; false when `sequence` is no such instance.
  func forEachUserElement(_ sequence: Value, at node: (some SyntaxProtocol)?, _ visit: (Value) throws(ScriptFailure) -> Bool)
    throws(ScriptFailure) -> Bool
  {
    // A lazy view: its closures run element by element, between the loop's passes.
    if let lazy = LazyView.view(in: sequence) {
      try forEachLazyElement(lazy, visit)
      return true
    }
    guard let type = nominalType(of: sequence), type.conforms(to: "Sequence") || type.conforms(to: "IteratorProtocol") else {
      return false
    }
    var iterator = sequence
    if let makeIterator = type.lookupMethods("makeIterator").first(where: { $0.parameters.isEmpty }) {
      iterator = try invoke(makeIterator.bound(to: Variable(name: "self", value: sequence, isConstant: true)), arguments: [], callLabels: false)
    } else if !type.conforms(to: "IteratorProtocol") {
      throw located(.diagnostic("type '\(type.name)' does not conform to protocol 'Sequence' (it has no 'makeIterator()')"), at: node)
    }
    // The iterator is a `var` of the loop's own, which `next()` changes in place.
    let state = Variable(name: "self", value: iterator, isConstant: false)
    guard let iteratorType = nominalType(of: iterator),
      let next = iteratorType.lookupMethods("next").first(where: { $0.parameters.isEmpty })
    else {
      throw located(.diagnostic("type '\(iterator.typeName)' does not conform to protocol 'IteratorProtocol' (it has no 'next()')"), at: node)
    }
    while true {
      try checkInterrupt()
      guard case .optional(let element?) = try invoke(next.bound(to: state), arguments: [], callLabels: false) else { return true }
      guard try visit(element) else { return true }
    }
  }

  /// Every element of a script type's sequence, in order (nil when `sequence` is none).
  func userSequenceElements(_ sequence: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure) -> [Value]? {
    var elements: [Value] = []
    let isSequence = try forEachUserElement(sequence, at: node) { (element: Value) throws(ScriptFailure) -> Bool in
      elements.append(element)
      return true
    }
    return isSequence ? elements : nil
  }

  // MARK: - Members that stop early

  /// `prefix(_:)`, `prefix(while:)`, `first(where:)`, `contains(_:)`, `contains(where:)`,
  /// `allSatisfy(_:)` of a script type conforming to `Sequence`: they take its elements one by one
  /// and stop as soon as they know, as Swift's do, so that an endless sequence (a `Fibonacci`
  /// iterator) ends; `reversed()` gives an array, and `underestimatedCount` is 0, as `Sequence`'s
  /// defaults are. Nil for any other member, or a value that is no such sequence.
  func earlyEndingSequenceMember(_ name: String, of sequence: Value) -> Value? {
    // (Unowned: a member kept in a script variable must not keep its interpreter.)
    unowned let interpreter = self
    func each(_ visit: @escaping (Value) throws(ScriptFailure) -> Bool) throws(ScriptFailure) {
      _ = try interpreter.forEachUserElement(sequence, at: Optional<Syntax>.none, visit)
    }
    func closure(_ arguments: [Argument]) throws(ScriptFailure) -> FunctionValue {
      guard case .function(let function)? = arguments.first?.value else {
        throw .diagnostic("cannot convert value of type '\(arguments.first?.value.typeName ?? "()")' to expected argument type '(Element) -> Bool'")
      }
      return function
    }
    func test(_ function: FunctionValue, _ element: Value) throws(ScriptFailure) -> Bool {
      guard case .bool(let flag) = try interpreter.call(function, [element]) else { throw .diagnostic("the closure must return a Bool") }
      return flag
    }
    switch name {
    case "prefix":
      return .function(FunctionValue(host: name, labels: [nil], checked: false) { arguments throws(ScriptFailure) in
        var taken: [Value] = []
        var isClosure = false
        if case .function? = arguments.first?.value { isClosure = true }
        if arguments.first?.label == "while" || isClosure {
          let predicate = try closure(arguments)
          try each { (element: Value) throws(ScriptFailure) -> Bool in
            guard try test(predicate, element) else { return false }
            taken.append(element)
            return true
          }
          return .array(ArrayValue(taken))
        }
        guard case .int(let count)? = arguments.first?.value else { throw .diagnostic("no exact matches in call to instance method 'prefix'") }
        guard count >= 0 else { throw .fault("Can't take a prefix of negative length from a sequence") }
        if count == 0 { return .array(ArrayValue([])) }
        try each { (element: Value) throws(ScriptFailure) -> Bool in
          taken.append(element)
          return taken.count < count
        }
        return .array(ArrayValue(taken))
      })
    case "first":
      return .function(FunctionValue(host: name, labels: ["where"], checked: false) { arguments throws(ScriptFailure) in
        let predicate = try closure(arguments)
        var found: Value?
        try each { (element: Value) throws(ScriptFailure) -> Bool in
          guard try test(predicate, element) else { return true }
          found = element
          return false
        }
        return .optional(found)
      })
    case "contains", "allSatisfy":
      return .function(FunctionValue(host: name, labels: [nil], checked: false) { arguments throws(ScriptFailure) in
        var isClosure = false
        if case .function? = arguments.first?.value { isClosure = true }
        let predicate: FunctionValue? = isClosure || name == "allSatisfy" ? try closure(arguments) : nil
        let sought = arguments.first?.value ?? .void
        var answer = name == "allSatisfy"
        try each { (element: Value) throws(ScriptFailure) -> Bool in
          let holds: Bool
          if let predicate { holds = try test(predicate, element) } else { holds = try interpreter.valuesEqual(element, sought) }
          if name == "allSatisfy", !holds {
            answer = false
            return false
          }
          if name == "contains", holds {
            answer = true
            return false
          }
          return true
        }
        return .bool(answer)
      })
    case "reversed":
      return .function(FunctionValue(host: name, labels: [], checked: false) { _ throws(ScriptFailure) in
        var elements: [Value] = []
        try each { (element: Value) throws(ScriptFailure) -> Bool in
          elements.append(element)
          return true
        }
        return .array(ArrayValue(elements.reversed()))
      })
    case "underestimatedCount":
      return .int(0)
    default:
      return nil
    }
  }
}
