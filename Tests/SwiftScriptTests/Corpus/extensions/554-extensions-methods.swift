// Checks: the book's repetitions(task:) method, mutating square(), and Int subscript for digit index.
extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self {
            task()
        }
    }
}
3.repetitions {
    print("Hello!")
}
extension Int {
    mutating func square() {
        self = self * self
    }
}
var someInt = 3
someInt.square()
print(someInt)
extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex {
            decimalBase *= 10
        }
        return (self / decimalBase) % 10
    }
}
print(746381295[0])
print(746381295[1])
print(746381295[2])
print(746381295[8])
print(746381295[9])
var count = 0
2.repetitions { count += 10 }
print(count)
var arr = [2, 3]
arr[0].square()
print(arr)
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 5
// expect: 9
// expect: 2
// expect: 7
// expect: 0
// expect: 20
// expect: [4, 3]
