// Checks: static computed properties and static methods a protocol extension gives every conforming type, and Self in them
protocol Named { var name: String { get } }
extension Named {
  static var kind: String { "named" }
  static func make() -> String { "made \(kind)" }
  static func describe() -> String { "\(Self.kind) thing" }
  func greet() -> String { "hello \(name)" }
}
struct T: Named { var name = "t" }
struct U: Named {
  var name = "u"
  static var kind: String { "custom" }
}
print(T.kind, T.make(), T.describe())
print(U.kind, U().greet(), T().greet())
// expect: named made named named thing
// expect: custom hello u hello t
