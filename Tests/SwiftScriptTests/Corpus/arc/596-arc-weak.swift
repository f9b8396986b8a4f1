// Checks: the book's Person/Apartment strong reference cycle (no deinit), and breaking it with a weak reference
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

var reference1: Person?
var reference2: Person?
var reference3: Person?
reference1 = Person(name: "John Appleseed")
reference2 = reference1
reference3 = reference1
reference1 = nil
reference2 = nil
print("still alive")
reference3 = nil

var john: Person?
var unit4A: Apartment?
john = Person(name: "John Appleseed")
unit4A = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
unit4A = nil
print("cycle: nothing deinitialized")

class WeakApartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Tenant?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
class Tenant {
    let name: String
    init(name: String) { self.name = name }
    var apartment: WeakApartment?
    deinit { print("\(name) is being deinitialized") }
}
var jane: Tenant? = Tenant(name: "Jane")
var unit5B: WeakApartment? = WeakApartment(unit: "5B")
jane!.apartment = unit5B
unit5B!.tenant = jane
print(unit5B!.tenant?.name ?? "none")
jane = nil
print(unit5B!.tenant?.name ?? "none")
unit5B = nil
print("done")
// expect: still alive
// expect: John Appleseed is being deinitialized
// expect: cycle: nothing deinitialized
// expect: Jane
// expect: Jane is being deinitialized
// expect: none
// expect: Apartment 5B is being deinitialized
// expect: done
