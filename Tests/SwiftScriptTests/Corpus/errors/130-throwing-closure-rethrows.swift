// Checks: map with a throwing closure needs try; the first error stops it
enum E: Error { case negative(Int) }
func check(_ n: Int) throws -> Int {
  if n < 0 { throw E.negative(n) }
  return n * 2
}
do {
  let ok = try [1, 2, 3].map { try check($0) }
  print(ok)
  let bad = try [4, -5, -6].map(check)
  print(bad)
} catch {
  print("error: \(error)")
}
// expect: [2, 4, 6]
// expect: error: negative(-5)
