// Checks: a caught error stored in an NSError? variable, as Objective-C code did
import Foundation
var initError: NSError?
do {
  throw NSError(domain: "MSALErrorDomain", code: -50000)
} catch {
  initError = error
}
print(initError as Any)
// expect-diagnostic: cannot assign value of type 'any Error' to type 'NSError'
// expect-diagnostic-line: 7
