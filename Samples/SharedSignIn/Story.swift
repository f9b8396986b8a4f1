// Workbook-only: not part of either app. A day with Contoso's two apps on one iPhone: the user
// opening one app, then the other, is `WorkbookWorld.runAs` (the shell's `:as`), and who is at the
// sign-in page is `WorkbookWorld.signIn(as:)` (`:sign-in-as`).
import Foundation
import MSAL
import Scenarios

/// Runs the story in the `adal-2.7-calendar-signed-in` world and prints every library call and its
/// answer: ADAL to MSAL by `homeAccountId`, MSAL to ADAL by `userId`, and a shared sign-out.
///
/// The simulated libraries call completion blocks before they return, so the steps run in order;
/// in the apps each step starts from the previous one's completion block.
func runSharedSignInSample() {
  print("An hour ago Adele signed in to Contoso Calendar (ADAL 2.7); its older build saved only her userId.")
  let appGroup = AppGroupSettings(userId: "adele@contoso.com", homeAccountId: nil)

  print("")
  print("1. Adele opens Contoso Calendar")
  WorkbookWorld.runAs("Contoso Calendar")
  guard let calendar = CalendarAuthentication(appGroup: appGroup) else { return }
  calendar.calendarToken { token in print(token == nil ? "  no calendar" : "  the calendar loads") }

  print("")
  print("2. Adele opens Contoso Mail (MSAL) for the first time")
  WorkbookWorld.runAs("Contoso Mail")
  let mail: MailAuthentication
  do {
    mail = try MailAuthentication(appGroup: appGroup, presentingViewController: UIViewController())
  } catch {
    print("  → \(describeError(error as NSError))")
    return
  }
  mail.mailToken { result in print(result == nil ? "  no mailbox" : "  the mailbox loads") }

  print("")
  print("3. Adele signs out of Contoso Mail; Megan Bowen signs in there")
  if let account = mail.sharedAccount() { mail.signOut(account) }
  WorkbookWorld.signIn(as: "megan@contoso.com")
  mail.signIn { result in print(result == nil ? "  no mailbox" : "  the mailbox loads") }

  print("")
  print("4. Megan opens Contoso Calendar")
  WorkbookWorld.runAs("Contoso Calendar")
  calendar.calendarToken { token in print(token == nil ? "  no calendar" : "  the calendar loads") }

  print("")
  print("5. Adele takes the phone back and opens Contoso Calendar, which asks for her by her userId")
  appGroup.userId = "adele@contoso.com"
  appGroup.homeAccountId = nil
  calendar.calendarToken { token in print(token == nil ? "  no calendar" : "  the calendar loads") }
}
