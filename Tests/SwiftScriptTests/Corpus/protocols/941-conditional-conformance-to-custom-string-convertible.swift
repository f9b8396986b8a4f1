// Checks: extension Box: CustomStringConvertible where T: CustomStringConvertible: Box(v: 1) and Box(v: Named()) print their description, Box(v: N()) of a non-conforming N prints as a plain struct (the workbook printed <N()>)
// A conditional conformance (extension Box: CustomStringConvertible where T: …) holds only for
// the values whose type argument meets its condition.
struct Box<T> { var v: T }
extension Box: CustomStringConvertible where T: CustomStringConvertible { var description: String { "<\(v)>" } }
struct N {}
print(Box(v: N()), Box(v: 1), [Box(v: "s")])
struct Named: CustomStringConvertible { var description: String { "named" } }
print(Box(v: Named()), "\(Box(v: N()))")
// expect: Box<N>(v: main.N()) <1> [<s>]
// expect: <named> Box<N>(v: main.N())
