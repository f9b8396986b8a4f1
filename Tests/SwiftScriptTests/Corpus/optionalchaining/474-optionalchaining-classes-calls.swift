// Checks: optional chaining with class hierarchies and casts (as? then ?.), optional try, weak references becoming nil, and chained optional tuple access.
class Vehicle { var wheels: Int { 4 }; var owner: Owner? }
class Bike: Vehicle { override var wheels: Int { 2 }; var bell: String? = "ring" }
class Owner { var name: String; init(name: String) { self.name = name } }
let garage: [Vehicle] = [Vehicle(), Bike()]
for v in garage { print((v as? Bike)?.bell as Any, v.wheels) }
garage[1].owner = Owner(name: "Ann")
print(garage.map { $0.owner?.name ?? "none" })
print((garage[1] as? Bike)?.owner?.name.count as Any)
class Parent { var child: Child?; deinit { } }
class Child { weak var parent: Parent? }
var p: Parent? = Parent()
let c = Child()
p?.child = c
c.parent = p
print(c.parent?.child === c)
p = nil
print(c.parent == nil, c.parent?.child as Any)
let pair: (Int, String)? = (1, "one")
print(pair?.1 as Any, pair?.0 as Any)
enum E: Error { case bad }
func parse(_ s: String) throws -> Int { guard let n = Int(s) else { throw E.bad }; return n }
print((try? parse("12")).map { $0 + 1 } as Any, (try? parse("zz")) as Any)
let nums: [Int]? = [3, 1, 2]
print(nums?.sorted().first as Any, nums?.map { $0 * 2 } as Any)
// expect: nil 4
// expect: Optional("ring") 2
// expect: ["none", "Ann"]
// expect: Optional(3)
// expect: true
// expect: true nil
// expect: Optional("one") Optional(1)
// expect: Optional(13) nil
// expect: Optional(1) Optional([6, 2, 4])
