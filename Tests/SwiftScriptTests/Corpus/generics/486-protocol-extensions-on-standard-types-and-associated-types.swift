// Checks: the Generics chapter's Container on Array (extension Array: Container {}), its constrained extensions (where Item: Equatable, where Item == Double) and allItemsMatch; a protocol extension's methods and properties on Int and String conforming by extension
protocol Describable { func describe() -> String }
extension Describable {
  func shout() -> String { describe().uppercased() + "!" }
  var length: Int { describe().count }
}
extension Int: Describable { func describe() -> String { "int \(self)" } }
extension String: Describable { func describe() -> String { "string \(self)" } }
print(5.shout(), "hi".shout(), 42.length)
protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
extension Array: Container {}
extension Container where Item: Equatable {
  func startsWith(_ item: Item) -> Bool { count >= 1 && self[0] == item }
}
extension Container where Item == Double {
  func average() -> Double {
    var sum = 0.0
    for index in 0..<count { sum += self[index] }
    return sum / Double(count)
  }
}
print([1260.0, 1200.0, 98.6, 37.0].average())
print([9, 9].startsWith(9), ["a"].startsWith("b"))
func allItemsMatch<C1: Container, C2: Container>(_ someContainer: C1, _ anotherContainer: C2) -> Bool
  where C1.Item == C2.Item, C1.Item: Equatable {
  if someContainer.count != anotherContainer.count { return false }
  for i in 0..<someContainer.count {
    if someContainer[i] != anotherContainer[i] { return false }
  }
  return true
}
print(allItemsMatch([1, 2], [1, 2]), allItemsMatch(["a"], ["b"]))
// expect: INT 5! STRING HI! 6
// expect: 648.9
// expect: true false
// expect: true false
