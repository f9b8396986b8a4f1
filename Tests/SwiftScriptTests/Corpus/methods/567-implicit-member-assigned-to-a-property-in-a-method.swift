// Checks: an implicit member (`.on`, `.red`) assigned to a stored property by its bare name inside
// a method takes the property's type as its context, in structs and classes.
enum Switch { case on, off }
enum Color { case red, green }
struct Lamp {
    var state: Switch
    var color = Color.green
    mutating func toggle() { state = state == .on ? .off : .on; color = .red }
}
class Light {
    var state = Switch.off
    func flip() { state = .on }
}
var lamp = Lamp(state: .off)
lamp.toggle()
print(lamp.state, lamp.color)
let light = Light()
light.flip()
print(light.state)
// expect: on red
// expect: on
