// Checks: single-expression functions, getters and closures unwrap an init! result for a non-optional result type
// A single-expression function, computed property and closure whose declared result is not
// optional unwrap an `init!`'s result, as `return` does.
struct R {
  var v: Int
  init!(_ s: String) { guard let n = Int(s) else { return nil }; v = n }
}
func make(_ s: String) -> R { R(s) }
func makeAll(_ xs: [String]) -> [Int] {
  var out: [Int] = []
  for x in xs { out.append(make(x).v) }
  return out
}
struct Holder { var text = "5"; var r: R { R(text) } }
let build: (String) -> R = { R($0) }
func maybe(_ s: String) -> R? { R(s) }
print(make("3").v)
print(makeAll(["1", "2"]))
print(Holder().r.v, build("4").v, maybe("x") == nil, maybe("6")!.v)
// expect: 3
// expect: [1, 2]
// expect: 5 4 true 6
