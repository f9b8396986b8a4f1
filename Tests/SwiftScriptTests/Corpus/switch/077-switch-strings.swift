// Checks: switch over String values with default
func command(_ s: String) -> String {
  switch s.lowercased() {
  case "start", "go":
    return "starting"
  case "stop":
    return "stopping"
  case "":
    return "empty"
  default:
    return "unknown: \(s)"
  }
}
print(command("GO"))
// expect: starting
print(command("stop"))
// expect: stopping
print(command(""))
// expect: empty
print(command("Jump"))
// expect: unknown: Jump
