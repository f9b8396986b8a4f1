// Checks: bare names in a closure with `[self]` or `[unowned self]` in its capture list reach the instance's
// properties and methods, as in the method around it (reads, stores, +=, calls).
class C {
    var x = 10
    func show() -> () -> Void { return { [self] in print(x) } }
    func set() -> () -> Void { return { [self] in x = 100 } }
    func setUnowned() -> () -> Void { return { [unowned self] in x += 5; print("unowned", x, double()) } }
    func double() -> Int { x * 2 }
}
let c = C()
c.show()()
c.set()(); print(c.x)
c.setUnowned()()
// expect: 10
// expect: 100
// expect: unowned 105 210
