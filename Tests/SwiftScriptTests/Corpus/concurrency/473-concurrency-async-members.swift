// Checks: async computed properties (get async), async methods on structs and classes, async closures, and awaiting inside loops and conditions.
struct Remote {
    var base: Int
    var value: Int {
        get async { return base * 2 }
    }
    func fetch(_ k: Int) async -> Int { k + base }
}
let r = Remote(base: 5)
print(await r.value)
print(await r.fetch(1))
class Loader {
    var loaded: [String] = []
    func load(_ name: String) async { loaded.append(name) }
}
let loader = Loader()
for n in ["x", "y", "z"] { await loader.load(n) }
print(loader.loaded)
let op: (Int) async -> Int = { n in n * n }
print(await op(7))
if await r.value > 5 { print("big") }
var i = 0
while await r.fetch(i) < 8 { i += 1 }
print(i)
func run(_ body: () async -> Void) async { print("start"); await body(); print("end") }
await run { print("body") }
let values = [1, 2, 3]
var mapped: [Int] = []
for v in values { mapped.append(await op(v)) }
print(mapped)
// expect: 10
// expect: 6
// expect: ["x", "y", "z"]
// expect: 49
// expect: big
// expect: 3
// expect: start
// expect: body
// expect: end
// expect: [1, 4, 9]
