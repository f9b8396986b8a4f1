// Checks: the ARC chapter's Person and Apartment: a strong cycle keeps both alive; a weak tenant lets them go
class Person {
  let name: String
  init(name: String) { self.name = name }
  var apartment: Apartment?
  deinit { print("\(name) is being deinitialized") }
}

class Apartment {
  let unit: String
  init(unit: String) { self.unit = unit }
  var tenant: Person?
  deinit { print("Apartment \(unit) is being deinitialized") }
}

class WeakApartment {
  let unit: String
  init(unit: String) { self.unit = unit }
  weak var tenant: Person?
  deinit { print("Apartment \(unit) is being deinitialized") }
}

var reference1: Person?
var reference2: Person?
var reference3: Person?
reference1 = Person(name: "John Appleseed")
reference2 = reference1
reference3 = reference1
reference1 = nil
reference2 = nil
print("still one reference")
reference3 = nil
print("no reference left")

var john: Person?
var unit4A: Apartment?
john = Person(name: "John Appleseed")
unit4A = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
unit4A = nil
print("a strong reference cycle: nothing was deinitialized")

var jane: Person? = Person(name: "Jane Appleseed")
var unit5B: WeakApartment? = WeakApartment(unit: "5B")
unit5B!.tenant = jane
print(unit5B!.tenant?.name ?? "no tenant")
jane = nil
print(unit5B!.tenant?.name ?? "no tenant")
unit5B = nil
print("done")
// expect: still one reference
// expect: John Appleseed is being deinitialized
// expect: no reference left
// expect: a strong reference cycle: nothing was deinitialized
// expect: Jane Appleseed
// expect: Jane Appleseed is being deinitialized
// expect: no tenant
// expect: Apartment 5B is being deinitialized
// expect: done
