// Checks: an optional used as an if condition
let scores = ["ann": 3]
let score = scores["ann"]
if score {
  print("found")
}
// expect-diagnostic: optional type 'Int?' cannot be used as a boolean; test for '!= nil' instead
// expect-diagnostic-line: 4
// expect-diagnostic-column: 4
