// Checks: a struct inside an array, a class's array property and a struct's array property change where they are stored; copies stay apart
struct Point { var x: Int; var y: Int }
var points = [Point(x: 0, y: 0), Point(x: 1, y: 1)]
let saved = points
points[1].x = 5
points[0].y += 2
print(saved[1].x, points[1].x, points[0].y)
final class Inbox {
  var messages: [String] = []
  func receive(_ text: String) { messages.append(text) }
}
let inbox = Inbox()
inbox.receive("hello")
inbox.messages.append("world")
let alias = inbox
alias.messages[0] = "hi"
print(inbox.messages)
struct Bag {
  var items: [Int] = []
  mutating func add(_ item: Int) { items.append(item) }
}
var bag = Bag()
bag.add(1)
bag.items.append(2)
let other = bag
bag.items[0] = 9
print(other.items, bag.items)
var bags = [Bag(), Bag()]
bags[1].items.append(4)
bags[1].add(5)
print(bags.map { $0.items })
// expect: 1 5 2
// expect: ["hi", "world"]
// expect: [1, 2] [9, 2]
// expect: [[], [4, 5]]
