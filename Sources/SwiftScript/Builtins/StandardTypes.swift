import Foundation
import SwiftSyntax

extension Interpreter {
  /// `Int("42")`, `Double(3)`, `String(describing:)`, `Array(...)`, `Set(...)`, `[String]()`.
  func constructStandard(_ name: String, arguments: [Argument], at node: Syntax)
    throws(ScriptFailure) -> Value
  {
    let type: ScriptType
    switch name {
    case "Int": type = .int
    case "Double": type = .double
    case "String": type = .string
    case "Bool": type = .bool
    case "Character": type = .character
    case "Array": type = .array(.any)
    case "Set": type = .set(.any)
    case "Dictionary": type = .dictionary(.any, .any)
    case "Optional": type = .optional(.any)
    case "Substring":
      // `Substring("text")`, `Substring(sub)`: a substring of the whole text.
      guard arguments.count == 1, arguments[0].label == nil, let text = Self.stringProtocolText(arguments[0].value) else {
        throw located(.diagnostic("no exact matches in call to initializer"), at: node)
      }
      return substring(text, base: 0)
    default: throw located(.diagnostic("'\(name)' cannot be constructed in the workbook"), at: node)
    }
    return try constructStandard(type, arguments: arguments, at: node)
  }

  func constructStandard(_ type: ScriptType, arguments: [Argument], at node: Syntax?) throws(ScriptFailure) -> Value {
    if case .named(let name) = type {
      if let userType = knownTypes[name] {
        let initializers = userType.initializers
        if let initializer = initializers.first(where: { (try? bindArguments(arguments, to: $0.parameters, callLabels: true)) != nil }) {
          return try runInitializer(initializer, of: userType, arguments: arguments, call: nil, in: globals)
        }
      }
      if let hostType = registry.types[name] {
        let labels = arguments.map(\.label)
        if let initializer = hostType.initializers.first(where: { $0.parameters.map(\.label) == labels }) {
          return try invoke(initializer, arguments: arguments, callLabels: false)
        }
      }
      throw located(.diagnostic("no initializer of '\(name)' takes these arguments"), at: node)
    }
    var first = arguments.first?.value
    // `String(s.reversed())`, `Array(zip(a, b))`: a view converts as its elements do.
    switch type {
    case .string, .array, .set, .dictionary:
      first = first.map(SequenceView.elementsIfView)
      // `Array(xs.lazy.map { … })`: the elements, the chain's closures run element by element.
      if let value = first, let lazy = LazyView.view(in: value) { first = .array(ArrayValue(try lazyElements(lazy))) }
    default: break
    }
    let label = arguments.first?.label
    // `String(sub)`, `Int(sub)`, `Double(sub)`: a `Substring` converts as its text does.
    if let value = first, Self.isSubstring(value), let text = Self.stringProtocolText(value) {
      if case .named("Substring") = type { return value }
      first = .string(text)
    }
    // `Int()`, `Double()`, `Bool()`, `String()`: the type's zero value.
    if arguments.isEmpty {
      switch type {
      case .int: return .int(0)
      case .double: return .double(0)
      case .bool: return .bool(false)
      case .string: return .string("")
      default: break
      }
    }
    do throws(ScriptFailure) {
      switch type {
      case .int:
        switch (label, first) {
        case (nil, .int(let number)?): return .int(number)
        case (nil, .double(let number)?): return .int(try FixedWidthIntegers.truncating(number, to: Int.self))
        case (nil, .string(let text)?):
          if arguments.count == 2, arguments[1].label == "radix", case .int(let radix) = arguments[1].value {
            guard (2...36).contains(radix) else { throw .fault("Radix not in range 2...36") }
            return .optional(Int(text, radix: radix).map(Value.int))
          }
          return .optional(Int(text).map(Value.int))
        case (nil, .character(let character)?): return .optional(Int(String(character)).map(Value.int))
        case (nil, .host?) where FixedWidthIntegers.integer(in: first!) != nil:
          // `Int(byte)`: every fixed-width value fits but a `UInt`'s or `UInt64`'s above `Int.max`.
          guard let number = FixedWidthIntegers.integer(in: first!)!.exactInt else { throw .fault("Not enough bits to represent the passed value") }
          return .int(number)
        case ("truncatingIfNeeded"?, .host?) where FixedWidthIntegers.integer(in: first!) != nil:
          return .int(FixedWidthIntegers.integer(in: first!)!.truncatedInt)
        // `Int(bitPattern: UInt.max)`: a `UInt`'s bits (of no other type) read as an `Int`.
        case ("bitPattern"?, .host?) where FixedWidthIntegers.integer(in: first!) is UInt:
          return .int(FixedWidthIntegers.integer(in: first!)!.truncatedInt)
        case ("exactly"?, .host?) where FixedWidthIntegers.integer(in: first!) != nil:
          return .optional(FixedWidthIntegers.integer(in: first!)!.exactInt.map(Value.int))
        case (nil, .host?) where SinglePrecisionFloats.float(in: first!) != nil:
          return .int(try FixedWidthIntegers.truncating(SinglePrecisionFloats.float(in: first!)!, to: Int.self))
        case ("exactly"?, .host?) where SinglePrecisionFloats.float(in: first!) != nil:
          return .optional(Int(exactly: SinglePrecisionFloats.float(in: first!)!).map(Value.int))
        // `Int(exactly: 3.0)` is 3, `Int(exactly: 3.5)` nil; an `Int` is itself.
        case ("exactly"?, .double(let number)?): return .optional(Int(exactly: number).map(Value.int))
        case ("exactly"?, .int(let number)?): return .optional(.int(number))
        case (nil, .bool?): throw .diagnostic("no exact matches in call to initializer")
        default: break
        }
      case .double:
        switch (label, first) {
        case (nil, .int(let number)?): return .double(Double(number))
        case (nil, .double(let number)?): return .double(number)
        case (nil, .string(let text)?): return .optional(Double(text).map(Value.double))
        // `Double(exactly: 3)` is 3.0, nil for an `Int` a `Double` cannot hold exactly.
        case ("exactly"?, .int(let number)?): return .optional(Double(exactly: number).map(Value.double))
        case ("exactly"?, .double(let number)?): return .optional(.double(number))
        case (nil, .host?) where FixedWidthIntegers.integer(in: first!) != nil:
          return .double(FixedWidthIntegers.integer(in: first!)!.asDouble)
        case (nil, .host?) where SinglePrecisionFloats.float(in: first!) != nil:
          return .double(Double(SinglePrecisionFloats.float(in: first!)!))
        default: break
        }
      case .string:
        switch (label, first) {
        case (nil, nil): return .string("")
        case ("describing"?, let value?): return .string(describe(value))
        case ("reflecting"?, let value?): return .string(ValueFormatter.debugDescription(value, interpreter: self))
        case ("repeating"?, let value?):
          guard arguments.count == 2, case .int(let count) = arguments[1].value else { break }
          guard count >= 0 else { throw .fault("Negative count not allowed") }
          switch value {
          case .string(let text):
            // An empty text repeated is empty, however often: no loop of 2^40 empty appends that
            // nothing could interrupt (found by the shell fuzzer, seed 202).
            if text.isEmpty { return .string("") }
            try ValueLimits.checkString(bytes: text.utf8.count, repeated: count)
            return .string(String(repeating: text, count: count))
          case .character(let character):
            try ValueLimits.checkString(bytes: String(character).utf8.count, repeated: count)
            return .string(String(repeating: character, count: count))
          default: break
          }
        case (nil, .string(let text)?): return .string(text)
        case (nil, .character(let character)?): return .string(String(character))
        case (nil, .int(let number)?):
          if (2...3).contains(arguments.count), arguments[1].label == "radix", case .int(let radix) = arguments[1].value {
            guard (2...36).contains(radix) else { throw .fault("Radix must be between 2 and 36") }
            // `String(255, radix: 16, uppercase: true)` is "FF".
            var uppercase = false
            if arguments.count == 3 {
              guard arguments[2].label == "uppercase", case .bool(let flag) = arguments[2].value else { break }
              uppercase = flag
            }
            return .string(String(number, radix: radix, uppercase: uppercase))
          }
          return .string(String(number))
        case (nil, .double(let number)?): return .string(String(number))
        case (nil, .host?) where SinglePrecisionFloats.float(in: first!) != nil:
          return .string(String(SinglePrecisionFloats.float(in: first!)!))
        case (nil, .host?) where FixedWidthIntegers.integer(in: first!) != nil:
          let integer = FixedWidthIntegers.integer(in: first!)!
          guard (2...3).contains(arguments.count) else { return .string(integer.text(radix: 10, uppercase: false)) }
          guard arguments[1].label == "radix", case .int(let radix) = arguments[1].value else { break }
          guard (2...36).contains(radix) else { throw .fault("Radix must be between 2 and 36") }
          var uppercase = false
          if arguments.count == 3 {
            guard arguments[2].label == "uppercase", case .bool(let flag) = arguments[2].value else { break }
            uppercase = flag
          }
          return .string(integer.text(radix: radix, uppercase: uppercase))
        case (nil, .bool(let flag)?): return .string(String(flag))
        case (nil, .array(let array)?):
          var text = ""
          for element in array.elements {
            guard case .character(let character) = element else { throw .diagnostic("no exact matches in call to initializer") }
            text.append(character)
          }
          return .string(text)
        case ("format"?, .string(let format)?):
          return .string(try Interpreter.format(format, Array(arguments.dropFirst()).map(\.value)))
        default: break
        }
      case .bool:
        if case (nil, .string(let text)?) = (label, first) { return .optional(Bool(text).map(Value.bool)) }
        if case (nil, .bool?) = (label, first) { return first! }
      case .character:
        if case (nil, .string(let text)?) = (label, first), text.count == 1 { return .character(text.first!) }
      case .array(let element):
        guard let first else { return .array(ArrayValue([], elementType: element == .any ? nil : element)) }
        if label == "repeating", arguments.count == 2, case .int(let count) = arguments[1].value {
          guard count >= 0 else { throw .fault("Can't construct Array with count < 0") }
          try ValueLimits.checkArray(count: count)
          // (`[Double](repeating: 0, count: 2)`: the literal is a `Double`.)
          let item = element == .any ? first : try coerce(first, to: element, at: node)
          return .array(ArrayValue(Array(repeating: item, count: count), elementType: element == .any ? nil : element))
        }
        var items = try iterate(first, at: node)
        if element != .any { for index in items.indices { items[index] = try coerce(items[index], to: element, at: node) } }
        return .array(ArrayValue(items, elementType: element == .any ? nil : element))
      case .set(let element):
        var set = SetValue(elementType: element == .any ? nil : element)
        if let first { for item in try iterate(first, at: node) { try set.insert(item) } }
        return .set(set)
      case .dictionary(let key, let value):
        if first == nil { return .dictionary(DictionaryValue(keyType: key == .any ? nil : key, valueType: value == .any ? nil : value)) }
        if label == "grouping", let first, arguments.count == 2, case .function(let keyOf) = arguments[1].value {
          var groups = DictionaryValue()
          for element in try iterate(first, at: node) {
            let key = try invoke(keyOf, arguments: [Argument(label: nil, value: element)], callLabels: false)
            var members: [Value] = []
            if case .array(let existing)? = try groups.value(for: key) { members = existing.elements }
            members.append(element)
            try groups.set(.array(ArrayValue(members)), for: key)
          }
          return .dictionary(groups)
        }
        // `Dictionary(pairs, uniquingKeysWith: +)`: a key met again takes what the closure makes of
        // the value it has and the new one.
        if label == nil, let first, arguments.count == 2, arguments[1].label == "uniquingKeysWith",
          case .function(let combine) = arguments[1].value
        {
          var dictionary = DictionaryValue()
          for pair in try iterate(first, at: node) {
            guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { continue }
            var value = tuple.elements[1]
            if let existing = try dictionary.value(for: tuple.elements[0]) {
              value = try invoke(combine, arguments: [Argument(label: nil, value: existing), Argument(label: nil, value: value)], callLabels: false)
            }
            try dictionary.set(value, for: tuple.elements[0])
          }
          return .dictionary(dictionary)
        }
        if label == "uniqueKeysWithValues", let first {
          var dictionary = DictionaryValue()
          for pair in try iterate(first, at: node) {
            guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { continue }
            if try dictionary.value(for: tuple.elements[0]) != nil {
              throw .fault("Dictionary literal contains duplicate keys")
            }
            try dictionary.set(tuple.elements[1], for: tuple.elements[0])
          }
          return .dictionary(dictionary)
        }
      case .optional(let wrapped):
        if let first { return .optional(try coerce(first, to: wrapped, at: node)) }
        return .none
      default:
        break
      }
    } catch {
      throw located(error, at: node)
    }
    let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
    throw located(.diagnostic("no exact matches in call to initializer of '\(type)' (have '\(have)' with \(arguments.map { $0.value.typeName }.joined(separator: ", ")))"), at: node)
  }

