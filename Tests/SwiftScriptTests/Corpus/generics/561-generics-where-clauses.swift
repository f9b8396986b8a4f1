// Checks: generic where clauses (allItemsMatch), constrained extensions on a generic Stack where Element: Equatable / Element == Double, and contextual where on methods.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}
func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if someContainer.count != anotherContainer.count { return false }
    for i in 0..<someContainer.count {
        if someContainer[i] != anotherContainer[i] { return false }
    }
    return true
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno"); stackOfStrings.push("dos"); stackOfStrings.push("tres")
let arrayOfStrings = ["uno", "dos", "tres"]
if allItemsMatch(stackOfStrings, arrayOfStrings) { print("All items match.") } else { print("Not all items match.") }
print(allItemsMatch(stackOfStrings, ["uno", "dos"]))
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else { return false }
        return topItem == item
    }
}
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return sum / Double(count)
    }
}
print([1260.0, 1200.0, 98.6, 37.0].average())
extension Container {
    func startsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[0] == item
    }
    func endsWith(_ item: Item) -> Bool where Item == Int {
        return count >= 1 && self[count-1] == item
    }
}
print([9, 9, 9].startsWith(42), [1260, 1200, 98, 37].endsWith(37))
print(stackOfStrings.startsWith("uno"))
// expect: All items match.
// expect: false
// expect: true false
// expect: 648.9
// expect: false true
// expect: true
