// Checks: struct holding a class reference, let class constants still mutable, nested struct in class copy, inout struct vs class parameter, Equatable vs identity
// Struct containing a class reference: copying the struct shares the object
class Counter {
    var value = 0
    func increment() { value += 1 }
}
struct Wrapper {
    var label: String
    let counter: Counter
}
var a = Wrapper(label: "a", counter: Counter())
var b = a
b.label = "b"
b.counter.increment()
b.counter.increment()
print(a.label, a.counter.value, b.label, b.counter.value)
print(a.counter === b.counter)

// Copy-on-write style: give b its own counter
b = Wrapper(label: b.label, counter: Counter())
b.counter.increment()
print(a.counter.value, b.counter.value, a.counter === b.counter)

// let constants: struct is fully immutable, class properties are still mutable
let fixedCounter = Counter()
fixedCounter.increment()
print(fixedCounter.value)

struct Point { var x = 0, y = 0 }
class Box { var p = Point() }
let box = Box()
box.p.x = 3
var p2 = box.p
p2.y = 9
print(box.p.x, box.p.y, p2.x, p2.y)

// inout on a struct vs passing a class
func reset(_ p: inout Point) { p = Point() }
func reset(_ c: Counter) { c.value = 0 }
reset(&box.p)
reset(fixedCounter)
print(box.p.x, fixedCounter.value)

// Equatable struct vs identity of classes
struct Tag: Equatable { var name: String }
print(Tag(name: "x") == Tag(name: "x"))
let c1 = Counter(), c2 = Counter()
print(c1 === c2, c1 === c1)
// expect: a 2 b 2
// expect: true
// expect: 2 1 false
// expect: 1
// expect: 3 0 3 9
// expect: 0 0
// expect: true
// expect: false true
