// Checks: one append or insert call site meeting arrays and sets of several element types (the
// argument typed by each one's element type, a closure element too) appends each as it should
func appended<T>(_ items: [T], _ item: T, times: Int) -> [T] {
  var result = items
  for _ in 0..<times { result.append(item) }
  return result
}
print(appended([1, 2], 3, times: 2))
print(appended([1.5], 2.5, times: 2))
print(appended(["a"], "b", times: 1))
let makers = appended([{ 1 }], { 2 }, times: 2)
print(makers.map { $0() })
func inserted<T: Hashable>(_ items: Set<T>, _ more: [T]) -> Int {
  var result = items
  for item in more { result.insert(item) }
  return result.count
}
print(inserted([1, 2], [2, 3, 4]), inserted(["x"], ["x", "y"]), inserted([0.5], [1, 0.5]))
// expect: [1, 2, 3, 3]
// expect: [1.5, 2.5, 2.5]
// expect: ["a", "b"]
// expect: [1, 2, 2]
// expect: 4 2 2
