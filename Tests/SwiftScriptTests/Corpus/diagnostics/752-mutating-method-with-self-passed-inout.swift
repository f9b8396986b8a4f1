// Checks: the book's conflicting access to self: a mutating method given its own instance `inout` is rejected with swiftc's message; with another player it runs
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

extension Player {
  mutating func shareHealth(with teammate: inout Player) {
    balance(&teammate.health, &health)
  }
}

var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
oscar.shareHealth(with: &oscar)
// expect-diagnostic: inout arguments are not allowed to alias each other
// expect-diagnostic-line: 23
