// Checks: `john.residence?.rooms[0] = createRoom()` on a nil chain evaluates nothing on the right.
class Address {}
class Residence { var address: Address?; var rooms = [1] }
class Person { var residence: Residence? }
func createAddress() -> Address {
    print("Function was called.")
    return Address()
}
func createRoom() -> Int { print("Function was called."); return 1 }
let john = Person()
john.residence?.address = createAddress()
john.residence?.rooms[0] = createRoom()
print("end")
// expect: end
