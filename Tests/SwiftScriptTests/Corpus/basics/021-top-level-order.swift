// Checks: top-level code mixes statements and declarations; a later function is usable once declared
print("start")
// expect: start
let base = 10
func addBase(_ n: Int) -> Int {
  return n + base
}
print(addBase(5))
// expect: 15
struct Box {
  var value: Int
}
print(Box(value: addBase(1)).value)
// expect: 11
