// Checks: a `weak` variable declared with a non-optional class type is rejected with swiftc's message (it may become nil)
class Player {
  let name: String
  init(name: String) { self.name = name }
}

func startGame() {
  let host = Player(name: "ana")
  weak var captain: Player = host
  print(captain.name)
}
startGame()
// expect-diagnostic: 'weak' variable should have optional type 'Player?'
// expect-diagnostic-line: 9
