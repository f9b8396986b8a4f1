// Contoso Mail, ADAL era: the app's authentication code as its ADAL 2.6 build had it (ADAL for
// Objective-C, called from Swift). Everything in this file is app code; `main.swift` only prepares
// the simulated world. `Samples/ContosoMailMSAL` is the same class migrated to MSAL.
//
// Run it:                   swift run ContosoMailADAL
// Or load it in the shell:  .build/debug/workbook --scenario adal-2.6-signed-in --sign-in-as adele@contoso.com
//                           :load Samples/ContosoMailADAL/MailAuthentication.swift
//                           runMailSample()
import ADAL

// MARK: - What the app remembers

/// What Contoso Mail keeps between launches. The app keeps it in `UserDefaults.standard`; the
/// sample keeps it in memory, so that the workbook shell can run it as well.
final class MailSettings {
  /// The signed-in user's `userId` (the UPN ADAL returned at sign-in); nil when nobody is signed in.
  var signedInUserId: String?

  init(signedInUserId: String?) {
    self.signedInUserId = signedInUserId
  }
}

// MARK: - Sign-in, a token for mail, sign-out

/// Contoso Mail's authentication on ADAL: one `ADAuthenticationContext` for the authority, tokens
/// asked for per resource (Microsoft Graph), the user remembered by `userId`.
final class MailAuthentication {
  static let authority = "https://login.microsoftonline.com/common"
  static let clientId = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
  /// The ADAL-era redirect URI, `x-msauth-<app>://<bundle id>`, registered for Contoso Mail.
  static let redirectUri = URL(string: "x-msauth-contosomail://com.contoso.mail")!
  /// ADAL asks for a token per resource (an API's App ID URI); the mailbox is read through Graph.
  static let graphResource = "https://graph.microsoft.com"

  let settings: MailSettings
  let context: ADAuthenticationContext

  /// Creates the context for the authority; nil (after printing why) when ADAL refuses it.
  init?(settings: MailSettings) {
    print("ADAuthenticationContext(authority: \"\(MailAuthentication.authority)\", error: &error)")
    var error: ADAuthenticationError?
    guard let context = ADAuthenticationContext(authority: MailAuthentication.authority, error: &error) else {
      print("  → nil: \(describeError(error))")
      return nil
    }
    print("  → a context for \(context.authority)")
    self.settings = settings
    self.context = context
  }

  /// The Sign In button. `AD_PROMPT_AUTO` shows the sign-in page only when ADAL's cache cannot give
  /// a token (no access token, and no refresh token that still works).
  func signIn(completion: @escaping (Bool) -> Void) {
    let userId = settings.signedInUserId
    print(
      "acquireToken(withResource: \"\(MailAuthentication.graphResource)\", clientId: \"\(MailAuthentication.clientId)\", "
        + "redirectUri: \(MailAuthentication.redirectUri.absoluteString), promptBehavior: AD_PROMPT_AUTO, "
        + "userId: \(quoted(userId)), extraQueryParameters: nil)")
    context.acquireToken(
      withResource: MailAuthentication.graphResource, clientId: MailAuthentication.clientId,
      redirectUri: MailAuthentication.redirectUri, promptBehavior: AD_PROMPT_AUTO, userId: userId,
      extraQueryParameters: nil
    ) { result in
      guard result.status == AD_SUCCEEDED, let signedIn = result.tokenCacheItem?.userInformation?.userId else {
        print("  → \(describeFailure(result))")
        completion(false)
        return
      }
      print("  → AD_SUCCEEDED: \(signedIn) is signed in; a token for \(result.tokenCacheItem?.resource ?? "?")")
      self.settings.signedInUserId = signedIn
      print("  saved userId \"\(signedIn)\" in the settings")
      completion(true)
    }
  }

