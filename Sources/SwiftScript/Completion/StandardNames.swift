import Foundation

/// What completion offers beyond the session and the runtime's own tables: keywords, and the
/// members of standard values (the runtime implements those in switches it cannot list).
enum StandardNames {
  static let keywords = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
    "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "is", "let", "mutating", "nil",
    "repeat", "return", "self", "static", "struct", "switch", "throw", "throws", "true", "try", "var", "where", "while",
  ]

  /// Members every sequence value has (arrays, sets, dictionaries, strings, ranges).
  private static let sequence = [
    "allSatisfy(", "compactMap(", "contains(", "count", "dropFirst(", "dropLast(", "enumerated(", "filter(",
    "first", "firstIndex(", "flatMap(", "forEach(", "isEmpty", "joined(", "last", "lastIndex(", "map(", "max(",
    "min(", "prefix(", "randomElement(", "reduce(", "reversed(", "shuffled(", "sorted(", "suffix(",
  ]

  /// The members of a value of a standard type (`(` marks a method).
  static func members(of type: ScriptType) -> [String] {
    switch type {
    case .string:
      return sequence + [
        "append(", "capitalized", "components(", "hasPrefix(", "hasSuffix(", "insert(", "lowercased(",
        "removeAll(", "removeFirst(", "removeLast(", "replacingOccurrences(", "split(", "trimmingCharacters(",
        "uppercased(", "utf8",
      ]
    case .array:
      return sequence + [
        "append(", "endIndex", "indices", "insert(", "remove(", "removeAll(", "removeFirst(", "removeLast(",
        "startIndex", "swapAt(",
      ]
    case .dictionary: return sequence + ["keys", "mapValues(", "removeValue(", "updateValue(", "values"]
    case .set:
      return sequence + [
        "formUnion(", "insert(", "intersection(", "isDisjoint(", "isSubset(", "isSuperset(", "remove(",
        "subtracting(", "symmetricDifference(", "union(",
      ]
    case .range: return sequence + ["lowerBound", "upperBound"]
    case .int:
      return [
        "addingReportingOverflow(", "bitWidth", "byteSwapped", "description", "isMultiple(", "leadingZeroBitCount", "magnitude",
        "multipliedReportingOverflow(", "nonzeroBitCount", "quotientAndRemainder(", "signum(", "subtractingReportingOverflow(",
        "trailingZeroBitCount",
      ]
    case .double: return ["description", "isInfinite", "isNaN", "rounded(", "squareRoot(", "truncatingRemainder("]
    case .bool: return ["description", "toggle("]
    case .character:
      return [
        "asciiValue", "description", "hexDigitValue", "isASCII", "isCased", "isCurrencySymbol", "isHexDigit", "isLetter",
        "isLowercase", "isMathSymbol", "isNewline", "isNumber", "isPunctuation", "isSymbol", "isUppercase", "isWhitespace",
        "isWholeNumber", "lowercased(", "unicodeScalars", "uppercased(", "utf16", "utf8", "wholeNumberValue",
      ]
    default: return []
    }
  }
}
