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
}
