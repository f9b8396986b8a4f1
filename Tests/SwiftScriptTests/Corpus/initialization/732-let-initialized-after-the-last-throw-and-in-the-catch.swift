// Checks: a let initialized in a do body after its last point that may throw, and in each catch, is initialized once on every path (swiftc accepts it)
enum E: Error { case bad }
func f(_ n: Int) throws -> Int { if n < 0 { throw E.bad }; return n }
func g(_ n: Int) -> String {
  let x: Int
  let label: String
  do {
    let y = try f(n)
    x = y
    label = "ok"
  } catch {
    x = -1
    label = "failed"
  }
  return "\(x) \(label)"
}
func h(_ n: Int) -> Int {
  let z: Int
  do {
    z = try f(n) * 2
  } catch E.bad {
    z = 0
  } catch {
    z = -1
  }
  return z
}
print(g(1), g(-1), h(3), h(-3))
// expect: 1 ok -1 failed 6 0
