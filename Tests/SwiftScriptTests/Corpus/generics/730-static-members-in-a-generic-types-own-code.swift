// Checks: in a generic type's own code, Self.describe(), Box.describe(), Box<T>.describe(), a bare static property and Self.name run with T bound as that code's T is (the instance's, or the static method's caller's)
struct Crate<T> {
  var v: T
  static func describe() -> String { "Crate of \(T.self)" }
  func show() -> String { Self.describe() + " / " + Crate.describe() + " / " + Crate<T>.describe() + " / " + Self.describe() }
  func plain() -> String { Crate.describe() }
}
print(Crate(v: 1).plain())
print(Crate(v: "s").show())
struct Box<T> {
  var v: T
  static var name: String { "Box<\(T.self)>" }
  static func title() -> String { "[" + name + "]" }
  func label() -> String { Self.name + " " + Box.name }
}
print(Box<Int>.title())
print(Box(v: 2.5).label())
// expect: Crate of Int
// expect: Crate of String / Crate of String / Crate of String / Crate of String
// expect: [Box<Int>]
// expect: Box<Double> Box<Double>
