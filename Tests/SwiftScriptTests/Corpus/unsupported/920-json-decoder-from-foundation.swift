// Checks: Foundation's JSONDecoder (and the other Foundation types the workbook does not model) is reported as not supported before anything runs, not as a name swiftc cannot find
import Foundation
struct Token: Codable { let scope: String; let expiresIn: Int }
let json = #"{"scope":"user.read","expiresIn":3599}"#
let token = try! JSONDecoder().decode(Token.self, from: Data(json.utf8))
print(token.scope, token.expiresIn)
// expect: user.read 3599
// expect-unsupported: Foundation's 'JSONDecoder' is not supported in the workbook
