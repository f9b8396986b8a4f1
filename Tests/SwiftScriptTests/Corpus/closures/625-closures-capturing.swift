// Checks: makeIncrementer captured state, shared reference to closures, tuple of closures sharing a capture, loop-variable capture, capture lists
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}

let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen())
print(incrementByTen())
print(incrementByTen())

let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())

let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen())
print(incrementByTen())

// Two closures sharing one captured variable
func makeCounter() -> (inc: () -> Void, get: () -> Int) {
    var count = 0
    return ({ count += 1 }, { count })
}
let counter = makeCounter()
counter.inc()
counter.inc()
counter.inc()
print("count:", counter.get())

// Capture of a loop variable: each closure gets its own copy
var closures: [() -> Int] = []
for i in 1...3 {
    closures.append { i * i }
}
print(closures.map { $0() })

// Capture list copies the value at creation time
var value = 5
let captured = { [value] in value }
let live = { value }
value = 42
print(captured(), live())
// expect: 10
// expect: 20
// expect: 30
// expect: 7
// expect: 40
// expect: 50
// expect: 60
// expect: count: 3
// expect: [1, 4, 9]
// expect: 5 42
