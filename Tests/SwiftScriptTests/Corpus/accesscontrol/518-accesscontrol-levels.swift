// The language guide's "Access Control" chapter: levels (a program in the book's style, its output
// recorded from swiftc).
public class SomePublicClass {
    public var somePublicProperty = 0
    var someInternalProperty = 0
    fileprivate func someFilePrivateMethod() -> String { "fileprivate" }
    private func somePrivateMethod() -> String { "private" }
    func callPrivate() -> String { somePrivateMethod() }
}
class SomeInternalClass {}
fileprivate class SomeFilePrivateClass {
    func hello() -> String { "hi from fileprivate class" }
}
private class SomePrivateClass {
    var n = 7
}

private struct Counter {
    private var count = 0
    mutating func increment() -> Int { count += 1; return count }
}
extension Counter {
    // private members are visible in extensions in the same file
    mutating func reset() { count = 0 }
}

enum CompassPoint {
    case north, south, east, west
}

public struct Container {
    private var items: [String] = []
    public init() {}
    public mutating func add(_ s: String) { items.append(s) }
    public var count: Int { items.count }
}
extension Container {
    var firstItem: String? { items.first }
}

let c = SomePublicClass()
c.somePublicProperty = 3
c.someInternalProperty = 4
print(c.somePublicProperty + c.someInternalProperty)
print(c.someFilePrivateMethod(), c.callPrivate())
print(SomeFilePrivateClass().hello())
print(SomePrivateClass().n)
private var counter = Counter()
print(counter.increment(), counter.increment())
counter.reset()
print(counter.increment())
var box = Container()
box.add("x"); box.add("y")
print(box.count, box.firstItem ?? "none")
print(CompassPoint.east)
print(type(of: SomeInternalClass()))
// expect: 7
// expect: fileprivate private
// expect: hi from fileprivate class
// expect: 7
// expect: 1 2
// expect: 1
// expect: 2 x
// expect: east
// expect: SomeInternalClass
