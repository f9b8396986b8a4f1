// Checks: Mirror.DisplayStyle and FloatingPointRoundingRule cases in a collection or an optional print qualified (Swift.Mirror.DisplayStyle.struct), alone unqualified; key paths printed
// Swift enums of the standard library inside a collection or an optional show their qualified
// type before the case (Mirror.DisplayStyle, FloatingPointRoundingRule).
struct P { let name: String; var age: Int }
final class K { var v = 1; let w = 2 }
let kp = \K.v
print(kp, \P.name, \P.age)
let m = Mirror(reflecting: P(name: "a", age: 1))
print(m.displayStyle as Any, m.displayStyle!)
let rules: [FloatingPointRoundingRule] = [.up, .down]
print(rules, Optional(FloatingPointRoundingRule.toNearestOrEven) as Any)
print((2.5).rounded(.up), (2.5).rounded(.towardZero))
// expect: \K.v \P.name \P.age
// expect: Optional(Swift.Mirror.DisplayStyle.struct) struct
// expect: [Swift.FloatingPointRoundingRule.up, Swift.FloatingPointRoundingRule.down] Optional(Swift.FloatingPointRoundingRule.toNearestOrEven)
// expect: 3.0 2.0
