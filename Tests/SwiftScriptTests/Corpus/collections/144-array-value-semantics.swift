// Checks: arrays are values; copies are independent after mutation
var a = [1, 2, 3]
var b = a
b.append(4)
a[0] = 100
print(a)
// expect: [100, 2, 3]
print(b)
// expect: [1, 2, 3, 4]
func modify(_ arr: [Int]) -> [Int] {
  var arr = arr
  arr.removeAll()
  return arr
}
print(modify(a), a)
// expect: [] [100, 2, 3]
