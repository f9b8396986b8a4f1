import Foundation
import SwiftSyntax

/// No syntax node (for failures raised outside one).
let noNode: Syntax? = nil

extension Interpreter {
  /// A member of a standard value (`count`, `isEmpty`, `map`, ...), or nil when it has none by that name.
  func builtinMember(_ name: String, of value: Value) throws(ScriptFailure) -> Value? {
    // `Hashable`'s `hashValue` (as in Swift, it differs from run to run; equal values have equal ones).
    if name == "hashValue", let key = try? HashKey(value) { return .int(key.hashValue) }
    switch value {
    case .string(let text): return try stringMember(name, text)
    case .character(let character): return try characterMember(name, character)
    case .array(let array):
      switch name {
      case "startIndex": return .int(array.startIndex)
      case "endIndex": return .int(array.startIndex + array.elements.count)
      case "indices": return .range(RangeValue(lower: array.startIndex, upper: array.startIndex + array.elements.count, isClosed: false))
      case "index", "distance":
        // An array's indices are its positions: `index(i, offsetBy: n)` is `i + n`.
        return method(name, of: [.array, .sequence]) { [unowned self] arguments throws(ScriptFailure) in
          switch (name, arguments.first?.label, arguments.first?.value, arguments[safe: 1]?.value) {
          case ("index", nil, .int(let start)?, .int(let distance)?): return .int(start + distance)
          case ("index", "after"?, .int(let position)?, _): return .int(position + 1)
          case ("index", "before"?, .int(let position)?, _): return .int(position - 1)
          case ("distance", "from"?, .int(let start)?, .int(let end)?): return .int(end - start)
          default:
            // `index(of:)` and `index(where:)`: `firstIndex`'s old names.
            return try sequenceMethod("firstIndex", array.elements, arguments, elementType: array.elementType)
          }
        }
      default: return try sequenceMember(name, array.elements, original: value, elementType: array.elementType)
      }
    case .set(let set): return try setMember(name, set)
    case .dictionary(let dictionary): return try dictionaryMember(name, dictionary)
    case .range(let range):
      switch name {
      case "lowerBound": return range.lower.map(Value.int)
      case "upperBound": return range.upper.map(Value.int)
      // Answered from the bounds, as Swift does: `(0..<Int.max).count` makes no array.
      case "count": return .int(try range.count())
      case "isEmpty": return .bool(range.isEmpty)
      case "first": return .optional(range.first.map(Value.int))
      case "last": return .optional(range.last.map(Value.int))
      case "contains":
        return method(name, of: [.range, .sequence]) { [unowned self] arguments throws(ScriptFailure) in
          switch arguments.first?.value {
          case .int(let number)?:
            return .bool(range.contains(number))
          case .function(let predicate)?:
            // `contains(where:)` walks the range and stops at the first match, as Swift's does.
            var found = false
            try range.forEachInteger { (number: Int) throws(ScriptFailure) -> Bool in
              try checkInterrupt()
              if case .bool(true) = try call(predicate, .int(number)) { found = true }
              return !found
            }
            return .bool(found)
          default:
            throw .diagnostic("contains(_:) on a range needs an Int, or a closure for contains(where:)")
          }
        }
      case "min", "max":
        return method(name, of: [.range, .sequence]) { _ throws(ScriptFailure) in .optional((name == "min" ? range.first : range.last).map(Value.int)) }
      default: return try sequenceMember(name, try range.integers().map(Value.int), original: value, elementType: .int)
      }
    case .int(let number):
      switch name {
      case "description": return .string(String(number))
      case "isMultiple": return method(name, of: [.int]) { a throws(ScriptFailure) in
          guard case .int(let other) = a[0].value else { throw .diagnostic("isMultiple(of:) needs an Int") }
          return .bool(number.isMultiple(of: other))
        }
      case "signum": return method(name, of: [.int]) { _ throws(ScriptFailure) in .int(number.signum()) }
      case "magnitude": return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
      case "nonzeroBitCount": return .int(number.nonzeroBitCount)
      case "leadingZeroBitCount": return .int(number.leadingZeroBitCount)
      case "trailingZeroBitCount": return .int(number.trailingZeroBitCount)
      case "bitWidth": return .int(number.bitWidth)
      case "byteSwapped": return .int(number.byteSwapped)
      case "quotientAndRemainder": return method(name, of: [.int]) { a throws(ScriptFailure) in
          guard case .int(let divisor) = a[0].value else { throw .diagnostic("quotientAndRemainder(dividingBy:) needs an Int") }
          guard divisor != 0 else { throw .fault("Division by zero") }
          guard !(number == .min && divisor == -1) else { throw .fault("Division results in an overflow") }
          let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
          return .tuple(TupleValue([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
        }
      default:
        // `addingReportingOverflow(_:)` and the other four.
        guard let operation = OverflowReportingOperation(method: name) else { return nil }
        return method(name, of: [.int]) { a throws(ScriptFailure) in
          guard case .int(let other) = a[0].value else { throw .diagnostic("\(name)(_:) needs an Int") }
          let result = operation.apply(number, other)
          return .tuple(TupleValue([.int(result.partialValue), .bool(result.overflow)], labels: ["partialValue", "overflow"]))
        }
      }
    case .double(let number):
      switch name {
      case "description": return .string(String(number))
      case "rounded":
        return .function(FunctionValue(builtin: name, of: [.double], types: [.named(RoundingRules.typeName)]) { arguments throws(ScriptFailure) in
          guard let argument = arguments.first else { return .double(number.rounded()) }
          return .double(number.rounded(try RoundingRules.rule(argument.value)))
        })
      case "squareRoot": return method(name, of: [.double]) { _ throws(ScriptFailure) in .double(number.squareRoot()) }
      case "isNaN": return .bool(number.isNaN)
      case "isInfinite": return .bool(number.isInfinite)
      case "truncatingRemainder": return method(name, of: [.double]) { a throws(ScriptFailure) in
          .double(number.truncatingRemainder(dividingBy: try Double.fromScript(a[0].value, registry: self.registry)))
        }
      case "remainder": return method(name, of: [.double]) { a throws(ScriptFailure) in
          .double(number.remainder(dividingBy: try Double.fromScript(a[0].value, registry: self.registry)))
        }
      case "isLess": return method(name, of: [.double]) { a throws(ScriptFailure) in
          .bool(number.isLess(than: try Double.fromScript(a[0].value, registry: self.registry)))
        }
      case "isEqual": return method(name, of: [.double]) { a throws(ScriptFailure) in
          .bool(number.isEqual(to: try Double.fromScript(a[0].value, registry: self.registry)))
        }
      case "isFinite": return .bool(number.isFinite)
      case "isZero": return .bool(number.isZero)
      case "isNormal": return .bool(number.isNormal)
      case "magnitude": return .double(number.magnitude)
      case "nextUp": return .double(number.nextUp)
      case "nextDown": return .double(number.nextDown)
      case "ulp": return .double(number.ulp)
      default: return nil
      }
    case .bool(let flag):
      switch name {
      case "description": return .string(String(flag))
      case "toggle": return nil
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The builtin member `name` of `kinds`: its overloads come from `BuiltinSignatures`, which a
  /// call must fit before `body` reads its arguments.
  private func method(_ name: String, of kinds: [BuiltinKind], _ body: @escaping ([Argument]) throws(ScriptFailure) -> Value) -> Value {
    .function(FunctionValue(builtin: name, of: kinds, body))
  }

  private func closureArgument(_ arguments: [Argument], _ index: Int = 0) throws(ScriptFailure) -> FunctionValue {
    guard case .function(let function)? = arguments[safe: index]?.value else {
      throw .diagnostic("expected a closure argument")
    }
    return function
  }

  /// Calls a closure argument of a collection method. A tuple element given to a function of as
  /// many parameters is spread over them (`zip(a, b).map(+)`, `pairs.map { x, y in ... }`).
  /// ``call(_:_:)`` with one value (the most common, made without the variadic array).
  private func call(_ function: FunctionValue, _ value: Value) throws(ScriptFailure) -> Value {
    if case .tuple(let tuple) = value, tuple.elements.count > 1, function.parameters.count == tuple.elements.count {
      return try invoke(function, arguments: tuple.elements.map { Argument(label: nil, value: $0) }, callLabels: false)
    }
    return try invokeWithOneArgument(function, value)
  }

  /// A call with two arguments (`reduce`'s step, `sorted`'s comparator), with one argument array.
  private func call(_ function: FunctionValue, _ first: Value, _ second: Value) throws(ScriptFailure) -> Value {
    try invoke(function, arguments: [Argument(label: nil, value: first), Argument(label: nil, value: second)], callLabels: false)
  }

  private func call(_ function: FunctionValue, _ values: Value...) throws(ScriptFailure) -> Value {
    var values = values
    if values.count == 1, case .tuple(let tuple) = values[0], tuple.elements.count > 1,
      function.parameters.count == tuple.elements.count
    {
      values = tuple.elements
    }
    return try invoke(function, arguments: values.map { Argument(label: nil, value: $0) }, callLabels: false)
  }

  private func truth(_ value: Value) throws(ScriptFailure) -> Bool {
    guard case .bool(let flag) = value else {
      throw .diagnostic("cannot convert value of type '\(value.typeName)' to closure result type 'Bool'")
    }
    return flag
  }

  // MARK: - Sequences

  /// Whether `joined()` of these elements flattens them (they are arrays, sets or ranges: by their
  /// type when known, else by the first) rather than joining text.
  static func joinsToFlatten(_ elements: [Value], elementType: ScriptType?) -> Bool {
    switch elementType {
    case .array?, .set?: return true
    case .string?, .character?: return false
    default: break
    }
    switch elements.first {
    case .array?, .set?, .range?: return true
    default: return false
    }
  }

  func sequenceMember(_ name: String, _ elements: [Value], original: Value, elementType: ScriptType?) throws(ScriptFailure) -> Value? {
    let optionalOf: (Value?) -> Value = { .optional($0) }
    switch name {
    case "reversed" where Self.reversesToView(original), "enumerated":
      // `ReversedCollection<Array<Int>>`, `EnumeratedSequence<Array<Int>>`: views of the original.
      return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] arguments throws(ScriptFailure) in
        guard case .array(let array) = try sequenceMethod(name, elements, arguments, elementType: elementType) else { return .void }
        return sequenceView(name == "reversed" ? .reversed : .enumerated, of: [original], elements: array.elements, elementType: array.elementType)
      }
    case "joined" where Self.joinsToFlatten(elements, elementType: elementType):
      // `[[1], [2, 3]].joined()`: a `FlattenSequence` of the original (with a separator, or of
      // strings, the elements are joined below).
      return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] arguments throws(ScriptFailure) in
        guard arguments.isEmpty else { return try sequenceMethod(name, elements, arguments, elementType: elementType) }
        var flattened: [Value] = []
        for element in elements { flattened += try iterate(element) }
        return sequenceView(.flatten, of: [original], elements: flattened, elementType: elementType?.elementType)
      }
    case "count", "underestimatedCount": return .int(elements.count)
    case "lazy": return lazyValue(LazyView(of: original, elements: elements))
    case "isEmpty": return .bool(elements.isEmpty)
    case "first": return optionalOf(elements.first)
    case "last": return optionalOf(elements.last)
    case "indices": return .range(RangeValue(lower: 0, upper: elements.count, isClosed: false))
    case "startIndex": return .int(0)
    case "endIndex": return .int(elements.count)
    case "map", "compactMap", "flatMap", "filter", "forEach", "contains", "first(where:)", "allSatisfy", "reduce", "sorted",
      "min", "max", "firstIndex", "lastIndex", "reversed", "joined", "dropFirst", "dropLast", "prefix", "suffix",
      "shuffled", "randomElement", "split", "elementsEqual", "starts", "index", "drop":
      break
    case "description": return .string(ValueFormatter.debugDescription(original, interpreter: self))
    case "makeIterator": return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] _ throws(ScriptFailure) in makeIterator(elements) }
    default: return nil
    }
    // An array's `prefix`, `suffix`, `dropFirst`, `dropLast`: an `ArraySlice` that keeps the
    // array's indices (`a.dropFirst()` starts at 1).
    if case .array(let array) = original, ["prefix", "suffix", "dropFirst", "dropLast"].contains(name) {
      return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] arguments throws(ScriptFailure) in
        let result = try sequenceMethod(name, elements, arguments, elementType: elementType)
        guard case .array(let part) = result, arguments.first?.label == nil else { return result }
        let dropped = name == "dropFirst" || name == "suffix" ? elements.count - part.elements.count : 0
        return .array(.slice(part.elements, elementType: elementType, startIndex: array.startIndex + dropped))
      }
    }
    if case .array(let array) = original, name == "split" {
      return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] arguments throws(ScriptFailure) in
        try split(array, arguments)
      }
    }
    // A slice's `firstIndex(of:)`, `lastIndex(where:)`: indices of the array it came from.
    if case .array(let array) = original, array.startIndex != 0, name == "firstIndex" || name == "lastIndex" {
      return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] arguments throws(ScriptFailure) in
        let result = try sequenceMethod(name, elements, arguments, elementType: elementType)
        guard case .optional(.int(let position)?) = result else { return result }
        return .optional(.int(position + array.startIndex))
      }
    }
    return method(name, of: BuiltinKind.kinds(of: original)) { [unowned self] arguments throws(ScriptFailure) in
      try sequenceMethod(name, elements, arguments, elementType: elementType)
    }
  }

  func sequenceMethod(_ name: String, _ elements: [Value], _ arguments: [Argument], elementType: ScriptType?) throws(ScriptFailure) -> Value {
    // The closure called once per element may run in one frame, reused from call to call (a
    // nested builtin has its own; the outer one's comes back after it).
    let outerCallee = repeatedCallee
    repeatedCallee = RepeatedCallee()
    defer { repeatedCallee = outerCallee }
    switch name {
    case "map":
      let transform = try closureArgument(arguments)
      var result: [Value] = []
      for element in elements { result.append(try call(transform, element)) }
      return .array(ArrayValue(result, elementType: transform.returnType))
    case "compactMap", "flatMap":
      // Optional results drop their nils; flatMap also splices sequence results.
      let transform = try closureArgument(arguments)
      var result: [Value] = []
      for element in elements {
        let value = try call(transform, element)
        if case .optional(let wrapped) = value {
          if let wrapped { result.append(wrapped) }
        } else if name == "flatMap" {
          result += try iterate(value)
        } else {
          result.append(value)
        }
      }
      return .array(ArrayValue(result))
    case "filter":
      let predicate = try closureArgument(arguments)
      var result: [Value] = []
      for element in elements where try truth(try call(predicate, element)) { result.append(element) }
      return .array(ArrayValue(result, elementType: elementType))
    case "forEach":
      let body = try closureArgument(arguments)
      for element in elements { _ = try call(body, element) }
      return .void
    case "contains":
      // `contains(where:)`, also as a trailing closure: `accounts.contains { $0.username == name }`.
      if arguments.first?.label == "where" || arguments.first?.value.isFunction == true {
        let predicate = try closureArgument(arguments)
        for element in elements where try truth(try call(predicate, element)) { return .bool(true) }
        return .bool(false)
      }
      guard let target = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
      for element in elements where try valuesEqual(element, target) { return .bool(true) }
      return .bool(false)
    case "count":
      // `count(where:)` (the property `count` is read elsewhere).
      let predicate = try closureArgument(arguments)
      var count = 0
      for element in elements where try truth(try call(predicate, element)) { count += 1 }
      return .int(count)
    case "first", "last":
      // `first(where:)` / `last(where:)` (the properties `first` and `last` are read elsewhere).
      let predicate = try closureArgument(arguments)
      for element in name == "first" ? elements : elements.reversed() where try truth(try call(predicate, element)) {
        return .optional(element)
      }
      return .none
    case "allSatisfy":
      let predicate = try closureArgument(arguments)
      for element in elements where !(try truth(try call(predicate, element))) { return .bool(false) }
      return .bool(true)
    case "reduce":
      guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter #2 in call") }
      let combine = reducing(try closureArgument(arguments, 1), into: arguments[0].value)
      if arguments[0].label == "into" {
        // `reduce(into:)`: the closure changes its first argument in place.
        var accumulator = arguments[0].value
        for element in elements {
          var passed = [Argument(passedInout: accumulator), Argument(label: nil, value: element)]
          _ = try invoke(combine, arguments: passed, callLabels: false, writeBack: &passed)
          accumulator = passed[0].value
        }
        return accumulator
      }
      var result = arguments[0].value
      // An integer literal seed takes the elements' type (`doubles.reduce(0, +)`).
      if case .int(let seed) = result, case .double? = elements.first { result = .double(Double(seed)) }
      for element in elements { result = try call(combine, result, element) }
      return result
    case "sorted":
      if arguments.isEmpty {
        return .array(ArrayValue(try mergeSort(elements) { a, b throws(ScriptFailure) in try self.compare(a, b) < 0 }, elementType: elementType))
      }
      let comparator = try closureArgument(arguments)
      return .array(ArrayValue(try mergeSort(elements) { a, b throws(ScriptFailure) in try self.truth(try self.call(comparator, a, b)) }, elementType: elementType))
    case "min", "max":
      guard var best = elements.first else { return .none }
      let comparator = arguments.isEmpty ? nil : try closureArgument(arguments)
      for element in elements.dropFirst() {
        let less: Bool
        if let comparator {
          less = name == "min" ? try truth(try call(comparator, element, best)) : try truth(try call(comparator, best, element))
        } else {
          let order = try compare(element, best)
          less = name == "min" ? order < 0 : order > 0
        }
        if less { best = element }
      }
      return .optional(best)
    case "firstIndex", "lastIndex":
      let indices = name == "firstIndex" ? Array(elements.indices) : elements.indices.reversed()
      if arguments.first?.label == "where" || arguments.first?.isTrailingClosure == true {
        let predicate = try closureArgument(arguments)
        for index in indices where try truth(try call(predicate, elements[index])) { return .optional(.int(index)) }
        return .none
      }
      guard let target = arguments.first?.value else { throw .diagnostic("missing argument for parameter 'of' in call") }
      for index in indices where try valuesEqual(elements[index], target) { return .optional(.int(index)) }
      return .none
    case "enumerated":
      return .array(ArrayValue(elements.enumerated().map { .tuple(TupleValue([.int($0.offset), $0.element], labels: ["offset", "element"])) }))
    case "reversed":
      return .array(ArrayValue(elements.reversed(), elementType: elementType))
    case "joined":
      var separator = ""
      if let first = arguments.first { separator = try String.fromScript(first.value, registry: registry) }
      var parts: [String] = []
      for element in elements {
        switch element {
        case .string(let text): parts.append(text)
        case .character(let character): parts.append(String(character))
        case .host where Self.isSubstring(element): parts.append(Self.stringProtocolText(element) ?? "")
        default: throw .diagnostic("referencing instance method 'joined(separator:)' on 'Sequence' requires the types '\(element.typeName)' and 'String' be equivalent")
        }
      }
      return .string(parts.joined(separator: separator))
    case "prefix" where arguments.first?.label != nil, "suffix" where arguments.first?.label != nil, "drop":
      return .array(ArrayValue(try labelledSlice(name, elements, arguments), elementType: elementType))
    case "dropFirst", "dropLast", "prefix", "suffix":
      var count = name.hasPrefix("drop") ? 1 : 0
      if case .int(let number)? = arguments.first?.value { count = number }
      guard count >= 0 else { throw .fault("Can't drop a negative number of elements from a collection") }
      let slice: [Value]
      switch name {
      case "dropFirst": slice = Array(elements.dropFirst(count))
      case "dropLast": slice = Array(elements.dropLast(count))
      case "prefix": slice = Array(elements.prefix(count))
      default: slice = Array(elements.suffix(count))
      }
      return .array(ArrayValue(slice, elementType: elementType))
    case "elementsEqual":
      guard let other = arguments.first?.value else { return .bool(false) }
      return .bool(try valuesEqual(.array(ArrayValue(elements)), .array(ArrayValue(try iterate(other)))))
    case "starts":
      // `starts(with:)`: whether the first elements are those of the argument, in order.
      guard let other = arguments.first?.value else { throw .diagnostic("missing argument for parameter 'with' in call") }
      let prefix = try iterate(other)
      guard prefix.count <= elements.count else { return .bool(false) }
      for (element, expected) in zip(elements, prefix) where !(try valuesEqual(element, expected)) { return .bool(false) }
      return .bool(true)
    case "shuffled", "randomElement":
      throw .diagnostic("random numbers are not available in the workbook (its output repeats run after run)")
    default:
      throw .diagnostic("'\(name)' is not supported in the workbook")
    }
  }

  /// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`, `prefix(while:)` and `drop(while:)` of
  /// a collection indexed from 0.
  private func labelledSlice(_ name: String, _ elements: [Value], _ arguments: [Argument]) throws(ScriptFailure) -> [Value] {
    switch (name, arguments.first?.label, arguments.first?.value) {
    case ("prefix", "upTo"?, .int(let end)?):
      guard (0...elements.count).contains(end) else { throw .fault("Index out of range") }
      return Array(elements[..<end])
    case ("prefix", "through"?, .int(let end)?):
      guard elements.indices.contains(end) else { throw .fault("Index out of range") }
      return Array(elements[...end])
    case ("suffix", "from"?, .int(let start)?):
      guard (0...elements.count).contains(start) else { throw .fault("Index out of range") }
      return Array(elements[start...])
    case ("prefix", "while"?, _), ("drop", "while"?, _):
      let predicate = try closureArgument(arguments)
      var end = 0
      while end < elements.count, try truth(try call(predicate, elements[end])) { end += 1 }
      return name == "prefix" ? Array(elements[..<end]) : Array(elements[end...])
    default:
      throw .diagnostic("no exact matches in call to instance method '\(name)'")
    }
  }

  /// A stable sort whose comparator may fail.
  private func mergeSort(_ elements: [Value], _ less: (Value, Value) throws(ScriptFailure) -> Bool) throws(ScriptFailure) -> [Value] {
    guard elements.count > 1 else { return elements }
    let middle = elements.count / 2
    let left = try mergeSort(Array(elements[..<middle]), less)
    let right = try mergeSort(Array(elements[middle...]), less)
    var result: [Value] = []
    result.reserveCapacity(elements.count)
    var i = 0
    var j = 0
    while i < left.count, j < right.count {
      if try less(right[j], left[i]) {
        result.append(right[j])
        j += 1
      } else {
        result.append(left[i])
        i += 1
      }
    }
    result += left[i...]
    result += right[j...]
    return result
  }

  // MARK: - Strings

  private func stringMember(_ name: String, _ text: String) throws(ScriptFailure) -> Value? {
    let registry = self.registry
    // A `String`, `Substring` or `Character` argument (Swift's `StringProtocol` parameters).
    func string(_ value: Value) throws(ScriptFailure) -> String {
      if let text = Interpreter.stringProtocolText(value) { return text }
      return try String.fromScript(value, registry: registry)
    }
    if let indexMember = stringIndexMember(name, StringView(text)) { return indexMember }
    if let sliceMember = stringSliceMember(name, StringView(text)) { return sliceMember }
    switch name {
    case "count": return .int(text.count)
    case "isEmpty": return .bool(text.isEmpty)
    case "lazy": return lazyValue(LazyView(of: .string(text), elements: text.map(Value.character)))
    case "description": return .string(text)
    case "first": return .optional(text.first.map(Value.character))
    case "last": return .optional(text.last.map(Value.character))
    case "lowercased": return method(name, of: [.string, .sequence]) { _ throws(ScriptFailure) in .string(text.lowercased()) }
    case "uppercased": return method(name, of: [.string, .sequence]) { _ throws(ScriptFailure) in .string(text.uppercased()) }
    case "capitalized": return .string(text.capitalized)
    case "hasPrefix": return method(name, of: [.string, .sequence]) { a throws(ScriptFailure) in .bool(text.hasPrefix(try string(a[0].value))) }
    case "hasSuffix": return method(name, of: [.string, .sequence]) { a throws(ScriptFailure) in .bool(text.hasSuffix(try string(a[0].value))) }
    case "contains":
      return method(name, of: [.string, .sequence]) { [unowned self] a throws(ScriptFailure) in
        if a.first?.label == "where" || a.first?.isTrailingClosure == true {
          let predicate = try closureArgument(a)
          for character in text where try truth(try call(predicate, .character(character))) { return .bool(true) }
          return .bool(false)
        }
        return .bool(text.contains(try string(a[0].value)))
      }
    case "components":
      return method(name, of: [.string, .sequence]) { a throws(ScriptFailure) in
        .array(ArrayValue(text.components(separatedBy: try string(a[0].value)).map(Value.string), elementType: .string))
      }
    case "replacingOccurrences":
      return method(name, of: [.string, .sequence]) { a throws(ScriptFailure) in
        .string(text.replacingOccurrences(of: try string(a[0].value), with: try string(a[1].value)))
      }
    case "trimmingCharacters":
      return .function(FunctionValue(host: name, labels: ["in"], types: [.named("CharacterSet")]) { a throws(ScriptFailure) in
        if case .host(let host) = a[0].value, let set = host.object as? CharacterSet { return .string(text.trimmingCharacters(in: set)) }
        return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
      })
    case "reversed", "enumerated": return try sequenceMember(name, text.map(Value.character), original: .string(text), elementType: .character)
    case "sorted", "map", "filter", "compactMap", "forEach", "allSatisfy", "reduce", "starts":
      if name == "filter" {
        return method(name, of: [.string, .sequence]) { [unowned self] a throws(ScriptFailure) in
          let result = try sequenceMethod(name, text.map(Value.character), a, elementType: .character)
          guard case .array(let array) = result else { return result }
          var joined = ""
          for element in array.elements { if case .character(let character) = element { joined.append(character) } }
          return .string(joined)
        }
      }
      return try sequenceMember(name, text.map(Value.character), original: .string(text), elementType: .character)
    // The code units of a view: `UInt8`s and `UInt16`s.
    case "utf8": return .array(ArrayValue(text.utf8.map { registry.wrap($0) }, elementType: .named("UInt8")))
    case "utf16": return .array(ArrayValue(text.utf16.map { registry.wrap($0) }, elementType: .named("UInt16")))
    case "unicodeScalars": return .array(ArrayValue(text.unicodeScalars.map(unicodeScalar), elementType: .named("Unicode.Scalar")))
    default: return nil
    }
  }

  private func characterMember(_ name: String, _ character: Character) throws(ScriptFailure) -> Value? {
    switch name {
    case "isLetter": return .bool(character.isLetter)
    case "isNumber": return .bool(character.isNumber)
    case "isUppercase": return .bool(character.isUppercase)
    case "isLowercase": return .bool(character.isLowercase)
    case "isWhitespace": return .bool(character.isWhitespace)
    case "isPunctuation": return .bool(character.isPunctuation)
    case "wholeNumberValue": return .optional(character.wholeNumberValue.map(Value.int))
    case "isWholeNumber": return .bool(character.isWholeNumber)
    case "isASCII": return .bool(character.isASCII)
    case "asciiValue": return .optional(character.asciiValue.map { registry.wrap($0) })
    case "isHexDigit": return .bool(character.isHexDigit)
    case "hexDigitValue": return .optional(character.hexDigitValue.map(Value.int))
    case "isCased": return .bool(character.isCased)
    case "isSymbol": return .bool(character.isSymbol)
    case "isMathSymbol": return .bool(character.isMathSymbol)
    case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
    case "isNewline": return .bool(character.isNewline)
    case "utf8": return .array(ArrayValue(character.utf8.map { registry.wrap($0) }, elementType: .named("UInt8")))
    case "utf16": return .array(ArrayValue(character.utf16.map { registry.wrap($0) }, elementType: .named("UInt16")))
    case "unicodeScalars": return .array(ArrayValue(character.unicodeScalars.map(unicodeScalar), elementType: .named("Unicode.Scalar")))
    case "uppercased": return method(name, of: [.character]) { _ throws(ScriptFailure) in .string(character.uppercased()) }
    case "lowercased": return method(name, of: [.character]) { _ throws(ScriptFailure) in .string(character.lowercased()) }
    case "description": return .string(String(character))
    default: return nil
    }
  }

  // MARK: - Sets and dictionaries

  private func setMember(_ name: String, _ set: SetValue) throws(ScriptFailure) -> Value? {
    switch name {
    case "contains":
      return method(name, of: [.set, .sequence]) { a throws(ScriptFailure) in .bool(try set.contains(a[0].value)) }
    case "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint", "isStrictSubset",
      "isStrictSuperset":
      return method(name, of: [.set, .sequence]) { [unowned self] a throws(ScriptFailure) in
        let other = try iterate(a[0].value)
        var otherSet = SetValue()
        for element in other { try otherSet.insert(element) }
        var result = SetValue(elementType: set.elementType)
        switch name {
        case "union":
          for element in set.elements + other { try result.insert(element) }
        case "intersection":
          for element in set.elements where try otherSet.contains(element) { try result.insert(element) }
        case "subtracting":
          for element in set.elements where !(try otherSet.contains(element)) { try result.insert(element) }
        case "symmetricDifference":
          for element in set.elements where !(try otherSet.contains(element)) { try result.insert(element) }
          for element in other where !(try set.contains(element)) { try result.insert(element) }
        case "isSubset":
          for element in set.elements where !(try otherSet.contains(element)) { return .bool(false) }
          return .bool(true)
        case "isSuperset":
          for element in other where !(try set.contains(element)) { return .bool(false) }
          return .bool(true)
        case "isStrictSubset":
          for element in set.elements where !(try otherSet.contains(element)) { return .bool(false) }
          return .bool(set.count < otherSet.count)
        case "isStrictSuperset":
          for element in other where !(try set.contains(element)) { return .bool(false) }
          return .bool(set.count > otherSet.count)
        default:
          for element in set.elements where try otherSet.contains(element) { return .bool(false) }
          return .bool(true)
        }
        return .set(result)
      }
    default:
      return try sequenceMember(name, set.elements, original: .set(set), elementType: set.elementType)
    }
  }

  private func dictionaryMember(_ name: String, _ dictionary: DictionaryValue) throws(ScriptFailure) -> Value? {
    switch name {
    case "count": return .int(dictionary.count)
    case "isEmpty": return .bool(dictionary.count == 0)
    case "keys": return .array(ArrayValue(dictionary.keys, elementType: dictionary.keyType))
    case "values": return .array(ArrayValue(dictionary.values, elementType: dictionary.valueType))
    case "filter":
      return method(name, of: [.dictionary, .sequence]) { [unowned self] a throws(ScriptFailure) in
        let predicate = try closureArgument(a)
        var result = DictionaryValue(keyType: dictionary.keyType, valueType: dictionary.valueType)
        for (key, value) in dictionary.entries
        where try truth(try call(predicate, .tuple(TupleValue([key, value], labels: ["key", "value"])))) {
          try result.set(value, for: key)
        }
        return .dictionary(result)
      }
    case "mapValues":
      return method(name, of: [.dictionary, .sequence]) { [unowned self] a throws(ScriptFailure) in
        let transform = try closureArgument(a)
        var result = DictionaryValue(keyType: dictionary.keyType)
        for (key, value) in dictionary.entries { try result.set(try call(transform, value), for: key) }
        return .dictionary(result)
      }
    case "compactMapValues":
      // The values the transform gives, without the keys it gives `nil` for.
      return method(name, of: [.dictionary, .sequence]) { [unowned self] a throws(ScriptFailure) in
        let transform = try closureArgument(a)
        var result = DictionaryValue(keyType: dictionary.keyType)
        for (key, value) in dictionary.entries {
          let transformed = try call(transform, value)
          if case .optional(let wrapped) = transformed {
            if let wrapped { try result.set(wrapped, for: key) }
          } else {
            try result.set(transformed, for: key)
          }
        }
        return .dictionary(result)
      }
    case "merging":
      return method(name, of: [.dictionary, .sequence]) { [unowned self] a throws(ScriptFailure) in
        var merged = dictionary
        try merge(a, into: &merged)
        return .dictionary(merged)
      }
    default:
      let pairs = dictionary.entries.map { Value.tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"])) }
      return try sequenceMember(name, pairs, original: .dictionary(dictionary), elementType: nil)
    }
  }

  // MARK: - Mutating members

  /// `append`, `append(contentsOf:)`, `insert(_:at:)`, `removeLast`, `removeFirst` on a string.
  private func mutateString(_ name: String, _ text: inout String, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    if let result = try mutateStringByIndex(name, &text, arguments) { return result }
    switch (name, arguments.first?.label, arguments.first?.value) {
    case ("append", "contentsOf"?, let other?): text += try characters(of: other)
    case ("append", nil, .string(let other)?): text += other
    case ("append", nil, .character(let character)?): text.append(character)
    case ("append", nil, let other?) where Interpreter.isSubstring(other): text += try characters(of: other)
    case ("removeLast", _, .int(let count)?), ("removeFirst", _, .int(let count)?):
      try Self.checkRemovalCount(count, of: text.count)
      if name == "removeLast" { text.removeLast(count) } else { text.removeFirst(count) }
    case ("removeLast", _, _), ("removeFirst", _, _):
      guard !text.isEmpty else { throw .fault("Can't remove \(name == "removeLast" ? "last" : "first") element from an empty collection") }
      return .character(name == "removeLast" ? text.removeLast() : text.removeFirst())
    case ("removeAll", nil, nil):
      text.removeAll()
    case ("removeAll", _, .function(let predicate)?):
      var kept = ""
      for character in text where !(try truth(try self.call(predicate, .character(character)))) { kept.append(character) }
      text = kept
    default:
      throw .diagnostic("no exact matches in call to instance method '\(name)'")
    }
    return .void
  }

  /// Swift's traps for `removeFirst(count)` and `removeLast(count)` on a collection of `available`
  /// elements.
  private static func checkRemovalCount(_ count: Int, of available: Int) throws(ScriptFailure) {
    guard count >= 0 else { throw .fault("Number of elements to remove should be non-negative") }
    guard count <= available else { throw .fault("Can't remove more items from a collection than it contains") }
  }

  /// `array.append(x)` and friends: changes the value `target` names, in place when `target` is a
  /// path ``mutateInPlace(_:in:_:)`` reaches (so a loop of appends is linear), else by reading it
  /// and storing the new value back through `target`.
  ///
  /// `value` is the caller's reading of `target`; it is emptied here before the change, so that the
  /// storage alone holds the collection. `valueIsStandIn`: it is a stand-in of the value's type
  /// (``standInForComputedProperty(_:in:)``), and `target` is read once the change begins.
  func callMutatingBuiltin(
    _ name: String, on target: ExprSyntax, value: inout Value, arguments: [Argument], call: FunctionCallExprSyntax,
    in scope: Scope, valueIsStandIn: Bool = false
  ) throws(ScriptFailure) -> Value {
    if let reference = target.as(DeclReferenceExprSyntax.self), let variable = scope.variable(named: reference.baseName.text),
      variable.isConstant
    {
      throw located(
        .diagnostic("cannot use mutating member on immutable value: '\(reference.baseName.text)' is a 'let' constant"), at: call.calledName)
    }
    if let message = BuiltinSignatures.mismatch(
      name, of: BuiltinKind.kinds(of: value), given: arguments.map(\.given), calling: "instance method")
    {
      throw located(.diagnostic(message), at: call)
    }
    if isInPlacePath(target) {
      do throws(ScriptFailure) {
        // A closure among the arguments runs during the change: the variable is held meanwhile.
        let holding = arguments.contains { $0.value.isFunction }
        let done = try mutateInPlace(target, in: scope, holding: holding) { (stored: inout Value) throws(ScriptFailure) -> Value in
          // The caller's copy let go first: the stored buffer is then the only one, changed in place.
          value = .void
          return try self.applyMutatingBuiltin(name, to: &stored, arguments)
        }
        if let done { return done.value }
      } catch {
        throw located(error, at: call)
      }
      // Not reached in place (a computed or observed property on the way). What the caller read
      // is still the value when the arguments ran no code since (a getter then runs once, before
      // the change, and the setter after, as in Swift); else it is read again, as the arguments
      // may have changed it.
      if !valueIsStandIn, !call.arguments.allSatisfy({ isFreeOfCalls(Syntax($0.expression)) }) {
        value = try evaluateUnwrappingImplicitly(target, in: scope)
      }
    }
    // (A stand-in's property is read now, after the arguments: its getter runs once.)
    if valueIsStandIn { value = try evaluateUnwrappingImplicitly(target, in: scope) }
    var updated = value
    value = .void
    let result: Value
    do throws(ScriptFailure) {
      result = try applyMutatingBuiltin(name, to: &updated, arguments)
    } catch {
      throw located(error, at: call)
    }
    try assign(updated, to: target, in: scope)
    return result
  }

  /// Applies a mutating builtin method to `value` and returns the method's result. The collection
  /// is taken out of `value` while it changes, so a buffer `value` alone holds is changed in place,
  /// and put back however the change ends.
  ///
  /// Each kind is taken out with `if case` and `value` emptied: a `switch` over `value` (even over
  /// a consumed copy) keeps its own copy of the payload while a case runs, and every change then
  /// copied the whole collection.
  func applyMutatingBuiltin(_ name: String, to value: inout Value, _ arguments: [Argument]) throws(ScriptFailure)
    -> Value
  {
    if case .array(var array) = value {
      value = .void
      defer { value = .array(array) }
      return try mutateArray(name, &array, arguments)
    }
    if case .string(var text) = value {
      value = .void
      defer { value = .string(text) }
      return try mutateString(name, &text, arguments)
    }
    if case .set(var set) = value {
      value = .void
      defer { value = .set(set) }
      return try mutateSet(name, &set, arguments)
    }
    if case .dictionary(var dictionary) = value {
      value = .void
      defer { value = .dictionary(dictionary) }
      return try mutateDictionary(name, &dictionary, arguments)
    }
    throw .diagnostic("value of type '\(value.typeName)' has no member '\(name)'")
  }

  /// `array.append(element)` on the array `value` holds, taken out of it while it grows (as
  /// ``applyMutatingBuiltin(_:to:_:)`` takes it).
  func append(_ element: Value, to value: inout Value) throws(ScriptFailure) {
    guard case .array(var array) = value else { throw .diagnostic("value of type '\(value.typeName)' has no member 'append'") }
    value = .void
    defer { value = .array(array) }
    try append(element, to: &array)
  }

  /// Appends `element`, converted to the array's element type.
  private func append(_ element: Value, to array: inout ArrayValue) throws(ScriptFailure) {
    var element = element
    if let elementType = array.elementType { element = try converted(element, to: elementType, at: nil) }
    array.elements.append(element)
  }

  private func mutateArray(_ name: String, _ array: inout ArrayValue, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    var result: Value = .void
    /// The positions a range argument stands for within the array.
    func positions(_ value: Value) throws(ScriptFailure) -> Range<Int> {
      guard case .range(let range) = value, let positions = range.positions(within: 0..<array.elements.count) else {
        throw .fault("Array replace: subrange extends past the end")
      }
      return positions
    }
    switch (name, arguments.first?.label) {
    case ("insert", "contentsOf"?):
      guard arguments.count == 2, case .int(let index) = arguments[1].value else { throw .diagnostic("missing argument for parameter 'at' in call") }
      guard index >= 0, index <= array.elements.count else { throw .fault("Array index is out of range") }
      var inserted: [Value] = []
      for element in try iterate(arguments[0].value) {
        inserted.append(try array.elementType.map { type throws(ScriptFailure) in try coerce(element, to: type, at: nil) } ?? element)
      }
      array.elements.insert(contentsOf: inserted, at: index)
    case ("removeSubrange", _):
      array.elements.removeSubrange(try positions(arguments[0].value))
    case ("replaceSubrange", _):
      guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter 'with' in call") }
      array.elements.replaceSubrange(try positions(arguments[0].value), with: try iterate(arguments[1].value))
    case ("removeLast", nil) where arguments.count == 1, ("removeFirst", nil) where arguments.count == 1:
      guard case .int(let count) = arguments[0].value else { throw .diagnostic("no exact matches in call to instance method '\(name)'") }
      try Self.checkRemovalCount(count, of: array.elements.count)
      if name == "removeLast" { array.elements.removeLast(count) } else { array.elements.removeFirst(count) }
    case ("append", nil):
      try append(arguments[0].value, to: &array)
    case ("append", "contentsOf"?): array.elements += try iterate(arguments[0].value)
    case ("insert", nil):
      guard arguments.count == 2, case .int(let index) = arguments[1].value else { throw .diagnostic("insert(_:at:) needs an index") }
      guard index >= 0, index <= array.elements.count else { throw .fault("Array index is out of range") }
      array.elements.insert(try array.elementType.map { type throws(ScriptFailure) in try coerce(arguments[0].value, to: type, at: nil) } ?? arguments[0].value, at: index)
    case ("remove", "at"?):
      guard case .int(let index) = arguments[0].value else { throw .diagnostic("remove(at:) needs an Int") }
      guard array.elements.indices.contains(index) else { throw .fault("Index out of range") }
      result = array.elements.remove(at: index)
    case ("removeLast", _):
      guard !array.elements.isEmpty else { throw .fault("Can't remove last element from an empty collection") }
      result = array.elements.removeLast()
    case ("removeFirst", _):
      guard !array.elements.isEmpty else { throw .fault("Can't remove first element from an empty collection") }
      result = array.elements.removeFirst()
    case ("popLast", _):
      result = .optional(array.elements.popLast())
    case ("removeAll", nil) where arguments.isEmpty:
      array.elements.removeAll()
    case ("removeAll", "where"?), ("removeAll", nil):
      guard case .function(let predicate) = arguments[0].value else { throw .diagnostic("removeAll(where:) needs a closure") }
      var kept: [Value] = []
      for element in array.elements where !(try truth(try self.call(predicate, element))) { kept.append(element) }
      array.elements = kept
    case ("sort", _):
      guard case .array(let sorted) = try sequenceMethod("sorted", array.elements, arguments, elementType: array.elementType) else { break }
      array.elements = sorted.elements
    case ("reverse", _):
      array.elements.reverse()
    case ("swapAt", _):
      guard case .int(let i) = arguments[0].value, case .int(let j) = arguments[1].value else { break }
      guard array.elements.indices.contains(i), array.elements.indices.contains(j) else { throw .fault("Index out of range") }
      array.elements.swapAt(i, j)
    default:
      throw .diagnostic("no exact matches in call to instance method '\(name)'")
    }
    return result
  }

  private func mutateSet(_ name: String, _ set: inout SetValue, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    var result: Value = .void
    switch name {
    case "insert":
      let (inserted, member) = try set.insertMember(arguments[0].value)
      result = .tuple(TupleValue([.bool(inserted), member], labels: ["inserted", "memberAfterInsert"]))
    case "remove": result = .optional(try set.remove(arguments[0].value))
    case "formUnion": for element in try iterate(arguments[0].value) { try set.insert(element) }
    case "subtract": for element in try iterate(arguments[0].value) { try set.remove(element) }
    case "formIntersection", "formSymmetricDifference":
      var other = SetValue()
      for element in try iterate(arguments[0].value) { try other.insert(element) }
      var formed = SetValue(elementType: set.elementType)
      for element in set.elements where try other.contains(element) == (name == "formIntersection") { try formed.insert(element) }
      if name == "formSymmetricDifference" {
        for element in other.elements where !(try set.contains(element)) { try formed.insert(element) }
      }
      set = formed
    case "update": result = .optional(try set.update(with: arguments[0].value))
    case "removeAll": set = SetValue(elementType: set.elementType)
    default: throw .diagnostic("no exact matches in call to instance method '\(name)'")
    }
    return result
  }

  /// `merge(_:uniquingKeysWith:)`: each key-value pair of the first argument (a dictionary or a
  /// sequence of pairs) stored in `dictionary`; for a key it has, the closure's choice between
  /// the value it has and the new one.
  private func merge(_ arguments: [Argument], into dictionary: inout DictionaryValue) throws(ScriptFailure) {
    guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter 'uniquingKeysWith' in call") }
    let combine = try closureArgument(arguments, 1)
    let pairs: [(Value, Value)]
    if case .dictionary(let other) = arguments[0].value {
      pairs = other.entries.map { ($0.key, $0.value) }
    } else {
      pairs = try iterate(arguments[0].value).map { pair throws(ScriptFailure) in
        guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else {
          throw .diagnostic("cannot convert value of type '\(pair.typeName)' to expected argument type '(Key, Value)'")
        }
        return (tuple.elements[0], tuple.elements[1])
      }
    }
    for (key, value) in pairs {
      if let current = try dictionary.value(for: key) {
        _ = try dictionary.set(try call(combine, current, value), for: key)
      } else {
        _ = try dictionary.set(value, for: key)
      }
    }
  }

  private func mutateDictionary(
    _ name: String, _ dictionary: inout DictionaryValue, _ arguments: [Argument]
  ) throws(ScriptFailure) -> Value {
    var result: Value = .void
    switch name {
    case "removeValue": result = .optional(try dictionary.set(nil, for: arguments[0].value))
    case "updateValue":
      guard arguments.count == 2 else { throw .diagnostic("updateValue(_:forKey:) needs a key") }
      result = .optional(try dictionary.set(arguments[0].value, for: arguments[1].value))
    case "removeAll": dictionary = DictionaryValue(keyType: dictionary.keyType, valueType: dictionary.valueType)
    case "merge": try merge(arguments, into: &dictionary)
    default: throw .diagnostic("no exact matches in call to instance method '\(name)'")
    }
    return result
  }
}
