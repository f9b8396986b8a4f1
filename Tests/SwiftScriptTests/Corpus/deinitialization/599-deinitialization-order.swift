// Checks: deinit order for subclass/superclass chains, deinit at scope end, deinit when array elements are removed, reassignment deinit
class Named {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("Named deinit \(name)") }
}
class Special: Named {
    deinit { print("Special deinit \(name)") }
}

func scope() {
    let a = Named("a")
    print("in scope with \(a.name)")
}
scope()
print("after scope")

var s: Special? = Special("s")
s = nil
print("after s")

var team = [Named("x"), Named("y"), Named("z")]
team.remove(at: 1)
print("removed y")
team.remove(at: 0)
print("removed x")
team.remove(at: 0)
print("cleared team")

var current = Named("first")
current = Named("second")
print("current is \(current.name)")

do {
    let holder = [Special("h1")]
    let alias = holder[0]
    print("alias \(alias.name)")
}
print("after do")

class Owner {
    let pet: Named
    init(pet: Named) { self.pet = pet }
    deinit { print("Owner deinit owning \(pet.name)") }
}
var owner: Owner? = Owner(pet: Named("rex"))
owner = nil
print("end")
// expect: init a
// expect: in scope with a
// expect: Named deinit a
// expect: after scope
// expect: init s
// expect: Special deinit s
// expect: Named deinit s
// expect: after s
// expect: init x
// expect: init y
// expect: init z
// expect: Named deinit y
// expect: removed y
// expect: Named deinit x
// expect: removed x
// expect: Named deinit z
// expect: cleared team
// expect: init first
// expect: init second
// expect: Named deinit first
// expect: current is second
// expect: init h1
// expect: alias h1
// expect: Special deinit h1
// expect: Named deinit h1
// expect: after do
// expect: init rex
// expect: Owner deinit owning rex
// expect: Named deinit rex
// expect: end
