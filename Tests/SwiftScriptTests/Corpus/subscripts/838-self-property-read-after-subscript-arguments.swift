// Checks: in a class's and a struct's methods, a stored property named alone or through self. read after the subscript's arguments that change it, in a loop too
// In a method, a stored property of self named alone (or through self.) is read after the
// subscript's arguments, in a loop too.
final class Holder {
  var items = [1, 2]
  var log: [Int] = []
  func bump() -> Int { items[0] += 10; return 0 }
  func read() -> Int { items[bump()] }
  func readThroughSelf() -> Int { self.items[bump()] }
  func loop() -> [Int] {
    for _ in 0..<3 { log.append(items[bump()]) }
    return log
  }
}
let holder = Holder()
print(holder.read(), holder.readThroughSelf(), holder.loop())
struct Counter {
  var values = [0, 0]
  mutating func next() -> Int { values[1] += 1; return 1 }
  mutating func peek() -> Int { values[next()] }
}
var counter = Counter()
print(counter.peek(), counter.peek(), counter.values)
// expect: 11 21 [31, 41, 51]
// expect: 1 2 [0, 2]
