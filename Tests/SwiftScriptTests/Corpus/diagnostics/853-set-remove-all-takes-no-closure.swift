// Checks: a Set has removeAll() but no removeAll(where:): a trailing closure is one too many
var seen: Set<Int> = [1, 2, 3]
seen.removeAll { $0 > 1 }
print(seen)
// expect-diagnostic: extra trailing closure passed in call
// expect-diagnostic-line: 3
