// Checks: a subscript's argument runs before the array, dictionary or array of structs it reads is read, in a loop and outside
// A subscript's index is evaluated before the variable it reads is: an index that changes the
// array, the dictionary or the struct inside the array is seen by the read, in a loop as outside.
struct Point { var x: Int; var y: Int }
var points = [Point(x: 1, y: 2)]
func resetPoints() -> Int {
  points[0] = Point(x: 10, y: 20)
  return 0
}
print(points[resetPoints()].y)
var numbers = [1, 2, 3]
func replaceNumbers() -> Int {
  numbers = [7, 8, 9]
  return 1
}
print(numbers[replaceNumbers()])
var stock = ["pens": 1]
func restock() -> String {
  stock["pens"] = 5
  return "pens"
}
print(stock[restock()] ?? 0)
stock = ["pens": 1]
print(stock[restock(), default: 0])
for round in 1...2 {
  points = [Point(x: round, y: round)]
  numbers = [round, round, round]
  stock = ["pens": round]
  print(round, points[resetPoints()].y, points[resetPoints()].x, numbers[replaceNumbers()], stock[restock()] ?? 0)
  stock = ["pens": round]
  print(stock[restock(), default: 0])
}
// expect: 20
// expect: 8
// expect: 5
// expect: 5
// expect: 1 20 10 8 5
// expect: 5
// expect: 2 20 10 8 5
// expect: 5