  /// The mailbox screen: an access token for Graph for the signed-in user, never showing UI.
  /// Passes nil when nobody is signed in or ADAL needs the user (the app then shows Sign In).
  func mailToken(completion: @escaping (String?) -> Void) {
    guard let userId = settings.signedInUserId else {
      print("nobody is signed in (no saved userId): the app shows the Sign In button")
      completion(nil)
      return
    }
    print(
      "acquireTokenSilent(withResource: \"\(MailAuthentication.graphResource)\", clientId: \"\(MailAuthentication.clientId)\", "
        + "redirectUri: \(MailAuthentication.redirectUri.absoluteString), userId: \"\(userId)\")")
    context.acquireTokenSilent(
      withResource: MailAuthentication.graphResource, clientId: MailAuthentication.clientId,
      redirectUri: MailAuthentication.redirectUri, userId: userId
    ) { result in
      guard result.status == AD_SUCCEEDED, let accessToken = result.accessToken else {
        print("  → \(describeFailure(result))")
        if result.error?.code == ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED.rawValue {
          print("  the user has to sign in again: the app shows the Sign In button")
        }
        completion(nil)
        return
      }
      let user = result.tokenCacheItem?.userInformation?.userId ?? "?"
      print("  → AD_SUCCEEDED: an access token for \(result.tokenCacheItem?.resource ?? "?") (user \(user)), no sign-in page")
      completion(accessToken)
    }
  }

  /// The Sign Out button: removes this app's tokens for the user from ADAL's keychain cache and
  /// forgets the user.
  func signOut() {
    guard let userId = settings.signedInUserId else {
      print("nobody is signed in: nothing to remove")
      return
    }
    let cache = ADKeychainTokenCache.defaultKeychain()
    print("ADKeychainTokenCache.defaultKeychain().removeAll(forUserId: \"\(userId)\", clientId: \"\(MailAuthentication.clientId)\", error: &error)")
    var error: ADAuthenticationError?
    let removed = cache.removeAll(forUserId: userId, clientId: MailAuthentication.clientId, error: &error)
    print(removed ? "  → true" : "  → false: \(describeError(error))")
    settings.signedInUserId = nil
    print("  forgot the saved userId")
  }

  /// How many items ADAL's keychain cache holds for this app (what sign-out should empty).
  func cachedItemCount() -> Int {
    var error: ADAuthenticationError?
    let items = ADKeychainTokenCache.defaultKeychain().allItems(&error) ?? []
    return items.filter { $0.clientId == MailAuthentication.clientId }.count
  }
}

// MARK: - Describing ADAL's answers

/// `"text"` for a value, `nil` for none (as the call was written).
func quoted(_ text: String?) -> String {
  guard let text = text else { return "nil" }
  return "\"\(text)\""
}

/// A failed result: its status constant and its error.
func describeFailure(_ result: ADAuthenticationResult) -> String {
  let status = result.status == AD_USER_CANCELLED ? "AD_USER_CANCELLED" : "AD_FAILED"
  return "\(status): \(describeError(result.error))"
}

/// An ADAL error as domain, code and the server's OAuth error, if any.
func describeError(_ error: ADAuthenticationError?) -> String {
  guard let error = error else { return "no error" }
  var text = "\(error.domain) \(error.code)"
  if error.code == ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED.rawValue {
    text += " (AD_ERROR_SERVER_USER_INPUT_NEEDED)"
  }
  if let protocolCode = error.protocolCode {
    text += ", protocolCode \(protocolCode)"
  }
  return text
}

// MARK: - The sample

/// Runs Contoso Mail's ADAL build through a day of use and prints every ADAL call and its answer:
/// the mailbox after launch, sign-out, signing in again, and the mailbox again.
///
/// The simulated ADAL calls completion blocks before it returns, so the steps below run in order;
/// in the app each step starts from the previous one's completion block.
func runMailSample() {
  print("Contoso Mail (ADAL 2.6 build) starts. Adele signed in an hour ago, so the settings hold her userId.")
  let settings = MailSettings(signedInUserId: "adele@contoso.com")
  guard let authentication = MailAuthentication(settings: settings) else { return }

  print("")
  print("1. The mailbox needs a Graph token")
  authentication.mailToken { token in
    print(token == nil ? "  no token" : "  the mailbox loads")
  }

  print("")
  print("2. Adele taps Sign Out")
  print("ADAL cache items for Contoso Mail before: \(authentication.cachedItemCount())")
  authentication.signOut()
  print("ADAL cache items for Contoso Mail after: \(authentication.cachedItemCount())")

  print("")
  print("3. The mailbox needs a Graph token")
  authentication.mailToken { token in
    print(token == nil ? "  no token" : "  the mailbox loads")
  }

  print("")
  print("4. Adele taps Sign In (the cache is empty, so AD_PROMPT_AUTO shows the sign-in page)")
  authentication.signIn { signedIn in
    print(signedIn ? "  signed in" : "  not signed in")
  }

  print("")
  print("5. The mailbox needs a Graph token")
  authentication.mailToken { token in
    print(token == nil ? "  no token" : "  the mailbox loads")
  }
}
