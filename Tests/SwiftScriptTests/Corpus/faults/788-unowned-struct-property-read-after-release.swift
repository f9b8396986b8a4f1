// Checks: reading a struct's unowned property after its instance is gone is Swift's trap
// An unowned property of a struct read after its instance is gone: Swift's trap.
class Owner {
  let name: String
  init(name: String) { self.name = name }
  deinit { print("\(name) released") }
}
struct Badge {
  unowned let owner: Owner
  var text: String { "badge of \(owner.name)" }
}
var owner: Owner? = Owner(name: "ana")
let badge = Badge(owner: owner!)
print(badge.text)
owner = nil
print("reading again")
print(badge.text)
print("never printed")
// expect: badge of ana
// expect: ana released
// expect: reading again
// expect-fault: Attempted to read an unowned reference but object 0x… was already destroyed
