// Checks: a catch pattern naming a case of an enum that is not an Error
enum Status: Int { case interactionRequired = -50002 }
func refresh() throws {}
do {
  try refresh()
} catch Status.interactionRequired {
  print("interaction")
}
// expect-diagnostic: pattern of type 'Status' cannot match 'any Error'
// expect-diagnostic-line: 6
