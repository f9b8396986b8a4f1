// Checks: computed local variables with getters and setters in functions, methods (reading self's properties), loops, closures and nested functions; compound assignment through the setter; a parameter of the same name; a local shadowing a computed global
func shapes() {
  var width = 3
  var height = 4
  var area: Int {
    get { width * height }
    set { height = newValue / width }
  }
  print(area)
  area = 30
  print(height, area)
  area += 3
  print(height)
  let report = { "area \(area)" }
  print(report())
  func double() { area *= 2 }
  double()
  print(area)
  for step in 1...2 {
    var twice: Int { step * 2 }
    print(twice)
  }
}
func other(area: Int) {
  var total: Int { area + 1 }
  print(total)
}
shapes()
other(area: 5)
struct Room {
  var width = 2, depth = 5
  func describe() -> String {
    var floor: Int { width * depth }
    return "floor \(floor)"
  }
}
print(Room().describe())
var total: Int { 7 }
print(total)
func shadow() {
  var total: Int { 8 }
  print(total)
}
shadow()
print(total)
// expect: 12
// expect: 10 30
// expect: 11
// expect: area 33
// expect: 66
// expect: 2
// expect: 4
// expect: 6
// expect: floor 10
// expect: 7
// expect: 8
// expect: 7
