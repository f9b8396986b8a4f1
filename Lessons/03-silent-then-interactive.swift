//: # Silent acquisition with interactive fallback
//: scenario: msal-signed-in
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIViewController (UIKit's, in an app)
let application = try MSALPublicClientApplication(configuration: workbookConfig)
let account = try application.account(forIdentifier: "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b")
let viewController = UIViewController()
//#-end-hidden-code
//: ADAL's `acquireToken` did a lot behind one call. With the default prompt behaviour, `AD_PROMPT_AUTO`,
//: it returned the cached access token if it was still good, else redeemed the refresh token, and only
//: if that failed did it show the sign-in page. Many ADAL apps never thought about the difference.
//:
//: MSAL splits that call in two, and the app decides. `acquireTokenSilent` never shows anything: it uses
//: the cache and the refresh token, or fails. `acquireToken` opens the sign-in page (which may sign the
//: user in at once, from the browser's session, as step 6 shows). The pattern
//: every MSAL app needs is: silent first; interactive only when MSAL says *interaction is required*; and
//: for any other error, no sign-in page at all.
//:
//: ```objc
//: [context acquireTokenWithResource:
//:     @"https://graph.microsoft.com"
//:   clientId:kClientId
//:   redirectUri:kRedirectUri
//:   promptBehavior:AD_PROMPT_AUTO
//:   userId:@"adele@contoso.com"
//:   extraQueryParameters:nil
//:   completionBlock:^(ADAuthenticationResult *r) {
//:     if (r.status == AD_SUCCEEDED) {
//:       // use r.accessToken
//:     }
//:   }];
//: ```
//:
//: ```swift
//: application.acquireTokenSilent(with: silent) {
//:   result, error in
//:   if let result { /* use result.accessToken */ }
//:   let nsError = error as NSError?
//:   if nsError?.domain == MSALErrorDomain,
//:      nsError?.code ==
//:        MSALError.interactionRequired.rawValue {
//:     application.acquireToken(with: interactive) {
//:       result, error in /* ... */ }
//:   }
//: }
//: ```
//:
//: In this lesson Contoso Mail already runs on MSAL: it signed Adele in an hour ago for `User.Read`. The
//: session holds `application` (from `workbookConfig`, the workbook-only shortcut for Contoso Mail's
//: configuration), Adele's `account` (looked up by her saved identifier, as in lesson 2), and
//: `viewController`, standing in for the view controller that would present the sign-in page.
//:
//: > **Simulation:** this lesson signs in as Adele whenever a sign-in page appears: the page is drawn in
//: > the terminal and her persona answers it (type `:sign-in-as off` to answer it yourself). Completion
//: > blocks run before the call returns, unlike real MSAL, which calls back later on another turn of the
//: > main queue; `try await` behaves as in Swift. The steps use `try await`.
//: ## Step 1 · Scopes instead of a resource
//: ADAL asked for a *resource*, `https://graph.microsoft.com`. MSAL asks for *scopes*. The scope that
//: means "whatever this app was granted for this resource", the closest match to ADAL's request, is the
//: resource followed by `/.default`. Put the scopes for a Graph token that way in `scopes`, an array of
//: strings.
//: - hint: A scope is a string; `acquireToken` calls take an array of them. Append `/.default` to the resource.
//: - hint: `let scopes = ["https://graph.microsoft.com/.default"]`
//: - check: scopes == ["https://graph.microsoft.com/.default"]
//:   - hint: ADAL asked for the resource `https://graph.microsoft.com`; MSAL asks for scopes, and `<resource>/.default` means every permission the app was granted on it.
let scopes = ["https://graph.microsoft.com/.default"]
//: `/.default` asks for every Graph permission the app registration lists statically: for Contoso Mail,
//: `User.Read` and `Mail.Read`. It is the natural first step of a migration, because it gets exactly
//: the access ADAL got. Later you can ask for what each call needs (`["User.Read"]`), and MSAL will
//: ask the user to consent to new permissions as they come up.
//:
//: Two rules to remember. The resource on its own, `https://graph.microsoft.com`, is not a scope: the
//: v2.0 endpoint MSAL uses has no `resource` parameter. (Try it: the workbook's service cuts that string
//: at its last `/`, finds no resource named `https:/`, and answers AADSTS500011.) And because the service
//: splits a scope at its *last* `/`, a resource whose id ends in a slash keeps it: Contoso Payroll,
//: `https://payroll.contoso.com/`, becomes `https://payroll.contoso.com//.default`, with two slashes.
//:
//: Never pass `openid`, `profile` or `offline_access`: MSAL adds them to every request itself, and
//: rejects them if you do.
//: ## Step 2 · Silent first
//: Ask for a token silently: make `MSALSilentTokenParameters` for `scopes` and `account`, keep them in
//: `silentParameters`, and keep the result of `acquireTokenSilent` in `silentResult` (use `try await`).
//: - hint: Silent parameters take the scopes and the account: `MSALSilentTokenParameters(scopes:account:)`. The call is `application.acquireTokenSilent(with:)`.
//: - hint: `let silentParameters = MSALSilentTokenParameters(scopes: scopes, account: account)`, then `let silentResult = try await application.acquireTokenSilent(with: silentParameters)`
//: - check: silentParameters.scopes == scopes
//:   - hint: Pass the `scopes` of step 1 and `account` to `MSALSilentTokenParameters(scopes:account:)`, and keep the parameters in `silentParameters`.
//: - check: silentResult.account.identifier == account.identifier
//: - check: !silentResult.accessToken.isEmpty
let silentParameters = MSALSilentTokenParameters(scopes: scopes, account: account)
let silentResult = try await application.acquireTokenSilent(with: silentParameters)
//: A token, and no sign-in page. The access token in the cache was for `User.Read` only, so MSAL
//: redeemed the refresh token for the new scopes: one request to the token endpoint, invisible to Adele.
//: Type `silentResult.scopes` to see what was granted, `silentResult.expiresOn` for when the token
//: expires, and `:decode silentResult.accessToken` to look inside the token.
//:
//: Ask again with the same parameters and MSAL answers from the cache without any request: type
//: `:trace on`, then `try await application.acquireTokenSilent(with: silentParameters)`, and watch that
//: nothing goes over the wire.
//: ## Step 3 · Expiry and refresh
//: An access token lives one hour. MSAL refreshes it on its own when it is within five minutes of expiry
//: (`tokenExpirationBuffer`, 300 seconds). You can also ask for a refresh: set `forceRefresh` on
//: `silentParameters` to `true`, call `acquireTokenSilent` again, and keep the result in `refreshed`.
//: - hint: `MSALSilentTokenParameters` is a class with a `forceRefresh` property; set it, then call silently again.
//: - hint: `silentParameters.forceRefresh = true`, then `let refreshed = try await application.acquireTokenSilent(with: silentParameters)`
//: - check: silentParameters.forceRefresh
//:   - hint: `forceRefresh` is a property of the parameters you already have: `silentParameters.forceRefresh = true`.
//: - check: refreshed.accessToken != silentResult.accessToken
//:   - hint: With `forceRefresh` set, call `acquireTokenSilent(with: silentParameters)` again and keep the new result in `refreshed`.
silentParameters.forceRefresh = true
let refreshed = try await application.acquireTokenSilent(with: silentParameters)
//: A new access token, again without the user: the refresh token did the work. Apps rarely need
//: `forceRefresh`; it is here so you can see a refresh on demand. Let time do it instead: type
//: `:clock +2h` to move the simulated clock two hours on, set `silentParameters.forceRefresh = false`,
//: and call `acquireTokenSilent` again. The cached token has expired, so MSAL refreshes it by itself.
//: A refresh token lasts 90 days and is renewed each time it is used; move the clock `+91d` and silent
//: can no longer help.
//:
//: > **Simulation:** time is simulated and moves only when you move it. `Date()` reads the simulated
//: > clock, so `refreshed.expiresOn!.timeIntervalSince(Date())` is about an hour.
//: ## Step 4 · Decide when to prompt
//: Write the rule the app will use: a function `needsInteraction(_ error: Error) -> Bool` that returns
//: `true` only for an error in `MSALErrorDomain` whose code is `MSALError.interactionRequired.rawValue`.
//: - hint: Bridge the error to `NSError` (`error as NSError`) and compare its `domain` and `code`. `MSALError` is an enumeration of codes, so compare with its `rawValue`.
//: - hint: `func needsInteraction(_ error: Error) -> Bool { let nsError = error as NSError; return nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired.rawValue }`
//: - check: needsInteraction(NSError(domain: MSALErrorDomain, code: MSALError.interactionRequired.rawValue, userInfo: nil))
//:   - hint: `needsInteraction` must say true for an error whose domain is `MSALErrorDomain` and whose code is `MSALError.interactionRequired.rawValue`; read both through `error as NSError`.
//: - check: !needsInteraction(NSError(domain: NSURLErrorDomain, code: -1009, userInfo: nil))
//:   - hint: A network error (`NSURLErrorDomain`) is not a reason to show the sign-in page: compare the domain as well as the code.
//: - check: !needsInteraction(NSError(domain: "com.contoso.mail.sync", code: MSALError.interactionRequired.rawValue, userInfo: nil))
//:   - hint: Codes are numbers each domain chooses: an error of another domain may carry -50002 too. Compare the domain as well as the code.
//: - check: !needsInteraction(NSError(domain: MSALErrorDomain, code: MSALError.internal.rawValue, userInfo: [MSALHTTPResponseCodeKey: "429"]))
//#-editable-code
func needsInteraction(_ error: Error) -> Bool {
  let nsError = error as NSError
  return false  // compare nsError.domain and nsError.code
}
//#-end-editable-code
func needsInteraction(_ error: Error) -> Bool {
  let nsError = error as NSError
  return nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired.rawValue
}
//: Why not `catch MSALError.interactionRequired`? Because it does not compile against real MSAL. In
//: Objective-C, `MSALError` is an `NS_ENUM` of error *codes*, not an error type: Swift imports it as an
//: enumeration with raw values (`.interactionRequired` is -50002), and an `Error` cannot match it. The
//: errors themselves are `NSError`s, so you compare the domain and the code, as the migration guide does.
//:
//: What the codes mean for the app:
//:
//: - **-50002 `interactionRequired`**: only the user can fix this. No refresh token, an expired or revoked
//:   one, a password reset, a new multi-factor (MFA) or Conditional Access policy, consent for a new scope.
//:   Show the sign-in page. `userInfo[MSALOAuthErrorKey]` and `MSALSTSErrorCodesKey` say which case it
//:   was (e.g. `interaction_required` with AADSTS50076 for MFA, `invalid_grant` with AADSTS50173 after a
//:   password reset), for logs, not for branching.
//: - **-50005 `userCanceled`**: the user closed the sign-in page. Do not open it again by yourself.
//: - **-50000 `internal`**, with the detail under `MSALInternalErrorCodeKey`: everything else, including
//:   a throttled service (HTTP 429 under `MSALHTTPResponseCodeKey`, with `Retry-After` in
//:   `MSALHTTPHeadersKey`) and outages (503). Retry later; a sign-in page cannot help.
//: - **`NSURLErrorDomain`** (e.g. -1009, not connected): the device is offline. Retry when it is back.
//:
//: That last group is why the domain matters. ADAL's `AD_PROMPT_AUTO` would sometimes show a sign-in
//: page on a plane; your app should show "offline" instead.
//: ## Step 5 · When silent cannot work
//: Make silent fail for real. Adele signs out: remove her account with `application.remove(account)`
//: (this deletes the app's tokens for her). Then call `acquireTokenSilent` with `silentParameters` again
//: inside `do { ... } catch`, and keep the error in `silentError` (declare it as `Error?`).
//: - hint: `remove(_:)` throws; after it, the silent call has no refresh token to use. In the `catch` block, `error` is the thrown error.
//: - hint: `try application.remove(account)`, `var silentError: Error?`, then `do { _ = try await application.acquireTokenSilent(with: silentParameters) } catch { silentError = error }`
//: - check: (try? application.allAccounts())?.isEmpty == true
//:   - hint: Remove Adele's account first: `try application.remove(account)`.
//: - check: silentError.map(needsInteraction) == true
//:   - hint: After the removal, call `acquireTokenSilent(with: silentParameters)` inside `do`, and in `catch` keep the error: `silentError = error`.
try application.remove(account)
var silentError: Error?
do {
  _ = try await application.acquireTokenSilent(with: silentParameters)
} catch {
  silentError = error
}
//: With no refresh token left, MSAL did not even contact the service: it failed at once with
//: `MSALErrorDomain` -50002, "No token matching arguments found in the cache". Your `needsInteraction`
//: says yes. The same answer comes back, after a request, when a refresh token is refused: after a
//: password reset, after 90 days without use, or when a new policy asks for more than the refresh token
//: proves.
//: ## Step 6 · Fall back to interactive
//: Now the whole pattern. In a `do` block, try `acquireTokenSilent` with `silentParameters`; catch only
//: errors for which `needsInteraction` is true, and in that `catch`, get the token interactively:
//: `MSALInteractiveTokenParameters` for `scopes`, with `MSALWebviewParameters` for `viewController`.
//: Keep the result, from whichever call succeeded, in `tokenResult` (declare it as `MSALResult?`).
//: - hint: A catch clause can bind the error and add a condition: `catch let error where needsInteraction(error) { ... }`. Other errors are not caught, so they propagate to the caller, which is what you want.
//: - hint: `var tokenResult: MSALResult?` then `do { tokenResult = try await application.acquireTokenSilent(with: silentParameters) } catch let error where needsInteraction(error) { let webview = MSALWebviewParameters(authPresentationViewController: viewController); let interactiveParameters = MSALInteractiveTokenParameters(scopes: scopes, webviewParameters: webview); tokenResult = try await application.acquireToken(with: interactiveParameters) }`
//: - check: tokenResult?.account.identifier == account.identifier
//:   - hint: Catch only the errors `needsInteraction` accepts (`catch let error where needsInteraction(error)`), and there call `acquireToken(with:)` with `MSALInteractiveTokenParameters(scopes:webviewParameters:)`; store whichever result you get in `tokenResult`.
//: - check: (try? application.allAccounts())?.count == 1
//#-editable-code
var tokenResult: MSALResult?
do {
  // silent first, with silentParameters
} catch let error where needsInteraction(error) {
  // then interactive, for scopes, presented on viewController
}
//#-end-editable-code
var tokenResult: MSALResult?
do {
  tokenResult = try await application.acquireTokenSilent(with: silentParameters)
} catch let error where needsInteraction(error) {
  let webview = MSALWebviewParameters(authPresentationViewController: viewController)
  let interactiveParameters = MSALInteractiveTokenParameters(scopes: scopes, webviewParameters: webview)
  tokenResult = try await application.acquireToken(with: interactiveParameters)
}
//: Silent failed with *interaction required*, so your code started the interactive request, and MSAL
//: cached Adele's tokens again: the account is back in `allAccounts()`, with the same identifier as
//: before. Had silent failed because the device was offline, the error would have gone straight to the
//: caller, and nobody would have been shown a sign-in page.
//:
//: Yet no page asked Adele for anything. Type `:trace`: the authorize request was answered at once
//: with a redirect back to the app. The web view still held the session cookie of her sign-in an hour
//: before the lesson began (the scenario's, at 08:00), so the service signed her in without a word. `remove(_:)` deleted the
//: app's tokens for her; it did not sign her out of the browser (on a device, the system web view
//: shares Safari's cookies). To sign a user out of both, MSAL has `signout(with:signoutParameters:)`:
//: it removes the account and, with `signoutParameters.signoutFromBrowser = true`, opens the service's
//: sign-out page, which ends the session.
//:
//: In an app, give the interactive request a hint so the user need not type their name:
//: `interactiveParameters.loginHint = account.username`, or set `interactiveParameters.account`.
//:
//: > **Simulation:** to see the page, sign Adele out of the browser first:
//: > `let signout = MSALSignoutParameters(webviewParameters: MSALWebviewParameters(authPresentationViewController: viewController))`,
//: > `signout.signoutFromBrowser = true`, then `try await application.signout(with: tokenResult!.account, signoutParameters: signout)`.
//: > Run the fallback again: the sign-in page is drawn in the terminal, and the persona answers it.
//: > `:sign-in-as off` lets you answer it yourself (the passwords are in `:world`; Adele's is
//: > `Contoso!2019`).
//:
//: Try the other ways silent can fail, in the shell, with the same `do`/`catch` (set
//: `silentParameters.forceRefresh = true` first, so the call must reach the service):
//:
//: - `:fault offline`: the error is `NSURLErrorDomain` -1009, so no sign-in page. `:fault none` heals it.
//: - `:fault throttle`: `MSALErrorDomain` -50000; `userInfo[MSALHTTPResponseCodeKey]` is `"429"`, and
//:   `MSALHTTPHeadersKey` holds `Retry-After`. Again no sign-in page: retry after that many seconds.
//: - The world's MFA policy applies to Alex Wilber. `:sign-in-as alex@contoso.com`, sign him in with
//:   `acquireToken`, then `:policy mfa on`, and call silently for his account with `forceRefresh` (his
//:   access token from before the policy is still valid until it expires): AADSTS50076 comes back as
//:   *interaction required*, and your fallback shows the page where Alex approves the sign-in in
//:   Microsoft Authenticator.
//: ## Recap
//: - Scopes replace resources: `https://graph.microsoft.com/.default` asks for what ADAL's resource got;
//:   a resource that ends in `/` needs `//.default`.
//: - `acquireTokenSilent` first, always. It uses the cached access token, refreshes it when it is within
//:   five minutes of expiry (or when you set `forceRefresh`), and never shows UI.
//: - `acquireToken` only when the error is `MSALErrorDomain` with code
//:   `MSALError.interactionRequired.rawValue`: what `AD_PROMPT_AUTO` decided for you. Compare
//:   `(error as NSError).code`; `catch MSALError.interactionRequired` does not compile.
//: - Offline (`NSURLErrorDomain`), throttled (429) and outage (503) errors mean "retry later", not
//:   "sign in again".
//:
//: Next, lesson 4: *Scopes and consent*. You will ask for permissions the app was never granted, for two
//: APIs at once, and for one only an administrator can grant, and see what the user and MSAL make of each.
