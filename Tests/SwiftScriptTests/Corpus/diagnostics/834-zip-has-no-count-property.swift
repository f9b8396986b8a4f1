// Checks: a zip's count is not a property: swiftc cannot infer count(where:)'s error type
// A zip has no `count` property: there `count` names Sequence's method `count(where:)`, whose
// error type swiftc cannot infer from a bare reference (the workbook printed the pairs' count).
let names = ["ada", "grace", "alan"]
let years = [1815, 1906]
let pairs = zip(names, years)
print(pairs.underestimatedCount)
print(pairs.count)
// expect-diagnostic: generic parameter 'E' could not be inferred
// expect-diagnostic-line: 8
