// Checks: a store to a property of the instance a get-only computed property returns runs its getter once (literal, implicit member, name), at the prompt, in a function and in a loop
// A store to a property of the class instance a get-only computed property returns runs the
// getter once, whatever the value (a literal that takes its type from the property, an implicit
// member, a name), at the prompt, in a function and in a loop.
enum Kind { case plain, fancy }
final class Box { var n = 0; var ratio = 0.0; var kind = Kind.plain; var label = "" }
var calls = 0
struct Holder {
  let box = Box()
  var current: Box { calls += 1; return box }
}
var holder = Holder()
let seven = 7
holder.current.n = 5
holder.current.ratio = 1
holder.current.kind = .fancy
holder.current.label = "a" + "b"
holder.current.n = seven
print(calls, holder.box.n, holder.box.ratio, holder.box.kind, holder.box.label)
func reset() { holder.current.ratio = 2; holder.current.kind = .plain }
reset()
for i in 0..<3 { holder.current.n = i }
print(calls, holder.box.n, holder.box.ratio, holder.box.kind)
// expect: 5 7 1.0 fancy ab
// expect: 10 2 2.0 plain
