// Checks: static members an extension gives a standard type (`Int.zero`, `String.greeting`,
// `Double.half(of:)`), read on the type and through a metatype value, and one from a protocol's
// extension that the type conforms to by an extension.
protocol Zero { static var zero: Self { get } }
extension Int: Zero { static var zero: Int { 0 } }
extension String {
    static var greeting: String { "hello" }
    static func repeated(_ n: Int) -> String { String(repeating: "ab", count: n) }
}
extension Double { static func half(of x: Double) -> Double { x / 2 } }
protocol Named {}
extension Named { static var kind: String { "named" } }
extension Bool: Named {}
print(Int.zero, String.greeting, String.repeated(2), Double.half(of: 3))
let t = Int.self
print(t.zero, Bool.kind)
// expect: 0 hello abab 1.5
// expect: 0 named
