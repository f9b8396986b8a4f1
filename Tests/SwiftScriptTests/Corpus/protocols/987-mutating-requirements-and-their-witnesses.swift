// Checks: mutating requirements met by mutating struct/enum methods and class methods
// Mutating requirements met by mutating methods of structs and enums, and by a class's methods;
// a non-mutating requirement by a non-mutating method (the language guide's Togglable).
protocol Togglable {
  mutating func toggle()
}
enum OnOffSwitch: Togglable {
  case off, on
  mutating func toggle() { self = self == .off ? .on : .off }
}
protocol Describing { func describe() -> String }
struct Lamp: Togglable, Describing {
  var lit = false
  mutating func toggle() { lit.toggle() }
  func describe() -> String { lit ? "lit" : "dark" }
}
final class Fan: Togglable {
  var spinning = false
  func toggle() { spinning.toggle() }
}
var light = OnOffSwitch.off
light.toggle()
var lamp = Lamp()
lamp.toggle()
let fan = Fan()
fan.toggle()
print(light, lamp.describe(), fan.spinning)
// expect: on lit true
