// Checks: Bool's mutating toggle() on a variable, a property in a mutating method and an array element; joined(separator:) over the Substrings split gives
var isOn = false
isOn.toggle()
print(isOn)
struct Switch { var on = true; mutating func flip() { on.toggle() } }
var light = Switch()
light.flip()
print(light.on)
var flags = [true, false]
flags[1].toggle()
print(flags)
print("a\nb\nc".split(separator: "\n").reversed().joined(separator: "-"))
print("one two  three".split(separator: " ").map { $0.uppercased() }.joined())
// expect: true
// expect: false
// expect: [true, true]
// expect: c-b-a
// expect: ONETWOTHREE
