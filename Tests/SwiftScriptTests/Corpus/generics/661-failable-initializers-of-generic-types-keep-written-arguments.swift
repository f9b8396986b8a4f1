// Checks: an instance a generic type's failable initializer makes (`Cell<Int>(count: 1)!`) prints with the
// type arguments written at the call, a class's and a struct's.
class Cell<T> {
    var items: [T] = []
    init?(count: Int) { if count < 0 { return nil } }
}
struct Wrap<T> {
    var items: [T]
    init?(_ n: Int) { if n < 0 { return nil }; items = [] }
}
print(Cell<Int>(count: 1)!, Cell<String>(count: -1) as Any)
print(Wrap<Double>(2)!)
// expect: main.Cell<Swift.Int> nil
// expect: Wrap<Double>(items: [])
