// Checks: collection and optional types written as expressions ([Int].self, Int?.self, [String: Int].self, Int?.none)
print([Int].self, Int?.self, [String: Int].self)
let missing = Int?.none
print(missing as Any, missing == nil)
let numbers = [1, 2, 3]
print(type(of: numbers) == [Int].self)
func describe<T>(_ type: T.Type) -> String { "\(type)" }
print(describe([Double].self))
// expect: Array<Int> Optional<Int> Dictionary<String, Int>
// expect: nil true
// expect: true
// expect: Array<Double>
