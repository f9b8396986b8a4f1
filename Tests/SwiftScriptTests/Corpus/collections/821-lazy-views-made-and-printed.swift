// Checks: lazy of arrays, ranges, sets, dictionaries and strings; map, filter, compactMap; print and type(of:) of lazy views; forEach, reduce, contains, first(where:), allSatisfy
// .lazy of arrays, ranges, sets, dictionaries and strings; map, filter, compactMap; printing
// a lazy view and its type (a map whose closure declares its result type); forEach, reduce,
// contains, first(where:), allSatisfy, count and first of a compactMap.
let lazyWords = ["a", "bb", "ccc"]
let lazyLengths = lazyWords.lazy.map { (w: String) -> Int in print("measuring", w); return w.count }
print("made")
print(lazyLengths.first!)
print(Array(lazyLengths))
let firstLong = lazyWords.lazy.filter { print("test", $0); return $0.count > 1 }.first
print(firstLong!)
print(lazyWords.lazy)
print(type(of: lazyLengths))
print((1...5).lazy.map { $0 * 2 }.filter { $0 > 4 }.reduce(0, +))
for x in (1...3).lazy.map({ $0 * 10 }) { print(x) }
print(lazyWords.lazy.compactMap { Int($0) }.count)
let s: Set = [3]
let d = ["k": 1]
print(Array(s.lazy.map { $0 * 2 }), Array(d.lazy.map { $0.key }), Array("ab".lazy.map { $0.uppercased() }))
let names = ["ann", "bob", "cy"]
let upper = names.lazy.filter { $0.count == 3 }.map { $0.uppercased() }
for (i, n) in upper.enumerated() { print(i, n) }
print(upper.contains("BOB"), upper.first(where: { $0.hasPrefix("A") })!, upper.allSatisfy { $0.count == 3 })
let evens = (1...10).lazy.compactMap { $0 % 2 == 0 ? $0 * 100 : nil }
print(evens.count, evens.first!, evens.last!, evens.reduce(0, +))
print(names.lazy.map { (s: String) -> Int in s.count }.isEmpty, names.lazy.filter { $0.isEmpty }.isEmpty)
print(names.lazy.map { (s: String) -> Int in s.count })
print(names.lazy.filter { $0 != "bob" })
print(type(of: names.lazy), type(of: names.lazy.filter { $0.isEmpty }))
names.lazy.map { (s: String) -> String in "<" + s + ">" }.forEach { print($0) }
print(upper.sorted(), upper.joined(separator: "+"), upper.max()!)
// expect: made
// expect: measuring a
// expect: 1
// expect: measuring a
// expect: measuring bb
// expect: measuring ccc
// expect: [1, 2, 3]
// expect: test a
// expect: test bb
// expect: bb
// expect: LazySequence<Array<String>>(_base: ["a", "bb", "ccc"])
// expect: LazyMapSequence<Array<String>, Int>
// expect: 24
// expect: 10
// expect: 20
// expect: 30
// expect: 0
// expect: [6] ["k"] ["A", "B"]
// expect: 0 ANN
// expect: 1 BOB
// expect: true ANN true
// expect: 5 200 1000 3000
// expect: false true
// expect: LazyMapSequence<Array<String>, Int>(_base: ["ann", "bob", "cy"], _transform: (Function))
// expect: LazyFilterSequence<Array<String>>(_base: ["ann", "bob", "cy"], _predicate: (Function))
// expect: LazySequence<Array<String>> LazyFilterSequence<Array<String>>
// expect: <ann>
// expect: <bob>
// expect: <cy>
// expect: ["ANN", "BOB"] ANN+BOB BOB
