// Checks: a switch over an enum that forgets a case
enum Coin { case penny, nickel, dime }
func value(_ c: Coin) -> Int {
  switch c {
  case .penny: return 1
  case .nickel: return 5
  }
}
print(value(.dime))
// expect-diagnostic: switch must be exhaustive
// expect-diagnostic-line: 4
