// Checks: preconditionFailure and assertionFailure print "Fatal error: message" (not their names), after earlier output
func scope(for index: Int) -> String {
  switch index {
  case 0: return "User.Read"
  case 1: return "Mail.Read"
  default: preconditionFailure("no scope at \(index)")
  }
}
print(scope(for: 1))
// expect: Mail.Read
print(scope(for: 7))
// expect-fault: no scope at 7
