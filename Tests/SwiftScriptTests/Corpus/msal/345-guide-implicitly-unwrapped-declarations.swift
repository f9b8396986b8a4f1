// Checks: the migration guide's own declarations, 'let application: MSALPublicClientApplication!', run as Swift runs them
// scenario: fresh
import MSAL
let config = workbookConfig
let application: MSALPublicClientApplication! = try MSALPublicClientApplication(configuration: config)
let accounts = try application.allAccounts()
print(accounts.count)
let accountIdentifier: String! = "a11ce000"
print(accountIdentifier)
print("\(accountIdentifier)")
let n: Int! = 3
print(n + 1)
if let v = n { print(v) }
print(n ?? 0)
let upper = accountIdentifier.uppercased()
print(upper)
func take(_ s: String) -> Int { s.count }
print(take(accountIdentifier))
let missing: String! = nil
print(missing.count)
// expect: 0
// expect: Optional("a11ce000")
// expect: Optional("a11ce000")
// expect: 4
// expect: 3
// expect: 3
// expect: A11CE000
// expect: 8
// expect-fault: Unexpectedly found nil while implicitly unwrapping an Optional value
