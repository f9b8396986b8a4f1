// The language guide's "Opaque and Boxed Protocol Types" chapter: container opaque (a program in the book's style, its output
// recorded from swiftc).
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container { }

// Error: Protocol with associated types can't be used as a return type.
// func makeProtocolContainer<T>(item: T) -> Container { return [item] }

func makeOpaqueContainer<T>(item: T) -> some Container {
    return [item]
}
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(type(of: twelve))
print(twelve)
print(opaqueContainer.count)

func makePair<T>(_ a: T, _ b: T) -> some Container {
    return [a, b]
}
let pair = makePair("left", "right")
for i in 0..<pair.count {
    print(i, pair[i])
}
let joined = "\(pair[0])+\(pair[1])"
print(joined)
// expect: Int
// expect: 12
// expect: 1
// expect: 0 left
// expect: 1 right
// expect: left+right
