// The language guide's "Initialization" chapter: twophase (a program in the book's style, its output
// recorded from swiftc).

class Base {
    var a: Int = 14
    var b: Int
    init(b: Int) {
        print("Base.init(b:) phase 1")
        self.b = b
        print("Base.init(b:) phase 2, describe = \(describe())")
    }
    convenience init() {
        print("Base.convenience init()")
        self.init(b: 10)
        print("Base.convenience init() done")
    }
    func describe() -> String { "Base a=\(a) b=\(b)" }
}

class Derived: Base {
    var c: Int = 17
    var d: Int
    init(d: Int) {
        print("Derived.init(d:) phase 1")
        self.d = d
        super.init(b: d * 2)
        print("Derived.init(d:) phase 2")
        self.a = 100
    }
    override init(b: Int) {
        print("Derived.init(b:) override")
        self.d = -1
        super.init(b: b)
    }
    override func describe() -> String { "Derived a=\(a) b=\(b) c=\(c) d=\(d)" }
}

print("== Derived(d: 3)")
let x = Derived(d: 3)
print(x.describe())
print("== Derived()")
let y = Derived()
print(y.describe())
print("== Base()")
let z = Base()
print(z.describe())
// expect: == Derived(d: 3)
// expect: Derived.init(d:) phase 1
// expect: Base.init(b:) phase 1
// expect: Base.init(b:) phase 2, describe = Derived a=14 b=6 c=17 d=3
// expect: Derived.init(d:) phase 2
// expect: Derived a=100 b=6 c=17 d=3
// expect: == Derived()
// expect: Base.convenience init()
// expect: Derived.init(b:) override
// expect: Base.init(b:) phase 1
// expect: Base.init(b:) phase 2, describe = Derived a=14 b=10 c=17 d=-1
// expect: Base.convenience init() done
// expect: Derived a=14 b=10 c=17 d=-1
// expect: == Base()
// expect: Base.convenience init()
// expect: Base.init(b:) phase 1
// expect: Base.init(b:) phase 2, describe = Base a=14 b=10
// expect: Base.convenience init() done
// expect: Base a=14 b=10
