// Checks: NSError(domain:code:) takes userInfo's default; error as NSError reads domain and code
import Foundation
do {
  throw NSError(domain: "MSALErrorDomain", code: -50002)
} catch {
  let nsError = error as NSError
  print(nsError.domain, nsError.code, nsError.userInfo.isEmpty)
  print(error.localizedDescription.isEmpty)
}
// expect: MSALErrorDomain -50002 true
// expect: false
