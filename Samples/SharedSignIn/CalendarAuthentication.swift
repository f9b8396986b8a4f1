// Contoso Calendar, ADAL 2.7 build, on Contoso Mail's client id: the ADAL side of Contoso's shared
// sign-in (see AppGroupSettings.swift). App code.
import ADAL
import Foundation

/// Contoso Calendar's authentication on ADAL 2.7: one context, a token per resource, the user
/// found by the `userId` in the App Group, and the `homeAccountId` saved for the MSAL app.
final class CalendarAuthentication {
  static let authority = "https://login.microsoftonline.com/common"
  /// The team's shared client id (Contoso Mail's registration).
  static let clientId = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
  /// Calendar's own redirect URI, registered on the shared client id.
  static let redirectUri = URL(string: "msauth.com.contoso.calendar://auth")!
  static let graphResource = "https://graph.microsoft.com"

  let appGroup: AppGroupSettings
  let context: ADAuthenticationContext

  /// Creates the context for the authority; nil (after printing why) when ADAL refuses it.
  init?(appGroup: AppGroupSettings) {
    var error: ADAuthenticationError?
    guard let context = ADAuthenticationContext(authority: CalendarAuthentication.authority, error: &error) else {
      print("ADAuthenticationContext → nil: \(describeError(error))")
      return nil
    }
    self.appGroup = appGroup
    self.context = context
  }

  /// The calendar screen: a Graph token for the App Group's user, never showing UI; then the user's
  /// `homeAccountId` saved for the MSAL app, as the guide asks ADAL 2.7 apps to do. Passes nil when
  /// nobody is signed in or ADAL needs the user (the app then shows Sign In).
  func calendarToken(completion: @escaping (String?) -> Void) {
    guard let userId = appGroup.userId else {
      print("  no user in the App Group: the app shows its Sign In button")
      completion(nil)
      return
    }
    print(
      "acquireTokenSilent(withResource: \"\(CalendarAuthentication.graphResource)\", clientId: \"\(CalendarAuthentication.clientId)\", "
        + "redirectUri: \(CalendarAuthentication.redirectUri.absoluteString), userId: \"\(userId)\")")
    context.acquireTokenSilent(
      withResource: CalendarAuthentication.graphResource, clientId: CalendarAuthentication.clientId,
      redirectUri: CalendarAuthentication.redirectUri, userId: userId
    ) { result in
      guard result.status == AD_SUCCEEDED, let information = result.tokenCacheItem?.userInformation else {
        print("  → AD_FAILED: \(describeError(result.error))")
        print("  the user has to sign in again: the app shows its Sign In button")
        completion(nil)
        return
      }
      print("  → AD_SUCCEEDED: a token for \(information.userId), no sign-in page")
      if information.homeAccountId != self.appGroup.homeAccountId {
        self.appGroup.save(userId: information.userId, homeAccountId: information.homeAccountId, by: "Contoso Calendar")
      }
      completion(result.accessToken)
    }
  }
}
