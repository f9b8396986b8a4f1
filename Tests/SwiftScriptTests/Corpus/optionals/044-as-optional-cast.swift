// Checks: as? conditional casts from Any give optionals
let things: [Any] = [1, "two", 3.0, [4]]
for t in things {
  if let i = t as? Int {
    print("Int \(i)")
  } else if let s = t as? String {
    print("String \(s)")
  } else if t is Double {
    print("Double")
  } else {
    print("other")
  }
}
// expect: Int 1
// expect: String two
// expect: Double
// expect: other
print((things[1] as? Int) as Any)
// expect: nil
