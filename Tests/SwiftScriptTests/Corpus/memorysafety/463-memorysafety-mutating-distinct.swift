// Checks: mutating methods and inout calls on distinct struct values, class references (reference semantics), and closures capturing separate variables.
struct Counter {
    var value = 0
    mutating func add(_ other: Counter) { value += other.value }
    mutating func addInto(_ target: inout Counter) { target.value += value }
}
var c1 = Counter(value: 3)
var c2 = Counter(value: 4)
c1.add(c2)
c2.addInto(&c1)
print(c1.value, c2.value)
var c3 = c1
c3.add(c3)
print(c1.value, c3.value)
class Ref { var n = 0 }
func bump(_ r: Ref, _ times: Int) { for _ in 0..<times { r.n += 1 } }
let r1 = Ref(), r2 = r1
bump(r1, 2); bump(r2, 3)
print(r1.n, r2.n, r1 === r2)
func modifyBoth(_ a: inout [Int], _ b: inout [Int]) { a.append(b.count); b.append(a.count) }
var xs = [1], ys = [2, 3]
modifyBoth(&xs, &ys)
print(xs, ys)
var total = 0
let addToTotal = { (n: Int) in total += n }
addToTotal(5); addToTotal(6)
print(total)
func apply(_ v: inout Int, _ f: (inout Int) -> Void) { f(&v) }
var v = 1
apply(&v) { $0 *= 10 }
print(v)
// expect: 11 4
// expect: 11 22
// expect: 5 5 true
// expect: [1, 2] [2, 3, 2]
// expect: 11
// expect: 10
