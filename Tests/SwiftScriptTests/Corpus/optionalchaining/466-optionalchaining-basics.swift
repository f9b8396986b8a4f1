// Checks: the book's Person/Residence optional chaining on properties, with if let, ?? defaults, and printing the optional results.
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
print(john.residence?.numberOfRooms as Any)
john.residence = Residence()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
print(john.residence?.numberOfRooms as Any)
print((john.residence?.numberOfRooms ?? 0) + 1)
john.residence?.numberOfRooms += 2
print(john.residence!.numberOfRooms)
let nobody = Person()
nobody.residence?.numberOfRooms = 5
print(nobody.residence == nil)
let n: Int? = nobody.residence?.numberOfRooms
print("\(String(describing: n)) vs \(String(describing: john.residence?.numberOfRooms))")
// expect: Unable to retrieve the number of rooms.
// expect: nil
// expect: John's residence has 1 room(s).
// expect: Optional(1)
// expect: 2
// expect: 3
// expect: true
// expect: nil vs Optional(3)
