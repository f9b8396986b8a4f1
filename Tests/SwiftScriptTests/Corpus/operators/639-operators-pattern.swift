// Checks: custom ~= overloads called directly and in where clauses, range patterns in switch (closed, half-open, one-sided), for case with where
struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { return value % 2 == 0 }

func ~= (pattern: String, value: Int) -> Bool { return pattern == "\(value)" }

struct Divisible { let by: Int }
func ~= (pattern: Divisible, value: Int) -> Bool { return value % pattern.by == 0 }

func classify(_ n: Int) -> String {
    switch n {
    case "7": return "lucky seven"
    case Divisible(by: 15): return "fizzbuzz"
    case Divisible(by: 5): return "buzz"
    case Divisible(by: 3): return "fizz"
    case Even(): return "even"
    default: return "odd"
    }
}
print((1...16).map(classify).joined(separator: ","))

// closures as patterns
func ~= <T>(pattern: (T) -> Bool, value: T) -> Bool { return pattern(value) }
let isShort: (String) -> Bool = { $0.count < 4 }
for word in ["hi", "hello", "abc", "swift"] {
    switch word {
    case isShort: print(word, "is short")
    default: print(word, "is long")
    }
}

// Range patterns and the standard ~=
let score = 87
switch score {
case 90...: print("A")
case 80..<90: print("B")
default: print("C")
}
print(1...5 ~= 3, 1..<3 ~= 3, Even() ~= 10)
if case Divisible(by: 4) = 12 { print("12 divisible by 4") }
for case Even() in [1, 2, 3, 4] { print("found even") }
// expect: odd,even,fizz,even,buzz,fizz,lucky seven,even,fizz,buzz,odd,fizz,odd,even,fizzbuzz,even
// expect: hi is short
// expect: hello is long
// expect: abc is short
// expect: swift is long
// expect: B
// expect: true false true
// expect: 12 divisible by 4
// expect: found even
// expect: found even
