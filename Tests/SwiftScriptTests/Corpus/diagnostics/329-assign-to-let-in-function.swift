// Checks: assigning to a let constant inside a function that is never called
func rename() {
  let username = "adele@contoso.com"
  username = "alex@contoso.com"
  print(username)
}
print("unreachable")
// expect-diagnostic: cannot assign to value: 'username' is a 'let' constant
// expect-diagnostic-line: 4
