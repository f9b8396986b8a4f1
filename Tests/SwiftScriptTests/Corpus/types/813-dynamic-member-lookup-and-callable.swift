// Checks: @dynamicMemberLookup with a String key, @dynamicCallable with arguments and keyword arguments, callAsFunction
@dynamicMemberLookup
struct Settings {
  var values: [String: Int] = ["width": 3]
  subscript(dynamicMember key: String) -> Int { values[key] ?? -1 }
}
let s = Settings()
print(s.width, s.height)
@dynamicCallable
struct Adder {
  func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(0, +) }
  func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> String { args.map { "\($0.key)=\($0.value)" }.joined(separator: ",") }
}
let add = Adder()
print(add(1, 2, 3), add(a: 1, b: 2))
struct Multiplier { let k: Int; func callAsFunction(_ x: Int) -> Int { x * k } }
let triple = Multiplier(k: 3)
print(triple(5), [1, 2].map { triple($0) })
// expect: 3 -1
// expect: 6 a=1,b=2
// expect: 15 [3, 6]
