// Checks: CaseIterable allCases order and count
enum Color: CaseIterable {
  case red, green, blue
}
print(Color.allCases.count)
// expect: 3
for c in Color.allCases {
  print(c)
}
// expect: red
// expect: green
// expect: blue
print(Color.allCases)
// expect: [main.Color.red, main.Color.green, main.Color.blue]
print(Color.allCases.firstIndex(of: .blue)!)
// expect: 2
