// Checks: static/class type properties, overridable class computed property, AudioChannel example, global and local observed variables
struct SomeStructure {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { return 1 }
}
enum SomeEnumeration {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { return 6 }
}
class SomeClass {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { return 27 }
    class var overrideableComputedTypeProperty: Int { return 107 }
}
class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int { return 200 }
}
print(SomeStructure.storedTypeProperty)
SomeStructure.storedTypeProperty = "Another value."
print(SomeStructure.storedTypeProperty)
print(SomeEnumeration.computedTypeProperty)
print(SomeClass.computedTypeProperty)
print(SomeClass.overrideableComputedTypeProperty, SubClass.overrideableComputedTypeProperty)
let meta: SomeClass.Type = SubClass.self
print(meta.overrideableComputedTypeProperty)

struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevelForAllChannels = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel {
                currentLevel = AudioChannel.thresholdLevel
            }
            if currentLevel > AudioChannel.maxInputLevelForAllChannels {
                AudioChannel.maxInputLevelForAllChannels = currentLevel
            }
        }
    }
}
var leftChannel = AudioChannel()
var rightChannel = AudioChannel()
leftChannel.currentLevel = 7
print(leftChannel.currentLevel)
print(AudioChannel.maxInputLevelForAllChannels)
rightChannel.currentLevel = 11
print(rightChannel.currentLevel)
print(AudioChannel.maxInputLevelForAllChannels)

var globalScore = 0 {
    willSet { print("global will: \(newValue)") }
    didSet { print("global did: \(oldValue) -> \(globalScore)") }
}
globalScore = 5
globalScore += 2

func localDemo() {
    var attempts = 0 {
        didSet { print("attempts now \(attempts) (was \(oldValue))") }
    }
    for _ in 1...3 { attempts += 1 }
    attempts = 70 / 10
    print(attempts * 10)
}
localDemo()
// expect: Some value.
// expect: Another value.
// expect: 6
// expect: 27
// expect: 107 200
// expect: 200
// expect: 7
// expect: 7
// expect: 10
// expect: 10
// expect: global will: 5
// expect: global did: 0 -> 5
// expect: global will: 7
// expect: global did: 5 -> 7
// expect: attempts now 1 (was 0)
// expect: attempts now 2 (was 1)
// expect: attempts now 3 (was 2)
// expect: attempts now 7 (was 3)
// expect: 70
