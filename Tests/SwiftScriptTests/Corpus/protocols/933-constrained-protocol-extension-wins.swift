// Checks: a protocol extension's method under where Self: Special (or Special & Named) is the one a conforming type that meets the constraint gets, directly and through any D, over the unconstrained default; a type that does not meet it keeps the default (the workbook ran the unconstrained one)
// A protocol extension constrained by where Self: … gives the types that meet it its method over
// the unconstrained extension's, the most constrained first.
protocol D { func d() -> String }
extension D { func d() -> String { "generic" } }
protocol Special {}
extension D where Self: Special { func d() -> String { "special" } }
struct S: D, Special {}
struct Plain: D {}
print(S().d(), Plain().d())
let items: [any D] = [S(), Plain()]
print(items.map { $0.d() })
protocol Named { var name: String { get } }
extension D where Self: Special & Named { func d() -> String { "special \(name)" } }
struct N: D, Special, Named { let name = "n" }
print(N().d())
// expect: special generic
// expect: ["special", "generic"]
// expect: special n
