// Checks: a rethrows function called with a closure or function that does not throw needs no try; with one that throws, it does
enum E: Error { case bad }
func apply(_ f: () throws -> Int) rethrows -> Int { try f() }
func risky() throws -> Int { throw E.bad }
func safe() -> Int { 5 }
print(apply { 3 })
print(apply(safe))
do { print(try apply { try risky() }) } catch { print("caught \(error)") }
do { print(try apply(risky)) } catch { print("caught \(error)") }
print(apply { do { return try risky() } catch { return -1 } })
print([1, 2].map { $0 * 2 })
// expect: 3
// expect: 5
// expect: caught bad
// expect: caught bad
// expect: -1
// expect: [2, 4]
