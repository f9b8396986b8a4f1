// Checks: Double unit extension (km/m/cm/mm/ft), Int.repetitions with trailing closure, mutating square, String computed property and method, constrained Array extension
extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
    var mm: Double { return self / 1_000.0 }
    var ft: Double { return self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let threeFeet = 3.ft
print("Three feet is \(threeFeet) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

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

extension String {
    var isPalindrome: Bool {
        let chars = Array(self.lowercased())
        return chars == chars.reversed()
    }
    func repeated(_ n: Int) -> String {
        var result = ""
        n.repetitions { result += self }
        return result
    }
}
print("Level".isPalindrome, "Swift".isPalindrome)
print("ab".repeated(3))

extension Array where Element == Int {
    var total: Int { return reduce(0, +) }
}
print([1, 2, 3, 4].total)
// expect: One inch is 0.0254 meters
// expect: Three feet is 0.914399970739201 meters
// expect: A marathon is 42195.0 meters long
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: true false
// expect: ababab
// expect: 10
