// Checks: optional-like protocol requirements via default implementations returning nil, CounterDataSource-style patterns, and protocol-typed optional properties.
protocol CounterDataSource {
    func increment(forCount count: Int) -> Int?
    var fixedIncrement: Int? { get }
}
extension CounterDataSource {
    func increment(forCount count: Int) -> Int? { return nil }
    var fixedIncrement: Int? { return nil }
}
class Counter {
    var count = 0
    var dataSource: CounterDataSource?
    func increment() {
        if let amount = dataSource?.increment(forCount: count) {
            count += amount
        } else if let amount = dataSource?.fixedIncrement {
            count += amount
        }
    }
}
class ThreeSource: CounterDataSource {
    let fixedIncrement: Int? = 3
}
let counter = Counter()
counter.dataSource = ThreeSource()
for _ in 1...4 {
    counter.increment()
    print(counter.count)
}
class TowardsZeroSource: CounterDataSource {
    func increment(forCount count: Int) -> Int? {
        if count == 0 { return 0 } else if count < 0 { return 1 } else { return -1 }
    }
}
counter.count = -4
counter.dataSource = TowardsZeroSource()
for _ in 1...5 {
    counter.increment()
    print(counter.count)
}
counter.dataSource = nil
counter.increment()
print("final", counter.count)
// expect: 3
// expect: 6
// expect: 9
// expect: 12
// expect: -3
// expect: -2
// expect: -1
// expect: 0
// expect: 0
// expect: final 0
