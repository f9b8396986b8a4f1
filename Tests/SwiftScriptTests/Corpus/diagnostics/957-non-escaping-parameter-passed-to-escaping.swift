// Checks: a non-escaping closure parameter passed on for an '@escaping' one: swiftc's error at the argument; passing it for a non-escaping parameter, or calling it, is fine
var pending: [() -> Void] = []
func later(_ work: @escaping () -> Void) { pending.append(work) }
func now(_ work: () -> Void) { work() }
func schedule(_ work: () -> Void) {
  now(work)
  work()
  later(work)
}
schedule { print("work") }
// expect-diagnostic: passing non-escaping parameter 'work' to function expecting an '@escaping' closure
// expect-diagnostic-line: 8
