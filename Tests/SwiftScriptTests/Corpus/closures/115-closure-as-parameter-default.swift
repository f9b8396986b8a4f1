// Checks: closure parameters with a default value and optional closures
func process(_ values: [Int], transform: (Int) -> Int = { $0 }) -> [Int] {
  values.map(transform)
}
print(process([1, 2]))
// expect: [1, 2]
print(process([1, 2]) { $0 + 100 })
// expect: [101, 102]
func finish(completion: (() -> Void)? = nil) {
  print("finishing")
  completion?()
}
finish()
// expect: finishing
finish { print("done callback") }
// expect: finishing
// expect: done callback
