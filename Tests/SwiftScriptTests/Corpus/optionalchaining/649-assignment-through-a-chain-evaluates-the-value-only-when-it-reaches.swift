// Checks: the Optional Chaining chapter's assignment through a chain: when the chain meets nil, the value
// assigned is never evaluated (createAddress() is not called); through a property, a subscript and a nested optional.
class Address { var street = "" }
class Residence { var address: Address?; var rooms = 0 }
class Person { var residence: Residence? }
func createAddress() -> Address { print("Function was called."); return Address() }
func count() -> Int { print("counting"); return 3 }
let john = Person()
john.residence?.address = createAddress()
john.residence?.rooms = count()
print(john.residence?.rooms as Any)
john.residence = Residence()
john.residence?.address = createAddress()
john.residence?.rooms = count()
john.residence?.address?.street = "Main"
print(john.residence?.rooms as Any, john.residence?.address?.street ?? "-")
if (john.residence?.rooms = 5) != nil { print("set") }
struct Box { var v = 0 }
class Holder { var box: Box? = Box() }
let h: Holder? = Holder()
h?.box?.v = count()
print(h?.box?.v as Any)
// expect: nil
// expect: Function was called.
// expect: counting
// expect: Optional(3) Main
// expect: set
// expect: counting
// expect: Optional(3)
