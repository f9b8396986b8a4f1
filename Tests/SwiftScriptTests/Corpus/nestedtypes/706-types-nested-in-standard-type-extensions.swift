// Checks: a type nested in an extension of Int or String is named Int.Kind / String.Stats as a type (also by a function declared before the extension runs) and as a value (Int.Kind.zero, String.Stats(...)); inside a collection it shows as (extension in main):Swift.Int.Kind
extension Int {
  enum Kind { case negative, zero, positive }
  var kind: Kind {
    switch self {
    case 0: return .zero
    case let x where x > 0: return .positive
    default: return .negative
    }
  }
}
let k: Int.Kind = 5.kind
print(k)
print(Int.Kind.zero)
func describe(_ kind: Int.Kind) -> String { "\(kind)" }
print(describe((-3).kind))
let kinds: [Int.Kind] = [3, 0, -1].map { $0.kind }
print(kinds, type(of: kinds[0]))
func count(_ kind: Int.Kind, in numbers: [Int]) -> Int { numbers.filter { $0.kind == kind }.count }
print(count(.positive, in: [1, 2, -3, 0]))
extension String {
  struct Stats { let letters: Int }
  var stats: Stats { Stats(letters: filter(\.isLetter).count) }
}
let s: String.Stats = "a1b2".stats
print(s.letters, String.Stats(letters: 9).letters)
// expect: positive
// expect: zero
// expect: negative
// expect: [(extension in main):Swift.Int.Kind.positive, (extension in main):Swift.Int.Kind.zero, (extension in main):Swift.Int.Kind.negative] Kind
// expect: 2
// expect: 2 9
