// Checks: Int subscript digitIndex, nested Int.Kind enum with kind property, printIntegerKinds with terminator, extension declared after use
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

extension Int {
    enum Kind {
        case negative, zero, positive
    }
    var kind: Kind {
        switch self {
        case 0:
            return .zero
        case let x where x > 0:
            return .positive
        default:
            return .negative
        }
    }
}

func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative:
            print("- ", terminator: "")
        case .zero:
            print("0 ", terminator: "")
        case .positive:
            print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])

let k: Int.Kind = (-5).kind
print(k, 0.kind, 12.kind == .positive)
print((1234)[3], 1234.digitCount)
extension Int {
    var digitCount: Int {
        var n = self < 0 ? -self : self, c = 1
        while n >= 10 { n /= 10; c += 1 }
        return c
    }
}
// expect: 5
// expect: 9
// expect: 2
// expect: 7
// expect: 0
// expect: + + - 0 - 0 + 
// expect: negative zero true
// expect: 1 4
