// Checks: extension Stack where Element: Equatable, extension Container where Item == Double and where Item: Equatable, and two extensions of Array where Element == Int and where Element == String with a method of one name: each array gets its own (the workbook ran the Int one on strings: binary operator '+' cannot be applied to operands of type 'Int' and 'String')
// Extensions with a generic where clause (the language guide's Generics chapter): a generic
// type's, a protocol's by its associated type, and two of Array by element type, each method
// for the values its clause allows.
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
}
extension Stack where Element: Equatable {
  func isTop(_ item: Element) -> Bool {
    guard let topItem = items.last else { return false }
    return topItem == item
  }
}
var s = Stack<String>()
s.push("a"); s.push("b")
print(s.isTop("b"), s.isTop("a"))
protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
extension Container where Item == Double {
  func average() -> Double {
    var sum = 0.0
    for index in 0..<count { sum += self[index] }
    return sum / Double(count)
  }
}
extension Array: Container {}
print([1260.0, 1200.0, 98.6, 37.0].average())
extension Container where Item: Equatable {
  func startsWith(_ item: Item) -> Bool { return count >= 1 && self[0] == item }
}
print([9, 9, 9].startsWith(42))
extension Array where Element == Int { func total() -> String { "ints \(reduce(0, +))" } }
extension Array where Element == String { func total() -> String { "strings \(joined())" } }
print([1, 2].total(), ["a", "b"].total())
// expect: true false
// expect: 648.9
// expect: false
// expect: ints 3 strings ab
