//: # Capstone: migrate Contoso Mail
//: scenario: adal-2.6-signed-in
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // WorkbookWorld, the workbook-only helper that stands in for the package manager
import Device     // UIKit's stand-ins: UIViewController, UIApplication, UIResponder
let viewController = UIViewController()
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
/// What the app reads mail with: ADAL's resource `https://graph.microsoft.com`, as a scope.
let mailScopes = ["https://graph.microsoft.com/Mail.Read"]
/// What Contoso Mail keeps in `UserDefaults`: the ADAL build saved the user's `userId`; the MSAL
/// build will save the account's `identifier`.
var savedUserId: String? = "adele@contoso.com"
var savedIdentifier: String? = nil
//#-end-hidden-code
//: The whole migration guide, in its order, on one app: Contoso Mail's ADAL 2.6 build
//: (`Samples/ContosoMailADAL`) becomes its MSAL build (`Samples/ContosoMailMSAL`), and Adele, whom
//: the ADAL build signed in an hour ago, never sees a sign-in page for it.
//:
//: The project changes come first, and the team has made most of them (each has a workbook-only
//: command that shows it, and edits it where Xcode or the portal would):
//:
//: | guide section | where | see it (and change it) |
//: |---|---|---|
//: | App registration migration | the `msauth.com.contoso.mail://auth` redirect URI, beside ADAL's | `:registration` (`:registration add-redirect URI`) |
//: | Update your app's Info.plist | `CFBundleURLSchemes`: `msauth.com.contoso.mail`; `LSApplicationQueriesSchemes`: `msauthv2`, `msauthv3` | `:plist` (`:plist add KEY VALUE`) |
//: | Enable token caching | Keychain Sharing with `com.microsoft.adalcache`, as the ADAL build had: MSAL reads what ADAL left there | `:entitlements` (`:entitlements add GROUP`) |
//: | Add MSAL to your app | MSAL in the package manifest | `:link` (`:link ADAL 2.6.10`, `:link remove ADAL`) |
//:
//: The rest is code: yours. `savedUserId` (`"adele@contoso.com"`) and `savedIdentifier` (nil) stand
//: for what the app keeps in `UserDefaults`; `mailScopes` is the scope the mailbox needs,
//: `https://graph.microsoft.com/Mail.Read` (ADAL's resource, as a scope: lesson 3).
//:
//: > **Simulation:** Adele answers sign-in pages; each step sets its own world (the clock, a fault) as
//: > it begins. Steps use `try await`, which behaves as in Swift. `WorkbookWorld.interactiveRequestsThisStep`,
//: > which two checks read, is workbook-only: how many interactive requests MSAL started in the step.
//: ## Step 1 · One app, one identity core
//: - links: MSAL 2.13.0, ADAL 2.7.16
//: Type `:link` to see what the build links: to keep its ADAL code for one more release, the team also
//: moved ADAL to 2.7.16. Create `application`, the app's `MSALPublicClientApplication`: client id
//: `4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d`, redirect URI `msauth.com.contoso.mail://auth`, authority
//: `https://login.microsoftonline.com/common`. Read what happens, then fix the build as the guide's
//: "MSAL and ADAL in the same app" allows (`:link ADAL VERSION` or `:link remove ADAL`), and create it.
//: - hint: The build does not link: MSAL and ADAL 2.7 both contain the identity core. The guide allows ADAL 2.6.10 beside MSAL, for migration testing: `:link ADAL 2.6.10` (or drop ADAL: `:link remove ADAL`). In code, the workbook-only `WorkbookWorld.link("ADAL", version: "2.6.10")` does the same.
//: - hint: `:link ADAL 2.6.10`, then `let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)))`
//: - check: application.configuration.clientId == "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
//:   - hint: `application` does not exist? Creating it in a build that links MSAL and ADAL 2.7.16 stops with the linker's error: `:link ADAL 2.6.10` first.
//: - check: application.configuration.redirectUri == "msauth.com.contoso.mail://auth"
WorkbookWorld.link("ADAL", version: "2.6.10")
let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)))
//: ADAL 2.7 and later share their core (the `MSID…` classes) with MSAL, so one app cannot link both:
//: the linker finds every class twice. ADAL 2.6.10 predates that core, and the guide lets it stay
//: beside MSAL while you test the migration; ship without it once MSAL reads ADAL's users on its own
//: (step 3). And the other way round: an app that must keep ADAL 2.7 cannot add MSAL yet.
//: ## Step 2 · The AppDelegate
//: The guide's "Update your AppDelegate code": write `AppDelegate` (a `UIResponder` adopting
//: `UIApplicationDelegate`) whose `application(_:open:options:)` passes the URL to
//: `MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:)`, make one, `appDelegate`, and
//: set it as `UIApplication.shared.delegate` (iOS does that from `@main` in an app).
//: - hint: The source application is `options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String`. Lesson 7 wrote the same delegate.
//: - hint: In the method, `return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)`; then `let appDelegate = AppDelegate()` and `UIApplication.shared.delegate = appDelegate`
//: - check: UIApplication.shared.delegate === appDelegate
//:   - hint: Make the delegate and give it to iOS: `let appDelegate = AppDelegate()`, `UIApplication.shared.delegate = appDelegate`.
//#-editable-code
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    return false  // pass url to MSAL
  }
}
//#-end-editable-code
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
  }
}
let appDelegate = AppDelegate()
UIApplication.shared.delegate = appDelegate
//: Without it, a sign-in through Microsoft Authenticator never comes back to MSAL (lesson 7, -42700).
//: A scene-based app puts the same call in its `SceneDelegate`.
//: ## Step 3 · Adele, by username once
//: The "Migrating the account cache" section. Find Adele with `savedUserId` (the ADAL build's `userId`),
//: get a token for `mailScopes` silently into `firstToken`, then save the account's identifier in
//: `savedIdentifier` and forget the user id (`savedUserId = nil`): from now on the app finds her by
//: identifier.
//: - hint: `account(forUsername:)` reads ADAL's legacy items too; the silent call upgrades the account, and its result's `account.identifier` is then known.
//: - hint: `let adalAccount = try application.account(forUsername: savedUserId!)`, `let firstToken = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: adalAccount))`, `savedIdentifier = firstToken.account.identifier`, then `savedUserId = nil`
//: - check: firstToken.account.username == "adele@contoso.com"
//: - check: savedIdentifier == "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
//:   - hint: Save the identifier from the *token's* account (`firstToken.account.identifier`): the account `account(forUsername:)` returned was ADAL's, whose identifier is still nil.
//: - check: savedUserId == nil
let adalAccount = try application.account(forUsername: savedUserId!)
let firstToken = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: adalAccount))
savedIdentifier = firstToken.account.identifier
savedUserId = nil
//: No page: MSAL redeemed ADAL 2.6's refresh token at the v2.0 endpoint and wrote its own items
//: (`:keychain`). This happens once per user; ADAL 2.6.10 could leave the build now.
//: ## Step 4 · The everyday token
//: Write the function the mailbox calls: `func mailToken() async throws -> MSALResult`. It finds the
//: account by `savedIdentifier` and asks silently; when MSAL says interaction is required (or there is
//: no account), it asks interactively and saves the new identifier. Any other error goes to the
//: caller. Then call it: `let everyday = try await mailToken()`.
//: - hint: Lesson 3's pattern: `catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue`. A function may read and change `savedIdentifier`, a variable of the session.
//: - hint: `func mailToken() async throws -> MSALResult { if let identifier = savedIdentifier, let account = try? application.account(forIdentifier: identifier) { do { return try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: account)) } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue { } }; let result = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters)); savedIdentifier = result.account.identifier; return result }`, then `let everyday = try await mailToken()`
//: - check: everyday.account.identifier == savedIdentifier
//:   - hint: Call the function and keep its result: `let everyday = try await mailToken()`.
//#-editable-code
func mailToken() async throws -> MSALResult {
  if let identifier = savedIdentifier, let account = try? application.account(forIdentifier: identifier) {
    // silent first, for account; fall through on interaction required
  }
  // interactive; save the identifier; return the result
  throw NSError(domain: "not written yet", code: 0)
}
//#-end-editable-code
func mailToken() async throws -> MSALResult {
  if let identifier = savedIdentifier, let account = try? application.account(forIdentifier: identifier) {
    do {
      return try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: mailScopes, account: account))
    } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
      // a sign-in page can fix it: below
    }
  }
  let result = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: mailScopes, webviewParameters: webviewParameters))
  savedIdentifier = result.account.identifier
  return result
}
let everyday = try await mailToken()
//: From the cache, with no request: the token from step 3 is still valid. This one function is what
//: ADAL's `AD_PROMPT_AUTO` did, split in two: silent, and a page only when a page can help.
//: ## Step 5 · On a plane
//: - clock: +2h
//: - fault: offline
//: Two hours later, offline: the token has expired and the refresh needs the network. Call
//: `mailToken()` inside `do`, and keep the error in `offlineError` (declare it `var offlineError: NSError?`).
//: - hint: `catch { offlineError = error as NSError }`
//: - hint: `var offlineError: NSError?`, then `do { _ = try await mailToken() } catch { offlineError = error as NSError }`
//: - check: offlineError?.domain == NSURLErrorDomain
//:   - hint: Keep the error your function throws: `catch { offlineError = error as NSError }`.
//: - check: WorkbookWorld.interactiveRequestsThisStep == 0
//:   - hint: Your `mailToken()` started an interactive request for an error a sign-in page cannot fix. Catch only *interaction required* (`catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue`) and let the rest go to the caller. Define `mailToken()` again, then `:lesson 11 5` to start this step afresh (it replays the earlier steps with their reference solutions: define your function once more after it).
var offlineError: NSError?
do {
  _ = try await mailToken()
} catch {
  offlineError = error as NSError
}
//: `NSURLErrorDomain` -1009, not connected, straight to the caller: the app shows "offline" and tries
//: again later. A sign-in page could not have helped; ADAL's `AD_PROMPT_AUTO` might have shown one.
//: ## Step 6 · Throttled
//: - fault: throttle 120
//: Back online, but the service throttles Contoso Mail's token requests. Call `mailToken()` again inside
//: `do`, keep the error in `throttledError` (`var throttledError: NSError?`), and keep how long to
//: wait, the `Retry-After` header from `throttledError?.userInfo[MSALHTTPHeadersKey]` (a
//: `[String: String]`), in `retryAfter`.
//: - hint: `(throttledError?.userInfo[MSALHTTPHeadersKey] as? [String: String])?["Retry-After"]`
//: - hint: `var throttledError: NSError?`, `do { _ = try await mailToken() } catch { throttledError = error as NSError }`, then `let retryAfter = (throttledError?.userInfo[MSALHTTPHeadersKey] as? [String: String])?["Retry-After"]`
//: - check: throttledError?.userInfo[MSALHTTPResponseCodeKey] as? String == "429"
//: - check: WorkbookWorld.interactiveRequestsThisStep == 0
//:   - hint: A throttled service is no reason for a sign-in page: your `mailToken()` started an interactive request. Catch only *interaction required*, define the function again, and `:lesson 11 6` to start the step afresh.
//: - check: retryAfter == "120"
//:   - hint: The headers are a dictionary under `MSALHTTPHeadersKey`: cast them with `as? [String: String]` and read `"Retry-After"`.
var throttledError: NSError?
do {
  _ = try await mailToken()
} catch {
  throttledError = error as NSError
}
let retryAfter = (throttledError?.userInfo[MSALHTTPHeadersKey] as? [String: String])?["Retry-After"]
//: HTTP 429 under `MSALHTTPResponseCodeKey` (a string, as MSAL puts it), and the wait under the headers.
//: Retry after that long, not at once: MSAL itself refuses the same request again for a while.
//: ## Step 7 · A password reset
//: - fault: none
//: - password-reset: adele@contoso.com
//: The service is healthy again, but Adele reset her password this morning (`:password-reset`; `:world`
//: shows the new one): every refresh token and browser session from before is void. Call `mailToken()`
//: and keep the result in `afterReset`.
//: - hint: `let afterReset = try await mailToken()`: silent fails with *interaction required* (AADSTS50173), and your function asks interactively.
//: - check: afterReset.account.identifier == savedIdentifier
//:   - hint: Keep the result: `let afterReset = try await mailToken()`. An error? Your function must turn *interaction required* into an interactive request, not throw it.
//: - check: WorkbookWorld.interactiveRequestsThisStep == 1
//:   - hint: This time a page is the cure: one interactive request. None? Call `mailToken()` in this step. More than one? Start the step afresh with `:lesson 11 7`.
let afterReset = try await mailToken()
//: Silent failed with AADSTS50173 (`:trace`: the refresh token predates the new password), your
//: function asked interactively, and Adele typed her new password: the ADAL build had signed her in
//: inside its own web view, whose cookies Safari never saw, so no browser session could help.
//: ## Step 8 · Ninety-one days later
//: - clock: +91d
//: Adele comes back after a long holiday: her refresh token expired after 90 days without use. Call
//: `mailToken()` and keep the result in `later`.
//: - hint: `let later = try await mailToken()`: silent fails with *interaction required*, and your function asks interactively.
//: - check: later.account.identifier == savedIdentifier
//:   - hint: Keep the result: `let later = try await mailToken()`. An error? Your function must turn *interaction required* into an interactive request, not throw it.
//: - check: later.account.username == "adele@contoso.com"
let later = try await mailToken()
//: Silent failed (AADSTS700082, the refresh token expired: `:trace`), your function asked
//: interactively, and this time Adele only tapped Continue on iOS's alert: the sign-in of step 7 went
//: through `ASWebAuthenticationSession`, which shares Safari's cookies, and that session still holds.
//: Same account, same identifier, and she is set for another 90 days.
//: ## Recap
//: The migration, in the guide's order (the team's project changes, then your code):
//:
//: 1. Registration: the `msauth.<bundle id>://auth` redirect URI. 2. Info.plist: its scheme, and the
//:    broker's query schemes. 3. Keychain Sharing: `com.microsoft.adalcache`, as the ADAL build had.
//: 4. The build: MSAL; ADAL 2.6.10 beside it only while testing, never ADAL 2.7+.
//: 5. The AppDelegate (or SceneDelegate) hands URLs to `handleMSALResponse`.
//: 6. One `MSALPublicClientApplication`; scopes instead of resources.
//: 7. ADAL's users: `account(forUsername:)` once, then the `identifier`, saved.
//: 8. Silent first; interactive only on *interaction required* (a password reset, an expired refresh
//:    token, a new policy); everything else (offline, throttled, outages) to the caller.
//:
//: `Samples/ContosoMailMSAL` is this lesson's app as a program (`swift run ContosoMailMSAL`), and
//: `Samples/SharedSignIn` adds a second app on ADAL 2.7. Lessons 4–10 cover what a bigger app meets:
//: consent, audiences, web views, the broker, B2B, keychain sharing and SSO between ADAL and MSAL apps.
//:
//: That is the whole workbook: well done. Next, your own app: `:scenario` and the shell are there to
//: try what it will meet before your users do.
