// Checks: the book's overlapping accesses to a structure's properties: allowed for a local variable, a run-time trap for a global one
struct Player {
  var name: String
  var health: Int
  var energy: Int
}

func balance(_ x: inout Int, _ y: inout Int) {
  let sum = x + y
  x = sum / 2
  y = sum - x
}

func someFunction() {
  var oscar = Player(name: "Oscar", health: 10, energy: 5)
  balance(&oscar.health, &oscar.energy)
  print("local:", oscar.health, oscar.energy)
}
someFunction()

var holly = Player(name: "Holly", health: 10, energy: 10)
print("global, before")
balance(&holly.health, &holly.energy)
print("never printed")
// expect: local: 7 8
// expect: global, before
// expect-fault: Simultaneous accesses to 0x…, but modification requires exclusive access.
