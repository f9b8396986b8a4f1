// Checks: a generic typealias given more type arguments than it has parameters: swiftc's count
typealias Pair<T> = (T, T)
let p: Pair<Int, Int> = (1, 2)
print(p)
// expect-diagnostic: generic type 'Pair' specialized with too many type parameters (got 2, but expected 1)
// expect-diagnostic-line: 3
