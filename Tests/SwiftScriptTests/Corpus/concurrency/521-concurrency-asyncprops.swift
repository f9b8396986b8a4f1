// The language guide's "Concurrency" chapter: asyncprops (a program in the book's style, its output
// recorded from swiftc).
enum LoadError: Error { case missing(Int) }

struct Store {
    let data: [Int: String] = [1: "one", 2: "two", 3: "three"]
    var count: Int {
        get async { data.count }
    }
    func load(_ id: Int) async throws -> String {
        guard let v = data[id] else { throw LoadError.missing(id) }
        return v
    }
}

class Loader {
    let store = Store()
    var log: [String] = []
    func loadAll(_ ids: [Int]) async -> [String] {
        var out: [String] = []
        for id in ids {
            do {
                out.append(try await store.load(id))
                log.append("ok \(id)")
            } catch LoadError.missing(let id) {
                log.append("missing \(id)")
            } catch {
                log.append("?")
            }
        }
        return out
    }
}

let store = Store()
print(await store.count)
async let a = store.load(1)
async let b = store.load(3)
do {
    let both = try await a + "+" + b
    print(both)
} catch {
    print("error", error)
}
let loader = Loader()
let got = await loader.loadAll([2, 5, 1])
print(got)
print(loader.log)

func compute(_ n: Int) async -> Int {
    var acc = 0
    for i in 1...n { acc += i }
    return acc
}
let tasks = (1...3).map { n in Task { await compute(n * 10) } }
var results: [Int] = []
for t in tasks { results.append(await t.value) }
print(results)
let closure: (Int) async -> Int = { x in await compute(x) + 1 }
print(await closure(4))
// expect: 3
// expect: one+three
// expect: ["two", "one"]
// expect: ["ok 2", "missing 5", "ok 1"]
// expect: [55, 210, 465]
// expect: 11
