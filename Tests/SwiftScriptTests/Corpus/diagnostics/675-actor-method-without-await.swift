// Checks: an actor's method called from outside it without await is rejected in swiftc's words, and its state cannot be set from outside at all
actor Counter {
  var value = 0
  func increment() -> Int {
    value += 1
    return value
  }
}
func bump(_ counter: Counter) async -> Int {
  counter.increment()
}
let counter = Counter()
print(await bump(counter))
// expect-diagnostic: actor-isolated instance method 'increment()' cannot be called from outside of the actor
// expect-diagnostic-line: 10
