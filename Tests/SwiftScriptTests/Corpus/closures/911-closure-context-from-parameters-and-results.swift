// Checks: a closure takes its result type from its context — a trailing closure from its parameter, a standard method's from where its result goes, a ternary branch from the other — and a call through a parameter types $0's arguments (the workbook said: cannot infer contextual base in reference to member 'red')
enum Color { case red, green, blue }
struct Palette { var name: String; static let warm = Palette(name: "warm") }
func apply(_ f: (Int) -> Color) -> Color { f(1) }
func pair(first: () -> Color, second: (String) -> Palette) -> String { "\(first()) \(second("x").name)" }
// A trailing closure takes its context from the parameter it fills.
print(apply { _ in .red })
print(apply { $0 > 0 ? .green : .blue })
print(pair { .blue } second: { _ in .warm })
// A call through a parameter gives its arguments the parameter's types, `$0` closures too.
func report(_ done: (Color, Palette) -> Void) { done(.green, .warm) }
report { print($0, $1.name) }
report { color, palette in print(color, palette.name) }
// The standard methods' closures return what the context wants.
let names = ["a", "bb", "ccc"]
let colors: [Color] = names.map { $0.count > 1 ? .green : .red }
print(colors)
let chosen: [Color] = names.compactMap { $0.count == 2 ? .blue : nil }
print(chosen)
let maybe: Color? = Int("3").map { _ in .green }
print(maybe as Any)
func pick(_ text: String) -> Color { Int(text).map { $0 > 1 ? .green : .red } ?? .blue }
print(pick("2"), pick("0"), pick("x"))
print(names.reduce(Color.red) { result, name in name.count > 2 ? .blue : result })
// One branch that names the type gives the other its type.
print(names.map { $0.count > 1 ? Color.green : .red })
print(names.map { $0.isEmpty ? .red : Color.blue })
// expect: red
// expect: green
// expect: blue warm
// expect: green warm
// expect: green warm
// expect: [main.Color.red, main.Color.green, main.Color.green]
// expect: [main.Color.blue]
// expect: Optional(main.Color.green)
// expect: green red blue
// expect: blue
// expect: [main.Color.red, main.Color.green, main.Color.green]
// expect: [main.Color.blue, main.Color.blue, main.Color.blue]
