// Checks: fatalError stops the program with its message
enum Mode { case fast, slow }
func speed(_ m: Mode) -> Int {
  switch m {
  case .fast: return 10
  case .slow: fatalError("slow mode is not supported yet")
  }
}
print(speed(.fast))
// expect: 10
print(speed(.slow))
// expect-fault: slow mode is not supported yet
