// Checks: [[1, 2], [], [3]].joined() is a FlattenSequence of the original (printed, its type, iterated, counted, mapped), of ranges, of an empty array; strings still join (it failed: 'requires the types [Int] and String be equivalent')
// joined() of a sequence of sequences: a FlattenSequence of the original, printed as Swift
// prints it, iterated, counted and mapped as its elements.
let rows = [[1, 2], [], [3]]
let flat = rows.joined()
print(flat)
print(type(of: flat))
for value in flat { print(value, terminator: ";") }
print()
print(flat.count, flat.map { $0 * 10 }, Array(flat).reversed(), flat.contains(3))
let spans = [0..<2, 5..<7]
print(Array(spans.joined()), spans.joined().reduce(0, +))
let words = [["a", "b"], ["c"]]
print(words.joined().joined(separator: "-"), words.map { $0.joined() }.joined(separator: "+"))
let empty: [[Int]] = []
print(Array(empty.joined()), empty.joined().isEmpty)
print(["x", "y"].joined(), ["x", "y"].joined(separator: ", "))
// expect: FlattenSequence<Array<Array<Int>>>(_base: [[1, 2], [], [3]])
// expect: FlattenSequence<Array<Array<Int>>>
// expect: 1;2;3;
// expect: 3 [10, 20, 30] ReversedCollection<Array<Int>>(_base: [1, 2, 3]) true
// expect: [0, 1, 5, 6] 12
// expect: a-b-c ab+c
// expect: [] true
// expect: xy x, y
