// Checks: an NSError constant initialized from a caught error
import Foundation
do {
  throw NSError(domain: "MSALErrorDomain", code: -50000)
} catch {
  let nsError: NSError = error
  print(nsError.code)
}
// expect-diagnostic: cannot convert value of type 'any Error' to specified type 'NSError'
// expect-diagnostic-line: 6
