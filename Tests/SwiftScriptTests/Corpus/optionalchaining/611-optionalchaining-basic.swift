// Checks: the book's first Person/Residence optional chaining listing: forced unwrapping vs optional chaining, if let with chained property
class Person {
    var residence: Residence?
}

class Residence {
    var numberOfRooms = 1
}

let john = Person()

if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}

john.residence = Residence()

if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}

let n = john.residence!.numberOfRooms
print(n)
john.residence?.numberOfRooms += 2
print(john.residence?.numberOfRooms as Any)
let other = Person()
other.residence?.numberOfRooms = 10
print(other.residence?.numberOfRooms as Any)
// expect: Unable to retrieve the number of rooms.
// expect: John's residence has 1 room(s).
// expect: 1
// expect: Optional(3)
// expect: nil
