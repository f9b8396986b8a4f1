// Checks: the right side of ?? takes the left side's wrapped type as its context when the left holds nil and nothing else gives one (print's Any gives none): c ?? .red, a dictionary's value, a property, Int's .max (the workbook said: type 'Any' has no member 'red')
enum Color { case red, green }
var c: Color? = nil
print(c ?? .red)
c = .green
print(c ?? .red)
func pick(_ x: Color?) -> Color { x ?? .green }
print(pick(nil))
let d: [String: Color] = [:]
print(d["a"] ?? .red)
struct Theme { var accent: Color? }
let themes = [Theme(accent: nil), Theme(accent: .green)]
for t in themes { print(t.accent ?? .red) }
var names: [String: Color] = ["a": .green]
for k in ["a", "b"] {
  let c = names[k] ?? .red
  print(c)
}
let maybe: Int? = nil
print(maybe ?? .max)
// expect: red
// expect: green
// expect: green
// expect: red
// expect: red
// expect: green
// expect: green
// expect: red
// expect: 9223372036854775807
