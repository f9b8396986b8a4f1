// Checks: a trap in a key type's own == while a dictionary compares keys ends the program there
struct Key: Hashable {
  let id: Int
  static func == (a: Key, b: Key) -> Bool {
    let table = [1, 2]
    return table[a.id] == table[b.id]
  }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}
var names: [Key: String] = [:]
names[Key(id: 0)] = "zero"
names[Key(id: 1)] = "one"
print(names.count, names[Key(id: 0)]!)
names[Key(id: 5)] = "five"
print("unreached")
// expect: 2 zero
// expect-fault: Index out of range
