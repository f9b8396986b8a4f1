// Checks: inside a protocol extension's bodies, `Self` is the conforming type (`other is Self`, a
// standard type's too) and an associated type names a type (`var result: [Item] = []`).
protocol P {}
extension P {
    func same(_ other: Any) -> Bool { return other is Self }
}
extension Int: P {}
struct S: P {}
print(1.same(2), 1.same("x"), S().same(S()), S().same(3))

protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container {
    func doubled() -> [Item] {
        var result: [Item] = []
        for item in items { result.append(item); result.append(item) }
        return result
    }
}
struct Bag: Container { var items = ["a", "b"] }
print(Bag().doubled())
// expect: true false true false
// expect: ["a", "a", "b", "b"]
