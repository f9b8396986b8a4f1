// Checks: struct memberwise init, default property values and printing a struct
struct Point {
  var x: Int
  var y: Int
}
let p = Point(x: 1, y: 2)
print(p)
// expect: Point(x: 1, y: 2)
struct Settings {
  var volume = 5
  var name = "default"
  var muted: Bool = false
}
print(Settings())
// expect: Settings(volume: 5, name: "default", muted: false)
print(Settings(volume: 9))
// expect: Settings(volume: 9, name: "default", muted: false)
print(Settings(name: "loud", muted: true).name)
// expect: loud
