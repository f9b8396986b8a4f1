// Checks: deinit order: subclass then superclass, at the end of a function, of a loop pass and of a do block
class Base {
  let id: String
  init(_ id: String) { self.id = id; print("init \(id)") }
  deinit { print("Base deinit \(id)") }
}

class Derived: Base {
  deinit { print("Derived deinit \(id)") }
}

func useOne() {
  let local = Derived("local")
  print("using \(local.id)")
}

useOne()
print("after useOne")

for index in 1...2 {
  let item = Base("loop \(index)")
  print("pass \(item.id)")
}
print("after loop")

do {
  let scoped = Derived("scoped")
  print("in do \(scoped.id)")
}
print("after do")

var holder: [Base] = [Base("a"), Base("b")]
holder.removeFirst()
print("removed first")
holder = []
print("emptied")
// expect: init local
// expect: using local
// expect: Derived deinit local
// expect: Base deinit local
// expect: after useOne
// expect: init loop 1
// expect: pass loop 1
// expect: Base deinit loop 1
// expect: init loop 2
// expect: pass loop 2
// expect: Base deinit loop 2
// expect: after loop
// expect: init scoped
// expect: in do scoped
// expect: Derived deinit scoped
// expect: Base deinit scoped
// expect: after do
// expect: init a
// expect: init b
// expect: Base deinit a
// expect: removed first
// expect: Base deinit b
// expect: emptied
