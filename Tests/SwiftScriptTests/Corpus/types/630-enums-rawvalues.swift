// Checks: Character/Int/String raw values, implicit raw values, failable init(rawValue:), CaseIterable on raw enum, printing cases and optionals
enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}

enum CompassPoint: String {
    case north, south, east, west
}

let earthsOrder = Planet.earth.rawValue
print(earthsOrder)
let sunsetDirection = CompassPoint.west.rawValue
print(sunsetDirection)

let possiblePlanet = Planet(rawValue: 7)
print(possiblePlanet == .uranus)

let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    switch somePlanet {
    case .earth:
        print("Mostly harmless")
    default:
        print("Not a safe place for humans")
    }
} else {
    print("There isn't a planet at position \(positionToFind)")
}

print(ASCIIControlCharacter.tab.rawValue == "\t")
print(Planet.allCases.count)
for p in Planet.allCases where p.rawValue % 2 == 0 {
    print(p, p.rawValue)
}
print(CompassPoint(rawValue: "east") as Any)
print(CompassPoint(rawValue: "up") as Any)
print(Planet.mars)
print("\(CompassPoint.north)")
// expect: 3
// expect: west
// expect: true
// expect: There isn't a planet at position 11
// expect: true
// expect: 8
// expect: venus 2
// expect: mars 4
// expect: saturn 6
// expect: neptune 8
// expect: Optional(main.CompassPoint.east)
// expect: nil
// expect: mars
// expect: north
