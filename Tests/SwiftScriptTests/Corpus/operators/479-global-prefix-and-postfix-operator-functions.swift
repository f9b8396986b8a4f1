// Checks: global prefix and postfix operator functions on standard types, an inout prefix operator, and a Unicode operator name
prefix operator ~~~
prefix func ~~~ (x: Int) -> Int { -x }
print(~~~5)
postfix operator ***
postfix func *** (x: Int) -> Int { x * x * x }
print(3***)
prefix operator √
prefix func √ (x: Int) -> Int {
  var root = 0
  while (root + 1) * (root + 1) <= x { root += 1 }
  return root
}
print(√17)
prefix operator +++
prefix func +++ (x: inout Int) -> Int { x += 2; return x }
var n = 1
print(+++n, n)
postfix operator ^^^
postfix func ^^^ (s: String) -> String { s + "!!" }
print("wow"^^^)
// expect: -5
// expect: 27
// expect: 4
// expect: 3 3
// expect: wow!!
