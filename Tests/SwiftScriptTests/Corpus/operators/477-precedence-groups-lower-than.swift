// Checks: precedence groups declared lowerThan a standard group bind looser than it (and higherThan binds tighter), alone and with both relations, and a group declared after the operator naming it
precedencegroup P3 {
  associativity: left
  higherThan: AdditionPrecedence
  lowerThan: MultiplicationPrecedence
}
infix operator |>: P3
func |> (x: Int, y: Int) -> Int { x * 10 + y }
print(2 * 2 |> 3)
print(1 + 2 |> 3)
precedencegroup Low {
  associativity: left
  lowerThan: AdditionPrecedence, ComparisonPrecedence
  higherThan: TernaryPrecedence
}
infix operator <~>: Low
func <~> (x: Int, y: Int) -> Int { x * 100 + y }
print(1 + 1 <~> 2 * 3)
print(1 <~> 2 <~> 3)
infix operator ^^: ExponentPrecedence
precedencegroup ExponentPrecedence {
  associativity: right
  higherThan: MultiplicationPrecedence
}
func ^^ (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ^^ (power - 1)) }
print(2 ^^ 3 ^^ 2, 2 * 3 ^^ 2)
// expect: 43
// expect: 24
// expect: 206
// expect: 10203
// expect: 512 18
