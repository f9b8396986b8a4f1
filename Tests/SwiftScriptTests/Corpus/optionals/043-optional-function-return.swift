// Checks: functions returning optionals and chaining their results
func find(_ needle: Int, in list: [Int]) -> Int? {
  for (i, v) in list.enumerated() where v == needle {
    return i
  }
  return nil
}
let data = [4, 8, 15, 16]
print(find(15, in: data) as Any)
// expect: Optional(2)
print(find(42, in: data) as Any)
// expect: nil
if let i = find(8, in: data) {
  print("at \(i)")
}
// expect: at 1
print(find(16, in: data).map { data[$0] } ?? 0)
// expect: 16
