// Checks: full closure syntax, inferred types, shorthand $0 and implicit return
let add: (Int, Int) -> Int = { (a: Int, b: Int) -> Int in
  return a + b
}
print(add(2, 3))
// expect: 5
let mul: (Int, Int) -> Int = { a, b in a * b }
print(mul(4, 5))
// expect: 20
let neg: (Int) -> Int = { -$0 }
print(neg(8))
// expect: -8
let hello = { print("hello from closure") }
hello()
// expect: hello from closure
