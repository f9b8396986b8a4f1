// Checks: opaque return types preserving identity (comparing two results with ==), opaque types used as stored property types via inference, and protocol with associated type returned as some.
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
func makeOpaqueContainer<T>(item: T) -> some Container {
    return [item]
}
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(type(of: twelve), twelve)
print(opaqueContainer.count)
func makeLabel() -> some Equatable & CustomStringConvertible { return "label" }
let l1 = makeLabel()
let l2 = makeLabel()
print(l1 == l2, l1.description)
func pick(_ flag: Bool) -> any CustomStringConvertible {
    if flag { return 1 } else { return "one" }
}
print(pick(true), pick(false))
let mixed: [any CustomStringConvertible] = [1, "two", 3.0, true]
print(mixed.map { $0.description }.joined(separator: "|"))
// expect: Int 12
// expect: 1
// expect: true label
// expect: 1 one
// expect: 1|two|3.0|true
