// Checks: a closure whose single expression does not give the result type its annotation says
let describe: (Int) -> String = { seconds in seconds + 1 }
print(describe(3600))
// expect-diagnostic: cannot convert value of type 'Int' to closure result type 'String'
// expect-diagnostic-line: 2
// expect-diagnostic-column: 54
