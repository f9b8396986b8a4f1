// Checks: the migration guide's forms run unchanged against the ADAL 2.6 user: creation in do/catch,
// allAccounts() with count checks, lookup by identifier with a username fallback, and
// acquireTokenSilent with a typed completion block (the simulation calls it before returning).
// scenario: adal-2.6-signed-in
import MSAL

let config = workbookConfig
let savedIdentifier = "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
do {
  let application = try MSALPublicClientApplication(configuration: config)

  let accounts = try application.allAccounts()
  if accounts.count == 0 {
    print("no accounts")
  } else if accounts.count == 1 {
    print("one account: \(accounts[0].username ?? "?")")
  } else {
    print("\(accounts.count) accounts")
  }

  var account: MSALAccount?
  if let found = try? application.account(forIdentifier: savedIdentifier) {
    account = found
    print("found by identifier")
  } else {
    account = try application.account(forUsername: "adele@contoso.com")
    print("found by username")
  }

  if let account = account {
    let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)
    application.acquireTokenSilent(with: parameters) { (result: MSALResult?, error: Error?) in
      if let accessToken = result?.accessToken {
        assert(!accessToken.isEmpty, "a token came back")
        print("silent: \(result!.account.username!)")
        print(result!.account.identifier!)
        return
      }
      guard let error = error else { return }
      let nsError = error as NSError
      if nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired.rawValue {
        assert(true, "interaction is required")
        print("interaction required")
      }
    }
  }
} catch let error as NSError {
  print("Unable to create application: \(error.domain) \(error.code)")
}
// expect: one account: adele@contoso.com
// expect: found by username
// expect: silent: adele@contoso.com
// expect: a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b
