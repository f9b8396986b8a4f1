// Checks: a value read from userInfo is Any?, and is not a [String] until cast
import Foundation
let error = NSError(domain: "com.contoso.mail", code: 1, userInfo: ["declined": ["Payroll.Read"]])
var declined: [String] = []
declined = (error as NSError).userInfo["declined"]
print(declined)
// expect-diagnostic: cannot assign value of type 'Any?' to type '[String]'
// expect-diagnostic-line: 5
