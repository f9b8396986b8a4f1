// Checks: leaving out the first argument when a later one is given
func paint(color: String, times: Int = 1) {
  print(color, times)
}
paint(times: 2)
// expect-diagnostic: missing argument for parameter 'color' in call
// expect-diagnostic-line: 5
// expect-diagnostic-column: 7
