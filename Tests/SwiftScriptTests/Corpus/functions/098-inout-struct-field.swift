// Checks: passing a struct property and an array element as inout
struct Score { var points = 0 }
func bump(_ value: inout Int, by amount: Int = 1) {
  value += amount
}
var s = Score()
bump(&s.points)
bump(&s.points, by: 10)
print(s.points)
// expect: 11
var arr = [5, 6, 7]
bump(&arr[1], by: 100)
print(arr)
// expect: [5, 106, 7]
