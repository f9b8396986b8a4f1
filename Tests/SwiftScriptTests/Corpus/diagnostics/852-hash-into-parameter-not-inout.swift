// Checks: hash(into:) whose Hasher parameter is not inout cannot combine into it
struct Badge: Hashable {
  var number: Int
  func hash(into hasher: Hasher) { hasher.combine(number) }
}
print(Badge(number: 1) == Badge(number: 1))
// expect-diagnostic: cannot use mutating member on immutable value: 'hasher' is a 'let' constant
// expect-diagnostic-line: 4
