// Checks: a generic function's or method's parameter names a type inside its body: annotations
// (`let y: T`), casts (`as [T]`), `[T]()`, `Array<T>()` and specializations (`Pair<New>(…)`).
func twice<T>(_ x: T) -> [T] {
  let y: T = x
  var result = [T]()
  result.append(y)
  result += Array<T>(repeating: x, count: 1)
  return result
}
print(twice(1), twice("a"))

struct Pair<A> {
  var first: A
  var second: A
  func mapped<New>(_ change: (A) -> New) -> Pair<New> {
    let made = Pair<New>(first: change(first), second: change(second))
    return made
  }
}
let p = Pair(first: 1, second: 2).mapped { "\($0)!" }
print(p.first + p.second)
print(p)

func pairs<K, V>(_ keys: [K], _ values: [V]) -> [(K, V)] {
  var out: [(K, V)] = []
  for (k, v) in zip(keys, values) { out.append((k, v)) }
  return out as [(K, V)]
}
print(pairs(["a", "b"], [1, 2]))
// expect: [1, 1] ["a", "a"]
// expect: 1!2!
// expect: Pair<String>(first: "1!", second: "2!")
// expect: [("a", 1), ("b", 2)]
