// Checks: overridden method called from superclass init, required init, observers firing in subclass init, covariant return.
class Base {
    var value: Int = 0 {
        didSet { print("Base.value didSet \(oldValue)->\(value)") }
    }
    required init() {
        value = 1
        print("Base.init, describe: \(describe())")
    }
    func describe() -> String { "Base(\(value))" }
    func copy() -> Base { return Base() }
}
class Sub: Base {
    var extra = "x"
    required init() {
        extra = "y"
        super.init()
        value = 2
        print("Sub.init done")
    }
    override func describe() -> String { "Sub(\(value), \(extra))" }
    override func copy() -> Sub { return Sub() }
}
let s = Sub()
print(s.describe())
let c = s.copy()
print(c.extra, c.value)
func make(_ t: Base.Type) -> Base { t.init() }
let b: Base = s
print(b.copy().describe())
// expect: Base.init, describe: Sub(1, y)
// expect: Base.value didSet 1->2
// expect: Sub.init done
// expect: Sub(2, y)
// expect: Base.init, describe: Sub(1, y)
// expect: Base.value didSet 1->2
// expect: Sub.init done
// expect: y 2
// expect: Base.init, describe: Sub(1, y)
// expect: Base.value didSet 1->2
// expect: Sub.init done
// expect: Sub(2, y)
