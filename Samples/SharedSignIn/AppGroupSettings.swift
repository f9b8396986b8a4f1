// Contoso's two apps, Contoso Calendar (ADAL 2.7) and Contoso Mail (MSAL), share sign-in as the
// "SSO between ADAL and MSAL apps" guide describes: one team, one keychain group
// (`com.microsoft.adalcache`), one client id (Contoso Mail's), and what each app knows about the
// signed-in user shared through an App Group. This file is the App Group part, and the helpers both
// apps' files print with. `CalendarAuthentication.swift` and `MailAuthentication.swift` are the two
// apps' code; `Story.swift` (workbook-only) is a day of using both.
//
// Run it:                   swift run SharedSignIn
// Or load it in the shell:  .build/debug/workbook --scenario adal-2.7-calendar-signed-in --sign-in-as adele@contoso.com
//                           :load Samples/SharedSignIn/AppGroupSettings.swift
//                           :load Samples/SharedSignIn/CalendarAuthentication.swift
//                           :load Samples/SharedSignIn/MailAuthentication.swift
//                           :load Samples/SharedSignIn/Story.swift
//                           runSharedSignInSample()
import ADAL
import Foundation
import MSAL

// MARK: - What the two apps share

/// What both apps know about the signed-in user. The apps keep it in the App Group's defaults
/// (`UserDefaults(suiteName: "group.com.contoso.shared")`), which both list in their entitlements;
/// the sample keeps it in memory, so that the workbook shell can run it as well.
final class AppGroupSettings {
  /// The user's UPN: ADAL's `userId`, MSAL's `username`. For display, and the lookup of last resort.
  var userId: String?
  /// ADAL 2.7's `homeAccountId`, which is MSAL's `identifier`: the lookup that never guesses.
  var homeAccountId: String?

  init(userId: String?, homeAccountId: String?) {
    self.userId = userId
    self.homeAccountId = homeAccountId
  }

  /// Records the signed-in user for the other app.
  func save(userId: String?, homeAccountId: String?, by app: String) {
    self.userId = userId
    self.homeAccountId = homeAccountId
    print("  \(app) saved userId \(quoted(userId)) and homeAccountId \(quoted(homeAccountId)) in the App Group")
  }
}

// MARK: - Describing the libraries' answers

/// `text` in quotes, or nil.
func quoted(_ text: String?) -> String {
  text.map { "\"\($0)\"" } ?? "nil"
}

/// An error as domain and code, with the library's name for the code where the story meets it.
func describeError(_ error: NSError?) -> String {
  guard let error else { return "no error" }
  var text = "\(error.domain) \(error.code)"
  if error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
    text += " (interactionRequired)"
  } else if error.domain == ADAuthenticationErrorDomain && error.code == ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED.rawValue {
    text += " (AD_ERROR_SERVER_USER_INPUT_NEEDED)"
  }
  return text
}
