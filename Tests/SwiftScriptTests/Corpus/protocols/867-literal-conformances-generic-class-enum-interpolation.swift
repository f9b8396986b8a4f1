// Checks: literal conformances of a generic struct, a class (required init), an enum; ExpressibleByStringInterpolation with the default interpolation and with the type's own StringInterpolation (appendLiteral, labelled appendInterpolation overloads)
struct Vec<T>: ExpressibleByArrayLiteral, CustomStringConvertible {
  var items: [T]
  init(arrayLiteral elements: T...) { items = elements }
  var description: String { "Vec\(items)" }
}
let v: Vec<Int> = [1, 2, 3]
print(v, v.items.count)
final class Tag: ExpressibleByStringLiteral {
  let text: String
  required init(stringLiteral value: String) { text = "#" + value }
}
let t: Tag = "swift"
print(t.text)
struct Log: ExpressibleByStringInterpolation, CustomStringConvertible {
  var text: String
  init(stringLiteral value: String) { text = value }
  var description: String { "Log: " + text }
}
let l: Log = "sum \(1 + 2) and \("x")"
print(l)
for i in 0..<2 {
  let entry: Log = "pass \(i)"
  print(entry)
}
enum Level: ExpressibleByIntegerLiteral {
  case low, high
  init(integerLiteral value: Int) { self = value > 5 ? .high : .low }
}
let lv: Level = 9
print(lv)
func check(_ level: Level) -> String { "\(level)" }
print(check(1), check(10))
struct Log2: ExpressibleByStringInterpolation, CustomStringConvertible {
  var text: String
  init(stringLiteral value: String) { text = value }
  init(stringInterpolation: Interpolation) { text = stringInterpolation.output }
  struct Interpolation: StringInterpolationProtocol {
    var output = ""
    init(literalCapacity: Int, interpolationCount: Int) {}
    mutating func appendLiteral(_ literal: String) { output += literal }
    mutating func appendInterpolation(_ value: Int) { output += "#\(value)" }
    mutating func appendInterpolation(upper value: String) { output += value.uppercased() }
  }
  var description: String { text }
}
let custom: Log2 = "count \(3) name \(upper: "ann")"
print(custom)
// expect: Vec[1, 2, 3] 3
// expect: #swift
// expect: Log: sum 3 and x
// expect: Log: pass 0
// expect: Log: pass 1
// expect: high
// expect: low high
// expect: count #3 name ANN
