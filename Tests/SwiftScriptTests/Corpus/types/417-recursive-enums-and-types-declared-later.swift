// Checks: recursive enums (indirect on the enum, or on a case) evaluated recursively, and a class naming a type declared after it
indirect enum ArithmeticExpression {
  case number(Int)
  case addition(ArithmeticExpression, ArithmeticExpression)
  case multiplication(ArithmeticExpression, ArithmeticExpression)
}
enum Expr {
  case num(Int)
  indirect case add(Expr, Expr)
}
func evaluate(_ expression: ArithmeticExpression) -> Int {
  switch expression {
  case let .number(value):
    return value
  case let .addition(left, right):
    return evaluate(left) + evaluate(right)
  case let .multiplication(left, right):
    return evaluate(left) * evaluate(right)
  }
}
func eval(_ expression: Expr) -> Int {
  switch expression {
  case .num(let value): return value
  case .add(let left, let right): return eval(left) + eval(right)
  }
}
let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, ArithmeticExpression.number(2))
print(evaluate(product))
print(eval(.add(.num(1), .add(.num(2), .num(3)))))

class Person { var residence: Residence? }
class Residence { var numberOfRooms = 1 }
let john = Person()
if let roomCount = john.residence?.numberOfRooms {
  print("John's residence has \(roomCount) room(s).")
} else {
  print("Unable to retrieve the number of rooms.")
}
john.residence = Residence()
if let roomCount = john.residence?.numberOfRooms {
  print("John's residence has \(roomCount) room(s).")
}
// expect: 18
// expect: 6
// expect: Unable to retrieve the number of rooms.
// expect: John's residence has 1 room(s).
