// A zip is a Sequence, not a Collection: a collection's own properties (isEmpty, last, indices)
// are swiftc's "has no member" (the workbook answered them from the elements). Its sequence
// members still work.
let names = ["ada", "grace"]
let years = [1815, 1906]
let pairs = zip(names, years)
print(pairs.map { "\($0) \($1)" }, pairs.underestimatedCount)
print(pairs.isEmpty)
// expect-diagnostic: value of type 'Zip2Sequence<[String], [Int]>' has no member 'isEmpty'
// expect-diagnostic-line: 8
