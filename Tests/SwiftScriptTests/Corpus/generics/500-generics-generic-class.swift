// The language guide's "Generics" chapter: generic class (a program in the book's style, its output
// recorded from swiftc).
class Queue<Element> {
    private var storage: [Element] = []
    var count: Int { storage.count }
    func enqueue(_ e: Element) { storage.append(e) }
    func dequeue() -> Element? {
        return storage.isEmpty ? nil : storage.removeFirst()
    }
    func peek() -> Element? { storage.first }
}
class LoggingQueue<Element>: Queue<Element> {
    var log: [String] = []
    override func enqueue(_ e: Element) {
        log.append("in \(e)")
        super.enqueue(e)
    }
    override func dequeue() -> Element? {
        let e = super.dequeue()
        log.append("out \(e.map { "\($0)" } ?? "nothing")")
        return e
    }
}
let q = LoggingQueue<String>()
q.enqueue("a")
q.enqueue("b")
print(q.dequeue() ?? "-", q.count, q.peek() ?? "-")
print(q.dequeue() ?? "-", q.dequeue() ?? "-")
print(q.log)
func drain<E>(_ queue: Queue<E>) -> Int {
    var n = 0
    while queue.dequeue() != nil { n += 1 }
    return n
}
let base = Queue<Int>()
for i in 1...4 { base.enqueue(i) }
print(drain(base), base.count)
let asBase: Queue<Double> = LoggingQueue<Double>()
asBase.enqueue(1.5)
print(drain(asBase), (asBase as? LoggingQueue<Double>)?.log ?? [])
// expect: a 1 b
// expect: b -
// expect: ["in a", "in b", "out a", "out b", "out nothing"]
// expect: 4 0
// expect: 1 ["in 1.5", "out 1.5", "out nothing"]
