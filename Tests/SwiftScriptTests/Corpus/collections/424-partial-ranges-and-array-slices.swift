// Checks: partial ranges as values and type names (PartialRangeThrough, PartialRangeFrom, PartialRangeUpTo), Range<Int> annotations, and the array members that take indices and ranges
let upToFive: PartialRangeThrough<Int> = ...5
let fromTen: PartialRangeFrom<Int> = 10...
let belowThree: PartialRangeUpTo<Int> = ..<3
print(upToFive.contains(5), upToFive.contains(6), fromTen.contains(10), belowThree.contains(3))
print(type(of: upToFive), type(of: fromTen), type(of: belowThree))
let window: Range<Int> = 2..<5
let closed: ClosedRange<Int> = 1...3
print(window.count, closed.count, type(of: window), type(of: closed))
var numbers = [1, 2, 3, 4, 5, 6, 7, 8]
print(numbers.prefix(upTo: 3), numbers.prefix(through: 3), numbers.suffix(from: 5))
print(numbers.prefix(while: { $0 < 4 }), numbers.drop(while: { $0 < 6 }))
numbers.insert(contentsOf: [10, 11], at: 2)
print(numbers)
numbers.removeSubrange(0..<2)
print(numbers)
numbers.replaceSubrange(1...2, with: [0])
print(numbers)
numbers.removeFirst(2)
numbers.removeLast(2)
print(numbers, numbers[...1], numbers[1...])
switch 7 {
case ...0: print("not positive")
case 1..<5: print("small")
case 5...: print("large")
default: print("unreachable")
}
// expect: true false true false
// expect: PartialRangeThrough<Int> PartialRangeFrom<Int> PartialRangeUpTo<Int>
// expect: 3 3 Range<Int> ClosedRange<Int>
// expect: [1, 2, 3] [1, 2, 3, 4] [6, 7, 8]
// expect: [1, 2, 3] [6, 7, 8]
// expect: [1, 2, 10, 11, 3, 4, 5, 6, 7, 8]
// expect: [10, 11, 3, 4, 5, 6, 7, 8]
// expect: [10, 0, 4, 5, 6, 7, 8]
// expect: [4, 5, 6] [4, 5] [5, 6]
// expect: large
