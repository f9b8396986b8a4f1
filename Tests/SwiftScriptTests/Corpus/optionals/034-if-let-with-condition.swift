// Checks: if let with extra boolean conditions and multiple bindings
let input: String? = "25"
if let text = input, let n = Int(text), n > 18 {
  print("adult \(n)")
}
// expect: adult 25
let other: String? = "12"
if let text = other, let n = Int(text), n > 18 {
  print("adult \(n)")
} else {
  print("not an adult")
}
// expect: not an adult
let x: Int? = 4, y: Int? = nil
if let x, let y {
  print(x + y)
} else {
  print("one is nil")
}
// expect: one is nil
