// Checks: default covers remaining enum cases; switch used as an expression
enum Weekday: Int { case mon = 1, tue, wed, thu, fri, sat, sun }
func isWeekend(_ d: Weekday) -> Bool {
  switch d {
  case .sat, .sun: return true
  default: return false
  }
}
print(isWeekend(.sat), isWeekend(.wed))
// expect: true false
let d = Weekday.fri
let label = switch d {
case .fri: "almost"
default: "not yet"
}
print(label, d.rawValue)
// expect: almost 5
