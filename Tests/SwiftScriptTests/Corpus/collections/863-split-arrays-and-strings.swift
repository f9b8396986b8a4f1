// Checks: split(separator:maxSplits:omittingEmptySubsequences:) and split(whereSeparator:) of arrays (ArraySlices keeping indices) and strings; ArraySlice<Int> as a written type
// An array splits into slices that keep its indices; a string into substrings.
let numbers = [1, 2, 0, 3, 4, 0, 5]
let parts = numbers.split(separator: 0)
print(parts)
print(parts.count, parts[1], parts[1].startIndex, parts[1][3])
print(numbers.split(whereSeparator: { $0 == 0 }).map { $0.reduce(0, +) })
print(numbers.split(separator: 0, maxSplits: 1))
print([0, 0, 1, 0].split(separator: 0, omittingEmptySubsequences: false))
print([0, 0, 1, 0].split(separator: 0))
print([Int]().split(separator: 0))
let s: ArraySlice<Int> = numbers[2...4]
print(s, s.startIndex, s.endIndex, Array(s))
func total(_ part: ArraySlice<Int>) -> Int { part.reduce(0, +) }
print(total(numbers[1...]))
print("a,,b,c".split(separator: ",", omittingEmptySubsequences: false))
print("a,,b,c".split(separator: ",", maxSplits: 1))
print("key=value=more".split(separator: "=", maxSplits: 1).map(String.init))
print("one  two".split { $0 == " " })
print("a--b--c".split(separator: "--"))
let lines = "x 1\ny 2\n\nz 3"
for line in lines.split(separator: "\n") {
  let fields = line.split(separator: " ")
  print(fields[0], Int(fields[1])! * 10)
}
// expect: [ArraySlice([1, 2]), ArraySlice([3, 4]), ArraySlice([5])]
// expect: 3 [3, 4] 3 3
// expect: [3, 7, 5]
// expect: [ArraySlice([1, 2]), ArraySlice([3, 4, 0, 5])]
// expect: [ArraySlice([]), ArraySlice([]), ArraySlice([1]), ArraySlice([])]
// expect: [ArraySlice([1])]
// expect: []
// expect: [0, 3, 4] 2 5 [0, 3, 4]
// expect: 14
// expect: ["a", "", "b", "c"]
// expect: ["a", ",b,c"]
// expect: ["key", "value=more"]
// expect: ["one", "two"]
// expect: ["a", "b", "c"]
// expect: x 10
// expect: y 20
// expect: z 30
