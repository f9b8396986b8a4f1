// Checks: a missing label before a trailing closure
func repeatTimes(times: Int, body: () -> Void) {
  for _ in 0..<times { body() }
}
repeatTimes(2) {
  print("hi")
}
// expect-diagnostic: missing argument label 'times:' in call
// expect-diagnostic-line: 5
// expect-diagnostic-column: 12
