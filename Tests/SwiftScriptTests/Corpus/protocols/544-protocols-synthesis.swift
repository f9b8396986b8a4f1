// The language guide's "Protocols" chapter: synthesis (a program in the book's style, its output
// recorded from swiftc).
struct Vector3D: Equatable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour {
    print("These two vectors are also equivalent.")
}
print(twoThreeFour != Vector3D())

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() {
    print(level)
}
print(SkillLevel.expert(stars: 1) > .intermediate)
print(levels.max()!)

struct Tag: Hashable {
    let name: String
    let weight: Int
}
var seen = Set<Tag>()
let tags = [Tag(name: "a", weight: 1), Tag(name: "b", weight: 2), Tag(name: "a", weight: 1)]
for t in tags {
    let (inserted, _) = seen.insert(t)
    print(t.name, t.weight, inserted)
}
print(seen.count)
var counts: [Tag: Int] = [:]
for t in tags { counts[t, default: 0] += 1 }
print(counts[Tag(name: "a", weight: 1)]!)

enum Direction: Hashable { case north, south }
let d: Set<Direction> = [.north, .south, .north]
print(d.count, d.contains(.south))
// expect: These two vectors are also equivalent.
// expect: true
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true
// expect: expert(stars: 5)
// expect: a 1 true
// expect: b 2 true
// expect: a 1 false
// expect: 2
// expect: 2
// expect: 2 true
