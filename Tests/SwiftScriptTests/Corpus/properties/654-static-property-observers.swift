// Checks: willSet/didSet on static stored properties (a struct's and a class's), through assignment, +=,
// a static method's bare-name store, and a didSet that stores into its own property.
struct S {
    static var total = 0 {
        willSet { print("will \(newValue)") }
        didSet { print("did \(oldValue) -> \(total)") }
    }
    static func add(_ n: Int) { total += n }
}
S.total = 5
print("total is \(S.total)")
S.total += 2
S.add(3)
print(S.total)
class Game {
    static var highScore = 10 { didSet { if highScore > 100 { highScore = 100 } } }
}
Game.highScore = 150
print(Game.highScore)
// expect: will 5
// expect: did 0 -> 5
// expect: total is 5
// expect: will 7
// expect: did 5 -> 7
// expect: will 10
// expect: did 7 -> 10
// expect: 10
// expect: 100
