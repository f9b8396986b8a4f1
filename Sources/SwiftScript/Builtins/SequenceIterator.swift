import Foundation

/// The state of `makeIterator()` over a collection: the elements and how far `next()` got.
final class SequenceIterator {
  private let elements: [Value]
  private var position = 0

  init(_ elements: [Value]) { self.elements = elements }

  /// The next element, or nil at the end.
  func next() -> Value? {
    guard position < elements.count else { return nil }
    defer { position += 1 }
    return elements[position]
  }
}

extension Interpreter {
  /// `collection.makeIterator()`: a value whose `next()` returns the elements one by one.
  func makeIterator(_ elements: [Value]) -> Value {
    .host(HostValue(SequenceIterator(elements), type: Interpreter.iteratorType))
  }

  /// The type of iterators, `IndexingIterator` as Swift names it.
  nonisolated(unsafe) private static let iteratorType: HostType = {
    let type = HostType(name: "IndexingIterator", supertypeName: nil)
    type.methods["next"] = [
      HostMethod(
        name: "next", labels: [], parameterTypes: [], returnType: nil, isThrowing: false, isAsync: false, takesCompletion: false
      ) { object, _ throws(ScriptFailure) in
        .optional((object as? SequenceIterator)?.next())
      }
    ]
    return type
  }()
}
