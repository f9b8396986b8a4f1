// Checks: a compound assignment to a property of the instance a get-only computed property returns: its getter once, before the right side (Int, String, Double, array), at the prompt, in a function and in a loop
// A compound assignment to a property of the class instance a get-only computed property
// returns: the getter once, then the right side, then the property changed (at the prompt, in a
// function and in a loop).
final class Box { var n = 0; var label = ""; var ratio = 1.5; var items = [1] }
var calls = 0
struct Holder {
  let box = Box()
  var current: Box { calls += 1; return box }
}
var holder = Holder()
var log: [String] = []
func side() -> Int { log.append("right after \(calls) getter runs"); return 2 }
holder.current.n += 1
holder.current.n += side()
holder.current.label += "x"
holder.current.ratio *= 2
holder.current.items += [5]
print(calls, holder.box.n, holder.box.label, holder.box.ratio, holder.box.items, log)
func bump() { holder.current.n -= 10 }
bump()
for i in 1...3 { holder.current.n += i }
print(calls, holder.box.n)
// expect: 5 3 x 3.0 [1, 5] ["right after 2 getter runs"]
// expect: 9 -1
