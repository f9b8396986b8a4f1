// Checks: a generic type's static methods and computed properties, called on the type named with its arguments (Box<String>.describe()), see T as that type (T.self) and take it for their parameters (Box<Double>.pair(1, 2) holds doubles), also in the static methods they call, in both tiers
struct Box<T> {
  var v: T
  static func describe() -> String { "Box of \(T.self)" }
  static var name: String { "Box<\(T.self)>" }
  static func make(_ v: T) -> Box<T> { Box(v: v) }
  static func pair(_ a: T, _ b: T) -> [T] { [a, b] }
}
print(Box<String>.describe(), Box<Int>.name)
let b = Box<Double>.make(2)
print(b, type(of: b))
var names: [String] = []
for _ in 0..<3 { names.append(Box<Character>.describe() + " " + Box<[Int]>.name) }
print(names[2])
print(Box<Double>.pair(1, 2), Box<String?>.name)
class Registry<Key> {
  class func kind() -> String { "\(Key.self)" }
}
print(Registry<Bool>.kind())
enum Tagged<Tag> {
  case value(Int)
  static func label() -> String { "tagged by \(Tag.self)" }
}
struct Meters {}
print(Tagged<Meters>.label())
struct Label<T> {
  static func describe() -> String { "Label of \(T.self)" }
  static func twice() -> String { describe() + ", " + describe() }
}
print(Label<Int>.twice())
for _ in 0..<2 { print(Label<String>.twice()) }
// expect: Box of String Box<Int>
// expect: Box<Double>(v: 2.0) Box<Double>
// expect: Box of Character Box<Array<Int>>
// expect: [1.0, 2.0] Box<Optional<String>>
// expect: Bool
// expect: tagged by Meters
// expect: Label of Int, Label of Int
// expect: Label of String, Label of String
// expect: Label of String, Label of String
