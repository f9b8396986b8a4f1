// Checks: reversed() of a bidirectional collection, enumerated() and zip are views: print and type(of:) show Swift's ReversedCollection, EnumeratedSequence, Zip2Sequence (they printed arrays); everything else takes their elements (an array expected, ==, a subscript, members, for-in, String(...))
// reversed(), enumerated() and zip(_:_:) are views: they print as Swift's types, and give their elements to everything else.
let names = ["Ana", "Bo", "Cy"]
let word = "swift"
print(names.reversed())
print(word.reversed(), (1...4).reversed(), names.enumerated(), zip(names, 1...3))
print(type(of: names.reversed()), type(of: word.enumerated()), type(of: zip(names, names)))
let backwards: [String] = names.reversed()
print(backwards, String(word.reversed()), Array(names.enumerated()).count)
func shout(_ items: [String]) -> String { items.joined(separator: "!") }
print(shout(names.reversed()), names.reversed().joined(separator: "-"), word.reversed().map { $0.uppercased() })
for (index, name) in names.enumerated().reversed() { print(index, name, terminator: " ") }
print()
for (name, number) in zip(names, [10, 20]) { print(name, number, terminator: " ") }
print()
let pairs = zip(names, [1, 2, 3])
print(pairs.map { "\($0)\($1)" }, Dictionary(uniqueKeysWithValues: pairs).count)
print(names.reversed().first!, names.reversed()[0], names.reversed() == ["Cy", "Bo", "Ana"], names.reversed().contains("Bo"))
print([names.reversed()], Optional(word.reversed()) as Any)
print(Set(names).reversed().count, ["k": 1].reversed().count, names.reversed().count)
var total = 0
for (i, x) in [3, 4].enumerated() { total += i * x }
print(total)
// expect: ReversedCollection<Array<String>>(_base: ["Ana", "Bo", "Cy"])
// expect: ReversedCollection<String>(_base: "swift") ReversedCollection<ClosedRange<Int>>(_base: ClosedRange(1...4)) EnumeratedSequence<Array<String>>(_base: ["Ana", "Bo", "Cy"]) Zip2Sequence<Array<String>, ClosedRange<Int>>(_sequence1: ["Ana", "Bo", "Cy"], _sequence2: ClosedRange(1...3))
// expect: ReversedCollection<Array<String>> EnumeratedSequence<String> Zip2Sequence<Array<String>, Array<String>>
// expect: ["Cy", "Bo", "Ana"] tfiws 3
// expect: Cy!Bo!Ana Cy-Bo-Ana ["T", "F", "I", "W", "S"]
// expect: 2 Cy 1 Bo 0 Ana 
// expect: Ana 10 Bo 20 
// expect: ["Ana1", "Bo2", "Cy3"] 3
// expect: Cy Cy true true
// expect: [Swift.ReversedCollection<Swift.Array<Swift.String>>(_base: ["Ana", "Bo", "Cy"])] Optional(Swift.ReversedCollection<Swift.String>(_base: "swift"))
// expect: 3 1 3
// expect: 4
