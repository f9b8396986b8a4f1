// Checks: extensions of standard types may add mutating methods, static methods and use self
extension Int {
  mutating func double() { self *= 2 }
  var squared: Int { self * self }
}
var n = 3
n.double()
n.double()
print(n, n.squared, 5.squared)
extension String {
  mutating func shout() { self = uppercased() + "!" }
  func repeated(_ times: Int) -> String { String(repeating: self, count: times) }
}
var word = "hey"
word.shout()
print(word, "ab".repeated(3))
extension Array {
  mutating func dropHead() { removeFirst() }
}
var list = [1, 2, 3]
list.dropHead()
print(list)
// expect: 12 144 25
// expect: HEY! ababab
// expect: [2, 3]
