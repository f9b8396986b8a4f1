// Checks: the Objective-C habit of an NSError ** argument; in Swift the initializer throws
// scenario: fresh
import MSAL

var error: NSError?
let application = MSALPublicClientApplication(configuration: workbookConfig, error: &error)
print(application)
// expect-diagnostic: extra argument 'error' in call
// expect-diagnostic-line: 6
