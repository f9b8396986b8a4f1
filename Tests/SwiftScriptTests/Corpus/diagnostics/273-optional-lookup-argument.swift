// Checks: passing a dictionary lookup (an optional) where an Int is needed
func square(_ n: Int) -> Int {
  n * n
}
let ages = ["ann": 31]
print(square(ages["ann"]))
// expect-diagnostic: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// expect-diagnostic-line: 6
// expect-diagnostic-column: 18
