// Checks: catching an NSError created with NSError(domain:code:userInfo:) and reading domain and code
import Foundation
func load() throws {
  throw NSError(domain: "com.example.store", code: 42, userInfo: nil)
}
do {
  try load()
} catch let error as NSError {
  print(error.domain)
  print(error.code)
}
// expect: com.example.store
// expect: 42
let e = NSError(domain: "D", code: -1, userInfo: [:])
print(e.domain, e.code)
// expect: D -1