  /// `String(format:)` for `%d`, `%i`, `%@`, `%s`, `%f` with precision, and `%%`.
  static func format(_ format: String, _ values: [Value]) throws(ScriptFailure) -> String {
    var result = ""
    var remaining = values[...]
    var characters = format[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "%" else {
        result.append(character)
        continue
      }
      var spec = ""
      while let next = characters.first, "0123456789.-+ l".contains(next) {
        spec.append(next)
        characters = characters.dropFirst()
      }
      guard let conversion = characters.first else { break }
      characters = characters.dropFirst()
      if conversion == "%" {
        result.append("%")
        continue
      }
      guard let value = remaining.popFirst() else { throw .fault("String(format:) has fewer arguments than conversions") }
      switch (conversion, value) {
      case ("d", .int(let number)), ("i", .int(let number)), ("D", .int(let number)):
        result += String(format: "%\(spec.replacingOccurrences(of: "l", with: ""))ld", number)
      case ("f", .double(let number)), ("g", .double(let number)), ("e", .double(let number)):
        result += String(format: "%\(spec)\(conversion)", number)
      case ("f", .int(let number)):
        result += String(format: "%\(spec)f", Double(number))
      case ("x", .int(let number)), ("X", .int(let number)):
        result += String(format: "%\(spec)l\(conversion)", number)
      case ("@", let any), ("s", let any):
        if case .string(let text) = any { result += text } else { result += "\(any)" }
      default:
        result += "?"
      }
    }
    return result
  }

