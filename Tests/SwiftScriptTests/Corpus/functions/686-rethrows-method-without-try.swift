// Checks: a rethrows method called on an instance with a closure that cannot throw needs no try; with one that throws, it throws
struct Runner {
  let bonus: Int
  func apply(_ transform: (Int) throws -> Int) rethrows -> Int {
    try transform(bonus) + 1
  }
}
enum Stop: Error { case now }
let runner = Runner(bonus: 10)
print(runner.apply { $0 * 2 })
do {
  _ = try runner.apply { _ in throw Stop.now }
} catch {
  print("caught", error)
}
// expect: 21
// expect: caught now
