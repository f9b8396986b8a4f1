// Checks: a method whose last path does not return
struct Grader {
  func grade(_ score: Int) -> String {
    if score >= 50 {
      return "pass"
    }
  }
}
print(Grader().grade(70))
// expect-diagnostic: missing return in instance method expected to return 'String'
// expect-diagnostic-line: 7
// expect-diagnostic-column: 3
