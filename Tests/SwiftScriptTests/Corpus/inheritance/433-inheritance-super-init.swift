// Checks: initializer order with super.init, designated/convenience initializers and overriding init.
class Base {
    var name: String
    init(name: String) {
        self.name = name
        print("Base.init(\(name))")
    }
    convenience init() {
        self.init(name: "[unnamed]")
        print("Base convenience init")
    }
    func hello() -> String { "Base \(name)" }
}
class Derived: Base {
    var level: Int
    init(name: String, level: Int) {
        self.level = level
        print("Derived phase 1, level \(level)")
        super.init(name: name)
        print("Derived phase 2, name \(self.name)")
        self.name = self.name.uppercased()
    }
    override init(name: String) {
        self.level = 0
        super.init(name: name)
        print("Derived override init")
    }
    override func hello() -> String { "Derived(" + super.hello() + ", \(level))" }
}
let a = Derived(name: "x", level: 2)
print(a.hello())
let b = Derived()
print(b.hello())
let c: Base = Derived(name: "q")
print(c.hello())
// expect: Derived phase 1, level 2
// expect: Base.init(x)
// expect: Derived phase 2, name x
// expect: Derived(Base X, 2)
// expect: Base.init([unnamed])
// expect: Derived override init
// expect: Base convenience init
// expect: Derived(Base [unnamed], 0)
// expect: Base.init(q)
// expect: Derived override init
// expect: Derived(Base q, 0)
