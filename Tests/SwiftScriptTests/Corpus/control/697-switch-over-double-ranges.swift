// Checks: switch and if case over Double ranges (one-sided too), a range of a Comparable struct shown by its description, a ClosedRange<Character> written with string literals
struct Version: Comparable, CustomStringConvertible {
  let major: Int
  static func < (a: Version, b: Version) -> Bool { a.major < b.major }
  var description: String { "v\(major)" }
}
func grade(_ score: Double) -> String {
  switch score {
  case 90.0...: return "A"
  case 80.0..<90.0: return "B"
  case ..<50.0: return "F"
  default: return "C"
  }
}
func check() {
  for s in [95.5, 85, 60.25, 12] { print(s, grade(s)) }
  let supported = Version(major: 2)...Version(major: 4)
  print(supported, supported.contains(Version(major: 3)), supported.contains(Version(major: 5)))
  let letters: ClosedRange<Character> = "a"..."f"
  var inside = 0
  for ch in "swift code" where letters.contains(ch) { inside += 1 }
  print(inside)
  let temperature = 21.5
  if (18.0...24.0).contains(temperature) { print("comfortable") }
  if case 20.0..<22.0 = temperature { print("just right") }
  let unit = 0.0...1.0
  print(unit.lowerBound, unit.upperBound, unit.isEmpty, (1.0..<1.0).isEmpty)
}
check()
// expect: 95.5 A
// expect: 85.0 B
// expect: 60.25 C
// expect: 12.0 F
// expect: v2...v4 true false
// expect: 4
// expect: comfortable
// expect: just right
// expect: 0.0 1.0 false true
