// Checks: a non-escaping closure parameter returned as a function: swiftc's error at the name
func identity(_ f: (Int) -> Int) -> (Int) -> Int {
  return f
}
print(identity { $0 + 1 }(2))
// expect-diagnostic: using non-escaping parameter 'f' in a context expecting an '@escaping' closure
// expect-diagnostic-line: 3
