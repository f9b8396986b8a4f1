// Checks: an empty client id is rejected before anything else, as an invalid parameter
import Foundation
import MSAL

func makeApplication(clientId: String) -> String {
  do {
    _ = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: clientId))
    return "created"
  } catch let error as NSError {
    let internalCode = error.userInfo[MSALInternalErrorCodeKey] as? Int ?? 0
    return "\(error.domain) \(error.code) \(internalCode)"
  }
}
print(makeApplication(clientId: "  "))
// expect: MSALErrorDomain -50000 -42000
