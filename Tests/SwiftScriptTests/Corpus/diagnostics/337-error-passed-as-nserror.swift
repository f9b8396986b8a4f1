// Checks: a caught error passed where an NSError is needed
import Foundation
func describe(_ error: NSError) -> String { "\(error.domain) \(error.code)" }
do {
  throw NSError(domain: "MSALErrorDomain", code: -50000)
} catch {
  print(describe(error))
}
// expect-diagnostic: cannot convert value of type 'any Error' to expected argument type 'NSError'
// expect-diagnostic-line: 7
