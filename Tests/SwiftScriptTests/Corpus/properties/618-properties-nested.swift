// Checks: didSet on a struct-typed property fires when a nested field is mutated, lazy var closure using self, static stored property initialized lazily once, private(set)
struct Stats {
    var hits = 0
    var misses = 0
    mutating func recordHit() { hits += 1 }
}

class Cache {
    let name: String
    var stats = Stats() {
        didSet { print("\(name) stats changed: \(oldValue.hits)/\(oldValue.misses) -> \(stats.hits)/\(stats.misses)") }
    }
    lazy var label: String = {
        print("building label")
        return "Cache<\(self.name)>"
    }()
    private(set) var lookups = 0
    static var created: Int = {
        print("initializing created")
        return 100
    }()
    init(name: String) {
        self.name = name
        Cache.created += 1
    }
    func lookup(_ hit: Bool) {
        lookups += 1
        if hit { stats.recordHit() } else { stats.misses += 1 }
    }
}

print("start")
let c = Cache(name: "img")
c.lookup(true)
c.lookup(false)
c.stats = Stats(hits: 9, misses: 9)
print(c.label)
print(c.label)
print(c.lookups)
let c2 = Cache(name: "doc")
print(Cache.created, c2.lookups)

var tally: [String: Int] = [:] {
    didSet { print("tally keys: \(tally.keys.sorted())") }
}
tally["a"] = 1
tally["b", default: 0] += 2
tally["a"] = nil
// expect: start
// expect: initializing created
// expect: img stats changed: 0/0 -> 1/0
// expect: img stats changed: 1/0 -> 1/1
// expect: img stats changed: 1/1 -> 9/9
// expect: building label
// expect: Cache<img>
// expect: Cache<img>
// expect: 2
// expect: 102 0
// expect: tally keys: ["a"]
// expect: tally keys: ["a", "b"]
// expect: tally keys: ["b"]
