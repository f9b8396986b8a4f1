// Checks: Equatable synthesized for structs and enums with associated values
struct Point: Equatable {
  var x: Int
  var y: Int
}
print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
// expect: true
print(Point(x: 1, y: 2) != Point(x: 2, y: 1))
// expect: true
enum Token: Equatable {
  case number(Int)
  case word(String)
}
print(Token.number(3) == .number(3), Token.word("a") == .word("b"))
// expect: true false
print([Point(x: 0, y: 0)].contains(Point(x: 0, y: 0)))
// expect: true
