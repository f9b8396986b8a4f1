// Checks: cast from userInfo's Any? with as?, and keep it as Any without a cast
import Foundation
let error = NSError(domain: "com.contoso.mail", code: 1, userInfo: ["scopes": ["User.Read"]])
let scopes: [String] = error.userInfo["scopes"] as? [String] ?? []
let anything: Any? = error.userInfo["scopes"]
let missing = error.userInfo["nothing"] as? [String]
print(scopes, anything != nil, missing == nil)
// expect: ["User.Read"] true true
