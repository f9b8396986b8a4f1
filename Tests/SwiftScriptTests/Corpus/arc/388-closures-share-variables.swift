// Checks: closures capture the variables they use by reference, and only those keep instances alive
class Token {
  let label: String
  init(_ label: String) { self.label = label }
  deinit { print("Token \(label) deinit") }
}

func makeCounter() -> (() -> Int, () -> Int) {
  var total = 0
  let unused = Token("unused")
  print("made \(unused.label)")
  let increment = { () -> Int in total += 1; return total }
  let read = { total }
  return (increment, read)
}

let (increment, read) = makeCounter()
print("counter made")
print(increment(), increment(), read())

func keep() -> () -> String {
  let kept = Token("kept")
  let dropped = Token("dropped")
  print(dropped.label)
  return { kept.label }
}
var closure: (() -> String)? = keep()
print("closure made")
print(closure!())
closure = nil
print("closure gone")
// expect: made unused
// expect: Token unused deinit
// expect: counter made
// expect: 1 2 2
// expect: dropped
// expect: Token dropped deinit
// expect: closure made
// expect: kept
// expect: Token kept deinit
// expect: closure gone
