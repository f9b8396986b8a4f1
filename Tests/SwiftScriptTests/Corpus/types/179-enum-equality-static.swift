// Checks: comparing simple enum cases with == and static members on an enum
enum Status: String {
  case active, inactive
  static let fallback = Status.inactive
  static func parse(_ s: String) -> Status {
    Status(rawValue: s.lowercased()) ?? fallback
  }
}
print(Status.parse("ACTIVE") == .active)
// expect: true
print(Status.parse("bogus"))
// expect: inactive
print(Status.active != Status.inactive)
// expect: true
