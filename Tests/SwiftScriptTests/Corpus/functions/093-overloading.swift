// Checks: functions overloaded by parameter type and by argument label
func describe(_ x: Int) -> String { "Int \(x)" }
func describe(_ x: String) -> String { "String \(x)" }
func describe(_ x: Double) -> String { "Double \(x)" }
print(describe(3))
// expect: Int 3
print(describe("3"))
// expect: String 3
print(describe(3.0))
// expect: Double 3.0
func move(by n: Int) -> String { "by \(n)" }
func move(to n: Int) -> String { "to \(n)" }
print(move(by: 2), move(to: 9))
// expect: by 2 to 9
