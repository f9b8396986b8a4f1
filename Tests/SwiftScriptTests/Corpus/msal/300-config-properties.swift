// Checks: an MSAL configuration keeps the client id, redirect URI and authority it was given
import Foundation
import MSAL

let authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.onmicrosoft.com")!)
let config = MSALPublicClientApplicationConfig(
  clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
  redirectUri: "msauth.com.contoso.mail://auth",
  authority: authority)
print(config.clientId)
print(config.redirectUri ?? "default")
print(config.authority.url.absoluteString)
print(config.knownAuthorities.count, config.multipleCloudsSupported)

let defaults = MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d")
if defaults.redirectUri == nil {
  print("no redirect URI: MSAL uses msauth.<bundle id>://auth")
}
print("authority: \(defaults.authority.url)")
// expect: 4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d
// expect: msauth.com.contoso.mail://auth
// expect: https://login.microsoftonline.com/contoso.onmicrosoft.com
// expect: 0 false
// expect: no redirect URI: MSAL uses msauth.<bundle id>://auth
// expect: authority: https://login.microsoftonline.com/common
