// Checks: single-expression functions return implicitly; Void functions return ()
func triple(_ x: Int) -> Int { x * 3 }
print(triple(7))
// expect: 21
func isEven(_ x: Int) -> Bool {
  x % 2 == 0
}
print(isEven(4), isEven(7))
// expect: true false
func sayHi() {
  print("hi")
}
let r: Void = sayHi()
// expect: hi
print(r)
// expect: ()
