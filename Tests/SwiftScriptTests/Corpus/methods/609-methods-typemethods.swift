// Checks: LevelTracker/Player listing with static methods and @discardableResult, class vs static type methods with overriding, self in type methods
struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1

    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }

    static func isUnlocked(_ level: Int) -> Bool {
        return level <= highestUnlockedLevel
    }

    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        } else {
            return false
        }
    }
}

class Player {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) {
        playerName = name
    }
}

var player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")

player = Player(name: "Beto")
if player.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}

class Shape {
    class func kind() -> String { "shape" }
    static func describe() -> String { "I am a " + self.kind() }
    class func make() -> Shape { Shape() }
    func name() -> String { "Shape instance" }
}
class Circle: Shape {
    override class func kind() -> String { "circle" }
    override class func make() -> Shape { Circle() }
    override func name() -> String { "Circle instance" }
}
print(Shape.describe())
print(Circle.describe())
let types: [Shape.Type] = [Shape.self, Circle.self]
for t in types {
    print(t.kind(), t.make().name())
}
let s: Shape = Circle()
print(type(of: s).kind())
// expect: highest unlocked level is now 2
// expect: level 6 hasn't yet been unlocked
// expect: I am a shape
// expect: I am a circle
// expect: shape Shape instance
// expect: circle Circle instance
// expect: circle
