// Checks: type-casting patterns (is and as) in switch over Any
let values: [Any] = [42, "hi", 2.5, true, [1]]
for v in values {
  switch v {
  case let i as Int where i > 40: print("big int \(i)")
  case let s as String: print("string \(s)")
  case is Double: print("a double")
  case let b as Bool: print("bool \(b)")
  default: print("something else")
  }
}
// expect: big int 42
// expect: string hi
// expect: a double
// expect: bool true
// expect: something else
