// Checks: the book's Counter class with increment, increment(by:), reset and instance method calls.
class Counter {
    var count = 0
    func increment() {
        count += 1
    }
    func increment(by amount: Int) {
        count += amount
    }
    func reset() {
        count = 0
    }
}
let counter = Counter()
print(counter.count)
counter.increment()
print(counter.count)
counter.increment(by: 5)
print(counter.count)
counter.reset()
print(counter.count)
let counters = [Counter(), Counter()]
counters[0].increment(by: 3)
counters[1].increment()
counters[1].increment()
print(counters.map { $0.count })
print("total: \(counters.reduce(0) { $0 + $1.count })")
let alias = counters[0]
alias.increment(by: 10)
print(counters[0].count, alias.count)
// expect: 0
// expect: 1
// expect: 6
// expect: 0
// expect: [3, 2]
// expect: total: 5
// expect: 13 13
