import Foundation
import TextCoding

// MARK: - Writing

extension JSONValue {
  /// Compact JSON text with no insignificant whitespace, as the service sends it.
  public var compactText: String {
    var output = ""
    write(to: &output, indent: nil, level: 0)
    return output
  }

  /// Indented JSON text (two spaces), for traces and `:decode`.
  public var prettyText: String {
    var output = ""
    write(to: &output, indent: "  ", level: 0)
    return output
  }

  /// Compact JSON as UTF-8 bytes.
  public var compactData: Data { Data(utf8Of: compactText) }

  private func write(to output: inout String, indent: String?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .double(let value):
      output += value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null"
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let elements):
      if elements.isEmpty { output += "[]"; return }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        JSONValue.newline(&output, indent: indent, level: level + 1)
        element.write(to: &output, indent: indent, level: level + 1)
      }
      JSONValue.newline(&output, indent: indent, level: level)
      output += "]"
    case .object(let object):
      if object.isEmpty { output += "{}"; return }
      output += "{"
      for (index, member) in object.members.enumerated() {
        if index > 0 { output += "," }
        JSONValue.newline(&output, indent: indent, level: level + 1)
        JSONValue.writeString(member.key, to: &output)
        output += indent == nil ? ":" : ": "
        member.value.write(to: &output, indent: indent, level: level + 1)
      }
      JSONValue.newline(&output, indent: indent, level: level)
      output += "}"
    }
  }

  private static func newline(_ output: inout String, indent: String?, level: Int) {
    guard let indent else { return }
    output += "\n" + String(repeating: indent, count: level)
  }

  /// Whether `value` has a byte JSON must escape. Scanned as one buffer where the string has its
  /// UTF-8 in one (a native string always does): a `UTF8View` walk costs several times as much per
  /// byte, and tokens are long (callgrind, lesson 3: 1.4 M instructions).
  private static func needsEscaping(_ value: String) -> Bool {
    func isEscaped(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
    return value.utf8.withContiguousStorageIfAvailable { $0.contains(where: isEscaped) }
      ?? value.utf8.contains(where: isEscaped)
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    if !needsEscaping(value) {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

// MARK: - Reading

/// Why a text is not valid JSON, and where.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
  /// What was wrong.
  public let reason: String
  /// The 0-based UTF-8 offset where the problem was found.
  public let offset: Int

  public var description: String { "invalid JSON at offset \(offset): \(reason)" }
}

extension JSONValue {
  /// Parses JSON text (RFC 8259), keeping object member order; throws with the offset of the first error.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// Parses JSON from UTF-8 bytes.
  public static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    try parse(Array(data))
  }

  private static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
    return value
  }
}

private struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  static let maximumDepth = 256

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ reason: String) -> JSONParseError { JSONParseError(reason: reason, offset: index) }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character '\(Character(UnicodeScalar(bytes[index])))'")
    }
  }

  mutating func expectWord(_ word: String) throws(JSONParseError) {
    let wordBytes = Array(word.utf8)
    guard index + wordBytes.count <= bytes.count, Array(bytes[index..<index + wordBytes.count]) == wordBytes else {
      throw error("expected '\(word)'")
    }
    index += wordBytes.count
  }

  mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
    index += 1
    var object = JSONObject()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member name") }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      object[key] = try parseValue(depth: depth + 1)
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
      throw error("expected ',' or '}'")
    }
  }

  mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
    while true {
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
      throw error("expected ',' or ']'")
    }
  }

  mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    // Most strings have no escapes: make them from their bytes in one go.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let start = index
      index = end + 1
      guard let text = String(validating: bytes[start..<end], as: UTF8.self) else { throw error("invalid UTF-8") }
      return text
    }
    // An escape or a control character at `end`: the bytes before it are plain text.
    var scalars = String.UnicodeScalarView()
    var pending = Array(bytes[index..<end])
    index = end
    func flush() throws(JSONParseError) {
      guard !pending.isEmpty else { return }
      guard let text = String(validating: pending, as: UTF8.self) else { throw error("invalid UTF-8") }
      scalars.append(contentsOf: text.unicodeScalars)
      pending.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        try flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
        default: throw error("unknown escape '\\\(Character(UnicodeScalar(escape)))'")
        }
      case 0..<0x20:
        throw error("control character in string")
      default:
        pending.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count, let text = String(bytes: bytes[index..<index + 4], encoding: .ascii),
      let value = UInt32(text, radix: 16)
    else { throw error("expected four hex digits") }
    index += 4
    return value
  }

  mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    let first = try parseHex4()
    if (0xD800...0xDBFF).contains(first) {
      guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw error("unpaired surrogate")
      }
      index += 2
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else { throw error("unpaired surrogate") }
      let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(combined) else { throw error("invalid code point") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate") }
    return scalar
  }

  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected an exponent") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text) else { throw JSONParseError(reason: "invalid number", offset: start) }
    return .double(value)
  }

  func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
