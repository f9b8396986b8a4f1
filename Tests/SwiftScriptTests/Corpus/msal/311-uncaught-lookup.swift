// Checks: an account lookup that finds nothing throws (real MSAL returns nil without an error, which
// Swift turns into a thrown error); uncaught at top level, it ends the script with Swift's message
// scenario: fresh
import MSAL

let application = try MSALPublicClientApplication(configuration: workbookConfig)
print("looking up")
let account = try application.account(forIdentifier: "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b")
print("unreachable")
// expect: looking up
// expect-fault: Error raised at top level: MSAL._GenericObjCError.nilError
