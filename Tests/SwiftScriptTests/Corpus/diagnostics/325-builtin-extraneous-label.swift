// Checks: a label a standard method declared once does not have
let scopes = ["User.Read", "Mail.Read"]
print(scopes.contains(scope: "Mail.Read"))
// expect-diagnostic: extraneous argument label 'scope:' in call
// expect-diagnostic-line: 3
