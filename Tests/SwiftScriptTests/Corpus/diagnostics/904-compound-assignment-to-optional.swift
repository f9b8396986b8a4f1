// Checks: += on an Int? must unwrap it
var visits: Int? = 0
visits += 1
print(visits as Any)
// expect-diagnostic: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// expect-diagnostic-line: 3
