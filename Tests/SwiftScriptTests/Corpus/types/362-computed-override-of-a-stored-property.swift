// Checks: a computed override of a stored property takes reads and writes (through the base
// class's type too); super.value reaches the storage; the initializer sets the storage itself
class Base {
  var value: Int
  init(value: Int) { self.value = value }
}
class Doubled: Base {
  override var value: Int {
    get { super.value * 2 }
    set {
      print("set", newValue)
      super.value = newValue + 100
    }
  }
}
let d = Doubled(value: 3)
print(d.value)
d.value = 7
print(d.value)
let b: Base = d
b.value = b.value + 1
print(b.value)
b.value += 1
print(b.value)
// expect: 6
// expect: set 7
// expect: 214
// expect: set 215
// expect: 630
// expect: set 631
// expect: 1462
