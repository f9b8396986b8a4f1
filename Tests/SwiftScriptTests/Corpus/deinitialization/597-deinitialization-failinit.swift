// Checks: deinit runs for a class whose throwing or failable initializer fails after all properties are initialized, including convenience and subclass initializers, with try? producing nil
enum E: Error { case nope }
class Part { let n: String; init(_ n: String) { self.n = n }; deinit { print("part \(n) released") } }
class Conn {
    let name: String
    let part: Part
    init(name: String, fail: Bool) throws {
        self.name = name
        self.part = Part(name)
        print("init body \(name)")
        if fail { throw E.nope }
    }
    init?(maybe: Bool) {
        name = "opt"; part = Part("opt")
        if !maybe { return nil }
    }
    convenience init(conv: Bool) throws {
        try self.init(name: "conv", fail: conv)
        print("conv done")
    }
    deinit { print("deinit \(name)") }
}
let a = try? Conn(name: "a", fail: true)
print(a == nil)
let b = try? Conn(name: "b", fail: false)
print(b != nil)
let c = Conn(maybe: false)
print(c == nil)
let d = try? Conn(conv: true)
print(d == nil)
class Sub: Conn {
    let extra: String
    init(x: Bool) throws {
        extra = "extra"
        try super.init(name: "sub", fail: x)
        print("sub done")
    }
    deinit { print("sub deinit") }
}
let s = try? Sub(x: true)
print(s == nil)
// expect: init body a
// expect: deinit a
// expect: part a released
// expect: true
// expect: init body b
// expect: true
// expect: deinit opt
// expect: part opt released
// expect: true
// expect: init body conv
// expect: deinit conv
// expect: part conv released
// expect: true
// expect: init body sub
// expect: sub deinit
// expect: deinit sub
// expect: part sub released
// expect: true
