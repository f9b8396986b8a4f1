// Checks: inout parameters modify the caller's variable when passed with &
func double(_ x: inout Int) {
  x *= 2
}
var n = 5
double(&n)
double(&n)
print(n)
// expect: 20
func swapValues(_ a: inout String, _ b: inout String) {
  let t = a
  a = b
  b = t
}
var first = "left", second = "right"
swapValues(&first, &second)
print(first, second)
// expect: right left
var list = [1, 2, 3]
func appendSum(_ arr: inout [Int]) { arr.append(arr.reduce(0, +)) }
appendSum(&list)
print(list)
// expect: [1, 2, 3, 6]
