// Checks: a closure that captured a collection variable sees its later changes, and a captured copy does not
var log: [String] = []
let record = { (line: String) in log.append(line) }
record("one")
log.append("two")
record("three")
print(log)
var numbers = [1, 2]
let copy = numbers
let addTen = { numbers.append(10) }
addTen()
print(copy, numbers)
func fill(_ list: inout [Int], upTo n: Int) {
  for i in 0..<n { list.append(i) }
}
var filled: [Int] = []
let empty = filled
fill(&filled, upTo: 3)
print(empty, filled)
// expect: ["one", "two", "three"]
// expect: [1, 2] [1, 2, 10]
// expect: [] [0, 1, 2]
