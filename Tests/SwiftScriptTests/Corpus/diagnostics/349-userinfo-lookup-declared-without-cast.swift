// Checks: a declaration typed String cannot take the Any? of a dictionary lookup
import Foundation
let error = NSError(domain: "com.contoso.mail", code: 1, userInfo: ["reason": "consent"])
let info = error.userInfo
let reason: String = info["reason"]
print(reason)
// expect-diagnostic: cannot convert value of type 'Any?' to specified type 'String'
// expect-diagnostic-line: 5
