// Checks: an NSError member read on any Error
import Foundation
let probe: Error = NSError(domain: "MSALErrorDomain", code: -50002)
print(probe.domain)
// expect-diagnostic: value of type 'any Error' has no member 'domain'
// expect-diagnostic-line: 4
