// Checks: if case let .some(x) and case .none on optionals, and switch over an optional
let value: Int? = 9
if case let .some(x) = value {
  print("got \(x)")
}
// expect: got 9
let nothing: Int? = nil
if case .none = nothing {
  print("none")
}
// expect: none
for v in [1, nil, 3] as [Int?] {
  switch v {
  case .some(let n) where n > 2: print("big \(n)")
  case .some(let n): print("small \(n)")
  case .none: print("missing")
  }
}
// expect: small 1
// expect: missing
// expect: big 3
