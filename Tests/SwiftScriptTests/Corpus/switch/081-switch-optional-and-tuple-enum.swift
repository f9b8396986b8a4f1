// Checks: switch on a tuple of enums and nil in an optional switch
enum Light { case red, green }
func action(_ light: Light, _ pedestrian: Bool) -> String {
  switch (light, pedestrian) {
  case (.green, false): return "drive"
  case (.green, true): return "wait for walker"
  case (.red, _): return "stop"
  }
}
print(action(.green, false), action(.green, true), action(.red, true))
// expect: drive wait for walker stop
for maybe in [nil, 8] as [Int?] {
  switch maybe {
  case nil: print("nil")
  case let v?: print(v)
  }
}
// expect: nil
// expect: 8
