// Checks: a method that takes no arguments given one
let scopes = ["User.Read", "Mail.Read"]
for pair in scopes.enumerated(1) { print(pair) }
// expect-diagnostic: argument passed to call that takes no arguments
// expect-diagnostic-line: 3
