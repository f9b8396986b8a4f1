// Checks: subscripts with an argument label, overloads by type, a setter's own value name, and a class's subscript inherited
class Registry {
  var names: [String: String] = [:]
  subscript(key key: String) -> String? {
    get { names[key] }
    set(updated) { names[key] = updated }
  }
  subscript(index: Int) -> String {
    names.keys.sorted()[index]
  }
}
class CountingRegistry: Registry {
  var reads = 0
}
let registry = CountingRegistry()
registry[key: "b"] = "Bee"
registry[key: "a"] = "Ay"
print(registry[key: "a"] ?? "none", registry[key: "z"] ?? "none")
print(registry[0], registry[1])
registry[key: "a"] = nil
print(registry.names.count)

struct Grid {
  var cells: [[Character]] = [["a", "b"], ["c", "d"]]
  subscript(row: Int) -> [Character] { cells[row] }
  subscript(row: Int, column: Int) -> Character {
    get { cells[row][column] }
    set { cells[row][column] = newValue }
  }
}
var grid = Grid()
grid[1, 1] = "z"
print(grid[1], grid[0, 1], String(grid[1]))
// expect: Ay none
// expect: a b
// expect: 1
// expect: ["c", "z"] b cz
