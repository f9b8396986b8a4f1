import ADAL
import Device
import Foundation
import IdentityCore
import MSAL
import Testing

@Suite("README")
struct ReadmeExampleTests {
  @Test("the MSAL and ADAL example in README.md runs and prints Adele's identifier")
  func readmeExample() throws {
    var printed: [String] = []
    // From README.md, "MSAL and ADAL" (print replaced by an append).
    let environment = SimulationEnvironment(device: SimulatedDevice(apps: [KnownApps.contosoMailADAL]))
    environment.adalVersion = .v2_6
    environment.signInAs("adele@contoso.com")
    environment.run {
      var error: ADAuthenticationError?
      let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: &error)!
      context.acquireToken(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
                           redirectUri: URL(string: "x-msauth-contosomail://com.contoso.mail")!) { result in
        #expect(result.status == AD_SUCCEEDED)
      }
    }
    environment.device.install(KnownApps.contosoMail)
    try environment.run {
      let application = try MSALPublicClientApplication(configuration:
        MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
      let account = try application.account(forUsername: "adele@contoso.com")
      #expect(account.identifier == nil)
      application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account)) { result, error in
        printed.append(result!.account.identifier!)
      }
    }
    #expect(printed == ["a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"])
  }
}
