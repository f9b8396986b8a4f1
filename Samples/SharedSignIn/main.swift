// Workbook-only: not part of either app. It puts the simulated world in the state the workbook
// shell starts in with `--scenario adal-2.7-calendar-signed-in --sign-in-as adele@contoso.com`,
// then runs the story of Story.swift.
import Device
import Foundation
import IdentityCore
import Scenarios

// UIKit's view controller, which the apps import from UIKit; the workbook's stand-in lives in Device.
typealias UIViewController = Device.UIViewController

do {
  // Contoso Calendar's ADAL 2.7 build, on Contoso Mail's client id, signed Adele in an hour ago.
  try Scenario.adal27CalendarSignedIn.applyToProcessDefault()
} catch {
  print("The workbook could not prepare the adal-2.7-calendar-signed-in world: \(error)")
  exit(1)
}
// Adele answers the sign-in page whenever an app shows it.
SimulationEnvironment.processDefault.signInAs("adele@contoso.com")

runSharedSignInSample()
