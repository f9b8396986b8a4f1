// Checks: a dictionary's value is optional: += needs a default or an unwrap (it failed with 'Any?' when it ran)
var scores = [String: Int]()
scores["ann"] += 10
print(scores)
// expect-diagnostic: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// expect-diagnostic-line: 3
