// Checks: creating an application with a malformed redirect URI throws an MSALErrorDomain error
import Foundation
import MSAL

let config = MSALPublicClientApplicationConfig(
  clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "not a redirect uri", authority: nil)
do {
  let application = try MSALPublicClientApplication(configuration: config)
  print("created for \(application.configuration.clientId)")
} catch let error as NSError {
  print(error.domain)
  print(error.domain == MSALErrorDomain, error.code == MSALError.internal.rawValue)
  let internalCode = error.userInfo[MSALInternalErrorCodeKey] as? Int
  print(internalCode == MSALInternalError.internalErrorInvalidRedirectURI.rawValue)
}
// expect: MSALErrorDomain
// expect: true true
// expect: true
