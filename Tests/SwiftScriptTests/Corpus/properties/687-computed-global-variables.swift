// Checks: computed global variables (the Properties chapter's global and local variables): read, set, compound-assigned, read-only, used from functions and closures, shadowed by a parameter and by a member of the same name
var store = 1
var doubled: Int {
  get { store * 2 }
  set { store = newValue / 2 }
}
print(doubled)
doubled = 10
print(store)
doubled += 4
print(store, doubled)
var banner: String { "store is \(store)" }
print(banner)
func show(_ doubled: Int) { print("parameter", doubled) }
show(3)
struct Meter {
  var doubled = 0
  func twice() -> Int { doubled * 2 }
}
print(Meter(doubled: 5).twice())
let values = [1, 2].map { $0 + doubled }
print(values)
func report() -> String { "doubled \(doubled)" }
print(report())
// expect: 2
// expect: 5
// expect: 7 14
// expect: store is 7
// expect: parameter 3
// expect: 10
// expect: [15, 16]
// expect: doubled 14
