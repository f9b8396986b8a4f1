// Checks: several overloads of one operator (global and static) are chosen by the operands' types, an integer literal converting to a Double parameter
struct M: CustomStringConvertible { var v: Int; var description: String { "M(\(v))" } }
func * (m: M, k: Int) -> Int { m.v * k }
func * (k: Int, m: M) -> String { "\(k) times \(m)" }
print(M(v: 5) * 3, 2 * M(v: 4))
struct V { var x: Double
  static func + (l: V, r: String) -> String { "\(l.x)+\(r)" }
  static func + (l: V, r: Double) -> V { V(x: l.x + r) }
  static func + (l: V, r: V) -> V { V(x: l.x + r.x) }
}
print(V(x: 1) + "a", (V(x: 1) + 2.5).x, (V(x: 1) + V(x: 2)).x)
print((V(x: 1) + 3).x)
// expect: 15 2 times M(4)
// expect: 1.0+a 3.5 3.0
// expect: 4.0
