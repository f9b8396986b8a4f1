// Checks: escaping closures stored in an array and called later
var handlers: [() -> Void] = []
func register(_ name: String, _ handler: @escaping () -> Void) {
  print("registered \(name)")
  handlers.append(handler)
}
register("a") { print("handler a") }
// expect: registered a
register("b") { print("handler b") }
// expect: registered b
for h in handlers { h() }
// expect: handler a
// expect: handler b
print(handlers.count)
// expect: 2
