// Workbook-only: not part of Contoso Mail. It puts the simulated world in the state the workbook
// shell starts in with `--scenario adal-2.6-signed-in --sign-in-as adele@contoso.com`, then runs
// the app code of MailAuthentication.swift.
import Foundation
import IdentityCore
import Scenarios

do {
  // The ADAL 2.6 build of Contoso Mail signed Adele in an hour ago (only ADAL's legacy cache items).
  try Scenario.adal26SignedIn.applyToProcessDefault()
} catch {
  print("The workbook could not prepare the adal-2.6-signed-in world: \(error)")
  exit(1)
}
// Adele answers the sign-in page whenever the app shows it.
SimulationEnvironment.processDefault.signInAs("adele@contoso.com")

runMailSample()
