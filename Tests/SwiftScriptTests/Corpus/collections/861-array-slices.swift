// Checks: an array's range subscript, prefix, suffix, dropFirst and dropLast give an ArraySlice: printed as its elements, ArraySlice([…]) inside a collection, type ArraySlice<Int> (they were arrays: [[8, 7]], Array<Int>), the array's indices (firstIndex(of:) too), Array(slice) an array; in a loop; tail[0] traps
// ArraySlice: what an array's range subscript, prefix, suffix, dropFirst and dropLast give. It
// prints as its elements, shows as ArraySlice([…]) inside a collection, names its type, and keeps
// the array's indices.
let numbers = [8, 7, 5, 1]
let tail = numbers.dropFirst()
print(tail, [tail], type(of: tail), tail.startIndex, tail[1], tail.first!)
let middle = numbers[1...2]
print(middle, type(of: middle), middle.indices, middle.startIndex, middle.endIndex)
print([numbers.prefix(2), numbers.suffix(2)], numbers.suffix(2).startIndex, numbers.dropLast(3))
debugPrint(numbers.prefix(3))
print("\(numbers.prefix(1))", String(describing: numbers.suffix(1)))
let copy = Array(middle)
print(copy, type(of: copy), copy.startIndex, middle.map { $0 * 2 }, type(of: middle.map { $0 }))
var growing = numbers[2...]
growing.append(9)
print(growing, type(of: growing), growing.count)
for (offset, value) in numbers.dropFirst(2).enumerated() { print(offset, value) }
print(middle.sorted(), middle.reduce(0, +), middle.contains(7), middle.firstIndex(of: 5)!)
let lines = [[1, 2], [3]]
print(lines.map { $0.dropFirst() })
var kinds: [String] = []
let five = numbers + [4]
for i in 0..<3 {
  let part = five[i...]
  let head = five.prefix(i)
  kinds.append("\(type(of: part)) \(part.startIndex) \(part.firstIndex(of: 1)!) \([head])")
}
print(kinds)
print(tail[0])
// expect: [7, 5, 1] [ArraySlice([7, 5, 1])] ArraySlice<Int> 1 7 7
// expect: [7, 5] ArraySlice<Int> 1..<3 1 3
// expect: [ArraySlice([8, 7]), ArraySlice([5, 1])] 2 [8]
// expect: ArraySlice([8, 7, 5])
// expect: [8] [1]
// expect: [7, 5] Array<Int> 0 [14, 10] Array<Int>
// expect: [5, 1, 9] ArraySlice<Int> 3
// expect: 0 5
// expect: 1 1
// expect: [5, 7] 12 true 2
// expect: [ArraySlice([2]), ArraySlice([])]
// expect: ["ArraySlice<Int> 0 3 [ArraySlice([])]", "ArraySlice<Int> 1 3 [ArraySlice([8])]", "ArraySlice<Int> 2 3 [ArraySlice([8, 7])]"]
// expect-fault: Index out of bounds
