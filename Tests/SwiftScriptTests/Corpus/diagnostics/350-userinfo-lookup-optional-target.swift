// Checks: an optional target does not take Any? either (swiftc words it as an assignment)
import Foundation
let error = NSError(domain: "com.contoso.mail", code: 1, userInfo: ["scopes": ["User.Read"]])
let scopes: [String]? = error.userInfo["scopes"]
print(scopes ?? [])
// expect-diagnostic: cannot assign value of type 'Any?' to type '[String]?'
// expect-diagnostic-line: 4
