// Checks: a change through a get-only computed property that gives a class instance (+=, =, append, an element, inout, an optional chain after it, in a function's loop) runs its getter once (the workbook ran it two or three times)
// A get-only computed property that gives a class instance: a change through it runs its getter
// once, then changes the instance (Swift needs no setter for it).
final class Counter { var n = 0; var items: [Int] = [] }
struct Holder {
  let store = Counter()
  var current: Counter { print("get"); return store }
}
func bump(_ x: inout Int) { x += 10 }
var h = Holder()
print("+="); h.current.n += 1
print("="); h.current.n = 5
print("append"); h.current.items.append(3)
print("element +="); h.current.items[0] += 1
print("element ="); h.current.items[0] = 7
print("inout"); bump(&h.current.n)
print(h.store.n, h.store.items)
func run() {
  let w = Holder()
  for i in 0..<2 {
    w.current.items.append(i)
    w.current.n += i
    w.current.items[0] = 9
  }
  print(w.store.items, w.store.n)
}
run()
class Node { var next: Node?; var value = 0; init(_ v: Int) { value = v } }
struct List {
  var head = Node(1)
  var first: Node { print("first"); return head }
}
var list = List()
list.first.value += 5
list.first.next = Node(2)
list.first.next?.value += 1
list.first.next!.value *= 2
print(list.head.value, list.head.next!.value)
// expect: +=
// expect: get
// expect: =
// expect: get
// expect: append
// expect: get
// expect: element +=
// expect: get
// expect: element =
// expect: get
// expect: inout
// expect: get
// expect: 15 [7]
// expect: get
// expect: get
// expect: get
// expect: get
// expect: get
// expect: get
// expect: [9, 1] 1
// expect: first
// expect: first
// expect: first
// expect: first
// expect: 6 6
