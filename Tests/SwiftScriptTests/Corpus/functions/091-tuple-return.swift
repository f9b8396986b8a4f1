// Checks: returning several values as a labelled tuple and destructuring the result
func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
  guard var lo = values.first else { return nil }
  var hi = lo
  for v in values {
    if v < lo { lo = v }
    if v > hi { hi = v }
  }
  return (lo, hi)
}
if let r = minMax([8, -3, 12, 5]) {
  print(r.min, r.max)
}
// expect: -3 12
let (lo, hi) = minMax([4])!
print(lo, hi)
// expect: 4 4
print(minMax([]) == nil)
// expect: true
