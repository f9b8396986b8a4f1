// Checks: public/internal/fileprivate/private modifiers on types, properties and methods used within a single file.
public class SomePublicClass {
    public var somePublicProperty = 0
    var someInternalProperty = 1
    fileprivate var someFilePrivateProperty = 2
    private var somePrivateProperty = 3
    public init() {}
    func describe() -> String {
        return "\(somePublicProperty) \(someInternalProperty) \(someFilePrivateProperty) \(somePrivateProperty)"
    }
    private func secret() -> String { return "secret" }
    public func reveal() -> String { return secret().uppercased() }
}
internal class SomeInternalClass { var value = "internal" }
fileprivate class SomeFilePrivateClass { var value = "fileprivate" }
private class SomePrivateClass { var value = "private" }
let p = SomePublicClass()
p.somePublicProperty = 10
p.someFilePrivateProperty += 5
print(p.describe())
print(p.reveal())
print(SomeInternalClass().value, SomeFilePrivateClass().value, SomePrivateClass().value)
public enum CompassPoint { case north, south, east, west }
print(CompassPoint.east)
private struct Hidden { var x = 1; fileprivate func double() -> Int { x * 2 } }
print(Hidden(x: 21).double())
public struct TrackedPoint {
    public private(set) var moves = 0
    public var x = 0 { didSet { moves += 1 } }
    public init() {}
}
var tp = TrackedPoint()
tp.x = 3; tp.x = 4
print(tp.x, tp.moves)
print(tp)
// expect: 10 1 7 3
// expect: SECRET
// expect: internal fileprivate private
// expect: east
// expect: 42
// expect: 4 2
// expect: TrackedPoint(moves: 2, x: 4)
