// Checks: a dictionary lookup is optional: compared with < it must be unwrapped
let ages = ["ann": 31]
if ages["ann"] < 40 {
  print("young")
}
// expect-diagnostic: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// expect-diagnostic-line: 3
