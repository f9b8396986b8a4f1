// Checks: the parts of what goes are released first to last (array elements, stored properties, struct fields, tuple elements, enum payloads), locals last to first, each deinit running to its end before the next starts
class Probe {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("deinit \(name)") }
}

class Holder {
  let first = Probe("field 1")
  let second = Probe("field 2")
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("deinit holder \(name)") }
}

struct Pair {
  var left: Probe
  var right: Probe
}

enum Slot {
  case two(Probe, Probe)
}

print("array:")
var probes: [Probe]? = [Probe("a"), Probe("b"), Probe("c")]
probes = nil

print("holders in an array:")
var holders: [Holder]? = [Holder("h1"), Holder("h2")]
holders = nil

print("struct, tuple, enum:")
do {
  let pair = Pair(left: Probe("left"), right: Probe("right"))
  print(pair.left.name)
}
do {
  let tuple = (Probe("t0"), Probe("t1"))
  print(tuple.0.name)
}
do {
  let slot = Slot.two(Probe("e0"), Probe("e1"))
  if case .two(let first, _) = slot { print(first.name) }
}

print("locals:")
func locals() {
  let one = Probe("one")
  let two = Probe("two")
  let three = Probe("three")
  print(one.name, two.name, three.name)
}
locals()
for pass in 1...2 {
  let early = Probe("early \(pass)")
  let late = Probe("late \(pass)")
  print(early.name, late.name)
}

print("before the caller goes on:")
func count() -> Int {
  let made = [Probe("x"), Probe("y")]
  return made.count
}
print(count())
print(Probe("temporary").name)
// expect: array:
// expect: deinit a
// expect: deinit b
// expect: deinit c
// expect: holders in an array:
// expect: deinit holder h1
// expect: deinit field 1
// expect: deinit field 2
// expect: deinit holder h2
// expect: deinit field 1
// expect: deinit field 2
// expect: struct, tuple, enum:
// expect: left
// expect: deinit left
// expect: deinit right
// expect: t0
// expect: deinit t0
// expect: deinit t1
// expect: e0
// expect: deinit e0
// expect: deinit e1
// expect: locals:
// expect: one two three
// expect: deinit three
// expect: deinit two
// expect: deinit one
// expect: early 1 late 1
// expect: deinit late 1
// expect: deinit early 1
// expect: early 2 late 2
// expect: deinit late 2
// expect: deinit early 2
// expect: before the caller goes on:
// expect: deinit x
// expect: deinit y
// expect: 2
// expect: deinit temporary
// expect: temporary
