// Checks: the migration guide's account lookup and silent request, written with its T! declarations
// scenario: adal-2.7-signed-in
import MSAL

let application: MSALPublicClientApplication! = try MSALPublicClientApplication(configuration: workbookConfig)
let accountIdentifier: String! = "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
let scopes: [String]! = ["User.Read"]

do {
  let account = try application.account(forIdentifier: accountIdentifier)
  let parameters = MSALSilentTokenParameters(scopes: scopes, account: account)
  application.acquireTokenSilent(with: parameters) { (result, error) in
    guard let result = result, error == nil else {
      print("silent request failed")
      return
    }
    print("token for \(result.account.username ?? "nobody")")
  }
} catch let error as NSError {
  print("lookup failed: \(error.code)")
}
// expect: token for adele@contoso.com
