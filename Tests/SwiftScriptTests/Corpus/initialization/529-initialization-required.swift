// The language guide's "Initialization" chapter: required (a program in the book's style, its output
// recorded from swiftc).
class Document {
    var name: String?
    init() {}
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class AutomaticallyNamedDocument: Document {
    override init() {
        super.init()
        self.name = "[Untitled]"
    }
    override init(name: String) {
        super.init()
        if name.isEmpty {
            self.name = "[Untitled]"
        } else {
            self.name = name
        }
    }
}
class UntitledDocument: Document {
    override init() {
        super.init(name: "[Untitled]")!
    }
}
print(AutomaticallyNamedDocument(name: "").name!)
print(AutomaticallyNamedDocument(name: "Notes").name!)
print(UntitledDocument().name!)
print(Document(name: "") == nil)

class Shape {
    var sides: Int
    required init(sides: Int) {
        self.sides = sides
        print("Shape.init sides=\(sides)")
    }
    class func make() -> Self { return self.init(sides: 0) }
}
class Triangle: Shape {
    required init(sides: Int) {
        print("Triangle.init")
        super.init(sides: 3)
    }
}
let t = Triangle(sides: 99)
print(t.sides)
let kinds: [Shape.Type] = [Shape.self, Triangle.self]
for k in kinds {
    let s = k.init(sides: 4)
    print(type(of: s), s.sides)
}
print(type(of: Triangle.make()))

struct Id {
    let raw: Int
    init!(_ s: String) {
        guard let n = Int(s) else { return nil }
        raw = n
    }
}
let a: Id! = Id("42")
print(a.raw)
let b = Id("x")
print(b == nil)
// expect: [Untitled]
// expect: Notes
// expect: [Untitled]
// expect: true
// expect: Triangle.init
// expect: Shape.init sides=3
// expect: 3
// expect: Shape.init sides=4
// expect: Shape 4
// expect: Triangle.init
// expect: Shape.init sides=3
// expect: Triangle 3
// expect: Triangle.init
// expect: Shape.init sides=3
// expect: Triangle
// expect: 42
// expect: true
