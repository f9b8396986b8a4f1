// Checks: the book's Player struct with restoreHealth and shareHealth(with:) between distinct players, and balance on tuple elements of a local variable.
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() { health = Player.maxHealth }
}
extension Player {
    mutating func shareHealth(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
}
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print(oscar.health, maria.health)
maria.health = 1
maria.restoreHealth()
print(maria)
func someFunction() {
    var oscar = Player(name: "Oscar", health: 10, energy: 10)
    balance(&oscar.health, &oscar.energy)
    print(oscar.health, oscar.energy)
    var pair = (health: 9, energy: 2)
    balance(&pair.health, &pair.energy)
    print(pair)
}
someFunction()
var team = [oscar, maria]
var first = team[0]
first.shareHealth(with: &team[1])
team[0] = first
print(team.map { "\($0.name):\($0.health)" })
// expect: 8 7
// expect: Player(name: "Maria", health: 10, energy: 10)
// expect: 10 10
// expect: (health: 5, energy: 6)
// expect: ["Oscar:9", "Maria:9"]
