// Checks: a tuple pattern with more names than the tuple has elements
let record = (1, "ann")
let (id, name, age) = record
print(id, name, age)
// expect-diagnostic: '(Int, String)' is not convertible to '(Int, String, _)', tuples have a different number of elements
// expect-diagnostic-line: 3
