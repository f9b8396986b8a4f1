// Workbook-only: not part of Contoso Mail. It puts the simulated world in the state the workbook
// shell starts in with `--scenario adal-2.6-signed-in --sign-in-as adele@contoso.com`, then runs
// the app code of MailAuthentication.swift.
import Device
import Foundation
import IdentityCore
import Scenarios

/// In the app, `UIViewController` comes from UIKit; here it is the simulated device's.
typealias UIViewController = Device.UIViewController

do {
  // The ADAL 2.6 build of Contoso Mail signed Adele in an hour ago; the MSAL build is now installed.
  try Scenario.adal26SignedIn.applyToProcessDefault()
} catch {
  print("The workbook could not prepare the adal-2.6-signed-in world: \(error)")
  exit(1)
}
// Adele answers the sign-in page whenever the app shows it.
SimulationEnvironment.processDefault.signInAs("adele@contoso.com")

runMailSample()