  /// `Int.max`, `Double.pi`, `String.Element`...
  func builtinStaticMember(_ name: String, of type: ScriptType) throws(ScriptFailure) -> Value? {
    switch (type, name) {
    case (.int, "max"): return .int(Int.max)
    case (.int, "min"): return .int(Int.min)
    case (.int, "bitWidth"): return .int(Int.bitWidth)
    case (.optional, "none"), (.named("Optional"), "none"): return Value.none
    case (.optional, "some"), (.named("Optional"), "some"):
      // `Optional<Int>.some(3)`, `Optional.some(4)`: the case's constructor.
      return .function(FunctionValue(host: "some", labels: [nil]) { arguments throws(ScriptFailure) in .optional(arguments[0].value) })
    case (.double, "pi"): return .double(Double.pi)
    case (.double, "infinity"): return .double(Double.infinity)
    case (.double, "nan"): return .double(Double.nan)
    case (.double, "greatestFiniteMagnitude"): return .double(Double.greatestFiniteMagnitude)
    case (.double, "leastNonzeroMagnitude"): return .double(Double.leastNonzeroMagnitude)
    case (.double, "leastNormalMagnitude"): return .double(Double.leastNormalMagnitude)
    case (.double, "ulpOfOne"): return .double(Double.ulpOfOne)
    case (.int, "zero"): return .int(0)
    case (.double, "zero"): return .double(0)
    case (.int, "random"), (.double, "random"), (.bool, "random"):
      throw .diagnostic("random numbers are not available in the workbook (its output repeats run after run)")
    case (_, "self"): return .metatype(type)
    case (_, "init"):
      // `String.init` passed as a function: `values.map(String.init)`.
      return .function(FunctionValue(host: "init", labels: [nil]) { [unowned self] arguments throws(ScriptFailure) in
        try constructStandard(type, arguments: arguments, at: nil)
      })
    default: return nil
    }
  }
}

extension Interpreter {
  /// A parameter-less helper for `iterate` outside a syntax node.
  func iterate(_ value: Value) throws(ScriptFailure) -> [Value] {
    try iterate(value, at: Optional<Syntax>.none)
  }
}
