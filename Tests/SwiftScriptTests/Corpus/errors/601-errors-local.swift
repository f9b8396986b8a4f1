// Checks: try? with guard in a loop, returning from inside do, catch is, throwing closures passed to a non-rethrowing function that handles errors, nested defer order with a do block when an error escapes, local error types
func risky(_ n: Int) throws -> Int {
    struct Bad: Error { let n: Int }
    if n % 2 == 1 { throw Bad(n: n) }
    return n * 10
}
func collect(_ xs: [Int]) -> (ok: [Int], failed: Int) {
    var ok: [Int] = [], failed = 0
    for x in xs {
        guard let v = try? risky(x) else { failed += 1; continue }
        ok.append(v)
    }
    return (ok, failed)
}
let r = collect([1, 2, 3, 4])
print(r.ok, r.failed)
func firstEven(_ xs: [Int]) throws -> Int {
    for x in xs {
        do { return try risky(x) } catch { print("skip \(x): \(error)") }
    }
    throw CancellationLike()
}
struct CancellationLike: Error {}
print(try! firstEven([1, 3, 4]))
do { _ = try firstEven([1]) } catch is CancellationLike { print("none found") }
func attempt(_ body: () throws -> Void) {
    do { try body() } catch { print("attempt failed with \(type(of: error))") }
}
attempt { _ = try risky(5) }
attempt { throw CancellationLike() }
attempt { print("no throw") }
var log: [String] = []
func tx() throws {
    log.append("begin")
    defer { log.append("end") }
    do {
        defer { log.append("inner end") }
        _ = try risky(7)
        log.append("not reached")
    }
}
try? tx()
print(log)
// expect: [20, 40] 2
// expect: skip 1: Bad(n: 1)
// expect: skip 3: Bad(n: 3)
// expect: 40
// expect: skip 1: Bad(n: 1)
// expect: none found
// expect: attempt failed with Bad
// expect: attempt failed with CancellationLike
// expect: no throw
// expect: ["begin", "inner end", "end"]
