// Checks: account(forUserName:) for account(forUsername:): no overload fits, swiftc lists the candidates
// scenario: adal-2.6-signed-in
import MSAL

let application = try MSALPublicClientApplication(configuration: workbookConfig)
let account = try application.account(forUserName: "adele@contoso.com")
print(account.username)
// expect-diagnostic: no exact matches in call to instance method 'account'
// expect-diagnostic-line: 6
