// Checks: interactive parameters need web view parameters in MSAL for iOS
// scenario: fresh
import MSAL

let application = try MSALPublicClientApplication(configuration: workbookConfig)
let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"])
print(parameters.scopes)
// expect-diagnostic: missing argument for parameter 'webviewParameters' in call
// expect-diagnostic-line: 6
