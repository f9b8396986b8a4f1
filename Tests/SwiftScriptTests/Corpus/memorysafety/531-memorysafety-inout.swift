// The language guide's "Memory Safety" chapter: inout (a program in the book's style, its output
// recorded from swiftc).
var stepSize = 1

func increment(_ number: inout Int) {
    number += stepSize
}
// increment(&stepSize) would be a conflicting access; copy first:
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print(stepSize)

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print(playerOneScore, playerTwoScore)

struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() {
        health = Player.maxHealth
    }
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

func someFunction() {
    var oscar = Player(name: "Oscar", health: 10, energy: 10)
    balance(&oscar.health, &oscar.energy)
    print(oscar.health, oscar.energy)
}
someFunction()
var holly = Player(name: "Holly", health: 3, energy: 1)
holly.restoreHealth()
print(holly.health)
var pair = (3, 8)
var first = pair.0
balance(&first, &pair.1)
pair.0 = first
print(pair)
// expect: 2
// expect: 36 36
// expect: 8 7
// expect: 10 10
// expect: 10
// expect: (5, 6)
