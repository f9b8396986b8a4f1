// Checks: a generic Queue struct with computed properties, generic subscripts with a Sequence-constrained parameter, and generic methods on generic types.
struct Queue<T> {
    private var storage: [T] = []
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    mutating func enqueue(_ x: T) { storage.append(x) }
    mutating func dequeue() -> T? { isEmpty ? nil : storage.removeFirst() }
    func map<U>(_ f: (T) -> U) -> Queue<U> {
        var q = Queue<U>()
        for x in storage { q.enqueue(f(x)) }
        return q
    }
}
var q = Queue<Int>()
q.enqueue(1); q.enqueue(2); q.enqueue(3)
let doubled = q.map { "#\($0 * 2)" }
print(q.dequeue() as Any, q.count)
print(doubled)
var d = doubled
while let x = d.dequeue() { print(x, terminator: " ") }
print()
print(d.isEmpty)
struct Table<Item> {
    var items: [Item]
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(items[index]) }
        return result
    }
}
let t = Table(items: ["a", "b", "c", "d"])
print(t[[3, 0]])
print(t[1..<3])
// expect: Optional(1) 2
// expect: Queue<String>(storage: ["#2", "#4", "#6"])
// expect: #2 #4 #6 
// expect: true
// expect: ["d", "a"]
// expect: ["b", "c"]
