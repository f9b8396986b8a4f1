//: # The interactive request and web views
//: scenario: fresh
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIViewController (UIKit's, in an app)
let application = try MSALPublicClientApplication(configuration: workbookConfig)
let viewController = UIViewController()
//#-end-hidden-code
//: The migration guide's "Supporting different WebView types & browsers" and "Token acquisition
//: changes" sections, and the kinds of single sign-on (SSO) its "SSO in partnership with other SDKs"
//: section names.
//:
//: ADAL showed its sign-in page in a web view embedded in the app (a `UIWebView`, later a
//: `WKWebView`), with cookies of its own: every app signed its users in separately. MSAL's default on
//: iOS is the system's `ASWebAuthenticationSession`, which shares Safari's cookies, so a user signed in
//: once is signed in for every app that uses it. You choose per request, with `MSALWebviewParameters`:
//:
//: | `webviewType` | runs in | its cookies |
//: |---|---|---|
//: | `.default`, `.authenticationSession` | `ASWebAuthenticationSession` | Safari's, shared by all apps (none with `prefersEphemeralWebBrowserSession`) |
//: | `.safariViewController` | `SFSafariViewController` | the app's own |
//: | `.wkWebView` | a `WKWebView` in the app, as ADAL's | the app's own |
//:
//: ```objc
//: // ADAL: the user to sign in, and an
//: // embedded web view
//: [context acquireTokenWithResource:
//:     @"https://graph.microsoft.com"
//:   clientId:kClientId
//:   redirectUri:kRedirectUri
//:   promptBehavior:AD_PROMPT_ALWAYS
//:   userId:@"adele@contoso.com"
//:   extraQueryParameters:nil
//:   completionBlock:^(ADAuthenticationResult *r) {}];
//: ```
//:
//: ```swift
//: // MSAL: web view, prompt and hint are
//: // parameters of the request
//: let webview = MSALWebviewParameters(
//:   authPresentationViewController: vc)
//: webview.webviewType = .default
//: let parameters =
//:   MSALInteractiveTokenParameters(
//:     scopes: ["User.Read"],
//:     webviewParameters: webview)
//: parameters.promptType = .login
//: parameters.loginHint = "adele@contoso.com"
//: ```
//:
//: The session holds `application` (Contoso Mail, from `workbookConfig`, the workbook-only shortcut for
//: its configuration) and `viewController`, a stand-in for the view controller that presents the web
//: view. Nobody is signed in yet, in any app or in Safari. Type `:browsers` at any time to see each
//: cookie jar on the device and whose session it holds.
//:
//: > **Simulation:** each step names who answers the pages (Adele first); the workbook says so as the
//: > step begins. iOS's own alert before an `ASWebAuthenticationSession` is drawn in the terminal too.
//: > The steps use `try await`, which behaves as in Swift.
//: ## Step 1 · A hint, and the system's alert
//: Sign Adele in to Contoso Mail, the MSAL way: make `MSALWebviewParameters` for `viewController` in
//: `mailWebview`, interactive parameters for `User.Read` with them in `mailParameters`, set their
//: `loginHint` to `adele@contoso.com` (ADAL's `userId` on an interactive request), and keep the result
//: of `acquireToken` in `mailResult`.
//: - hint: `MSALWebviewParameters(authPresentationViewController:)`, then `MSALInteractiveTokenParameters(scopes:webviewParameters:)`; `loginHint` is a property of the interactive parameters.
//: - hint: `let mailWebview = MSALWebviewParameters(authPresentationViewController: viewController)`, `let mailParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: mailWebview)`, `mailParameters.loginHint = "adele@contoso.com"`, then `let mailResult = try await application.acquireToken(with: mailParameters)`
//: - check: mailParameters.loginHint == "adele@contoso.com"
//:   - hint: Set the hint on the request before you send it: `mailParameters.loginHint = "adele@contoso.com"`.
//: - check: mailResult.account.username == "adele@contoso.com"
//:   - hint: Call `try await application.acquireToken(with: mailParameters)` and keep the result in `mailResult`.
let mailWebview = MSALWebviewParameters(authPresentationViewController: viewController)
let mailParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: mailWebview)
mailParameters.loginHint = "adele@contoso.com"
let mailResult = try await application.acquireToken(with: mailParameters)
//: Two things came before the password page. First iOS's alert, "“Contoso Mail” Wants to Use
//: “microsoftonline.com” to Sign In": every `ASWebAuthenticationSession` that shares Safari's cookies
//: asks the user first, and Cancel there ends the request as a user cancel. Then the service skipped the
//: username page: `loginHint` filled it in (`:trace` shows `login_hint` on the authorize request).
//:
//: Type `:browsers`: Safari's cookie jar now holds Adele's session, not Contoso Mail's. That is what the
//: next app will find.
//: ## Step 2 · Single sign-on through Safari
//: - as: Contoso Calendar
//: Code now runs as Contoso Calendar, another Contoso app on the phone, with a registration of its own
//: (client id `ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f`, redirect URI `msauth.com.contoso.calendar://auth`).
//: Create `calendarApplication` for it, with the `/common` authority, and get a `User.Read` token
//: interactively with the default web view. Keep the result in `calendarResult`.
//: - hint: The configuration is `MSALPublicClientApplicationConfig(clientId:redirectUri:authority:)`; the request is like step 1's, without a hint.
//: - hint: `let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))`, `let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)`, then `let calendarResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))`
//: - check: calendarApplication.configuration.clientId == "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"
//:   - hint: Contoso Calendar has its own client id, `ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f`, and redirect URI, `msauth.com.contoso.calendar://auth`: create `calendarApplication` from a configuration with them.
//: - check: calendarResult.account.username == "adele@contoso.com"
//:   - hint: Ask `calendarApplication` (not `application`) with `try await calendarApplication.acquireToken(with:)`, and keep the result in `calendarResult`.
//#-editable-code
let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
// the application, then the interactive request
//#-end-editable-code
let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
let calendarResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
//: One tap, and no password: the alert asked (now for Contoso Calendar), and the authorize request
//: found Adele's session in Safari's cookies and came straight back with a code. This is *web-browser
//: SSO*, one of the three kinds the guide names: it works between any apps, even of different
//: publishers, as long as they use the system's session. ADAL's embedded web view could not do it.
//:
//: It is not *silent* SSO: the app still showed the system's UI. Apps of one publisher that share a
//: keychain group can also share tokens without any UI (lesson 9), and the broker, Microsoft
//: Authenticator, is the third kind (lesson 7).
//: ## Step 3 · SFSafariViewController keeps its own cookies
//: Still in Contoso Calendar, make `safariWebview`, web view parameters whose `webviewType` is
//: `.safariViewController`, then `safariParameters`, interactive parameters for `User.Read` with them,
//: and get a token with those parameters into `safariResult`.
//: - hint: `webviewType` is a property of `MSALWebviewParameters`. The interactive parameters keep a *copy* of the web view parameters, made when you create them: set the type first.
//: - hint: `let safariWebview = MSALWebviewParameters(authPresentationViewController: viewController)`, `safariWebview.webviewType = .safariViewController`, `let safariParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: safariWebview)`, then `let safariResult = try await calendarApplication.acquireToken(with: safariParameters)`
//: - check: safariParameters.webviewParameters.webviewType == .safariViewController
//:   - hint: The request uses the copy it made when you created `safariParameters`: a type set on `safariWebview` afterwards is not in it. Set `safariWebview.webviewType = .safariViewController` first, then create `safariParameters` again.
//: - check: safariResult.account.username == "adele@contoso.com"
//:   - hint: Ask `calendarApplication` with `safariParameters`, and keep the result in `safariResult`.
let safariWebview = MSALWebviewParameters(authPresentationViewController: viewController)
safariWebview.webviewType = .safariViewController
let safariParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: safariWebview)
let safariResult = try await calendarApplication.acquireToken(with: safariParameters)
//: No alert this time, and Adele typed her name and password again: since iOS 11, each app's
//: `SFSafariViewController` has its own cookie jar, shared with neither Safari nor other apps. Type
//: `:browsers`: Contoso Calendar's `SFSafariViewController` jar now holds her session too; Contoso Mail's
//: does not.
//:
//: `.wkWebView` behaves the same way, in a web view inside the app: it is the guide's choice for the
//: most ADAL-like experience (the page looks part of the app, no alert), at the price of SSO. The guide
//: suggests moving to the default where you can.
//:
//: > **Simulation:** with `.safariViewController`, the redirect reaches a real app as an opened URL,
//: > like the broker's answer: real MSAL finishes the request only when the app passes that URL to
//: > `MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:)` from its AppDelegate or
//: > SceneDelegate (lesson 7). The workbook finishes it without that code.
//: ## Step 4 · An ephemeral session for someone else
//: - sign-in-as: megan@contoso.com
//: Megan Bowen borrows the phone to check her own calendar. A default web view would sign Adele in
//: again from Safari's session. Make `ephemeralWebview` with `prefersEphemeralWebBrowserSession` set to
//: `true`, `meganParameters` (interactive, `User.Read`) with it, and sign Megan in to Contoso Calendar,
//: keeping the result in `meganResult`.
//: - hint: `prefersEphemeralWebBrowserSession` is a property of `MSALWebviewParameters`; the type stays `.default`. Set it before creating the interactive parameters, which copy it.
//: - hint: `let ephemeralWebview = MSALWebviewParameters(authPresentationViewController: viewController)`, `ephemeralWebview.prefersEphemeralWebBrowserSession = true`, `let meganParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: ephemeralWebview)`, then `let meganResult = try await calendarApplication.acquireToken(with: meganParameters)`
//: - check: meganParameters.webviewParameters.prefersEphemeralWebBrowserSession
//:   - hint: Without an ephemeral session, Safari's cookies sign Adele in again. Set `ephemeralWebview.prefersEphemeralWebBrowserSession = true`, then create `meganParameters` (they copy the web view parameters when created).
//: - check: meganResult.account.username == "megan@contoso.com"
//:   - hint: Ask `calendarApplication` with `meganParameters`, and keep the result in `meganResult`. If you got Adele's token, the request was not ephemeral: see the first check.
let ephemeralWebview = MSALWebviewParameters(authPresentationViewController: viewController)
ephemeralWebview.prefersEphemeralWebBrowserSession = true
let meganParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: ephemeralWebview)
let meganResult = try await calendarApplication.acquireToken(with: meganParameters)
//: No alert, an empty cookie jar, and Megan typed her own name and password. An ephemeral session
//: shares nothing with Safari and keeps nothing afterwards: `:browsers` still shows only Adele in
//: Safari's jar. Use it when one device has several users, or when a sign-in must not be remembered.
//: (`promptType = .login` would also ask for credentials, but Megan's session would then stay in
//: Safari, for the next app to find.)
//:
//: Contoso Calendar now holds two accounts: type `try calendarApplication.allAccounts().map { $0.username }`.
//: ## Step 5 · The user says no
//: - sign-in-as: off
//: Nobody answers for you now. Ask Contoso Calendar for `User.Read` with the default web view once more,
//: inside `do`, and when iOS's alert appears, tap Cancel (type `n`). Keep the error in `cancelError`
//: (declare it `var cancelError: NSError?`).
//: - hint: The request is step 2's; wrap it in `do { … } catch { cancelError = error as NSError }`, and answer the alert with `n`.
//: - hint: `var cancelError: NSError?`, then `do { _ = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController))) } catch { cancelError = error as NSError }`, and type `n` at the alert.
//: - check: cancelError?.code == MSALError.userCanceled.rawValue
//:   - hint: Cancel the alert (`n`), or the page after it (Esc): either way the app gets `MSALError.userCanceled`. Keep it in `catch`: `cancelError = error as NSError`.
var cancelError: NSError?
do {
  _ = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController)))
} catch {
  cancelError = error as NSError
}
//: `MSALError.userCanceled`, -50005: the user tapped Cancel on the alert, closed the page, or declined
//: a consent page. It is not a failure to report and not a reason to ask again at once. Put the app back
//: where it was, with a Sign In button; the user chose not to sign in now.
//: ## Recap
//: - MSAL's default web view on iOS is an `ASWebAuthenticationSession`: Safari's cookies, so one sign-in
//:   serves every app (web-browser SSO), after iOS's "Wants to Use … to Sign In" alert.
//: - `.safariViewController` and `.wkWebView` keep a cookie jar per app: no alert, no SSO. `.wkWebView`
//:   is the most ADAL-like.
//: - `prefersEphemeralWebBrowserSession = true`: no alert, no cookies in, none kept: another user on a
//:   shared device.
//: - `loginHint` (ADAL's `userId`) fills in the username; `promptType` (`.selectAccount`, `.login`,
//:   `.consent`, `.promptIfNecessary`) replaces ADAL's prompt behaviour on interactive requests.
//: - Cancel anywhere is `MSALError.userCanceled`: stop, and let the user try again when they choose.
//:
//: Next, lesson 7: *Redirect URIs, Info.plist, the AppDelegate and the broker*.
