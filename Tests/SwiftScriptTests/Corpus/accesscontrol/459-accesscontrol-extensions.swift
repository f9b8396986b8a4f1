// Checks: private members declared in a type being used from extensions in the same file, and access modifiers on extension members.
protocol SomeProtocol {
    func doSomething() -> String
}
struct SomeStruct {
    private var privateVariable = 12
    private func helper() -> Int { privateVariable * 2 }
}
extension SomeStruct: SomeProtocol {
    func doSomething() -> String {
        return "privateVariable=\(privateVariable), helper=\(helper())"
    }
}
print(SomeStruct().doSomething())
extension SomeStruct {
    private var hidden: String { "hidden \(privateVariable)" }
    func showHidden() -> String { hidden }
    fileprivate mutating func bump() { privateVariable += 1 }
}
var s = SomeStruct()
s.bump(); s.bump()
print(s.showHidden())
private extension String {
    func shout() -> String { uppercased() + "!" }
}
print("hey".shout())
class Counter {
    private var count = 0
    fileprivate static var instances = 0
    init() { Counter.instances += 1 }
}
extension Counter {
    func increment() -> Int { count += 1; return count }
}
let c = Counter()
_ = c.increment()
print(c.increment(), Counter.instances)
_ = Counter()
print(Counter.instances)
// expect: privateVariable=12, helper=24
// expect: hidden 14
// expect: HEY!
// expect: 2 1
// expect: 2
