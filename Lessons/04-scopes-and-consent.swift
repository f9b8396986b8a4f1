//: # Scopes and consent
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
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
func needsInteraction(_ error: Error) -> Bool {
  let nsError = error as NSError
  return nsError.domain == MSALErrorDomain && nsError.code == MSALError.interactionRequired.rawValue
}
//#-end-hidden-code
//: The migration guide's "Incremental and dynamic consent" and "Scopes instead of resources" sections,
//: done for real.
//:
//: Under ADAL (the Azure AD v1.0 endpoint) an app's permissions were *static*: listed once in its app
//: registration, consented once (by each user, or by an administrator for everyone), and granted as a
//: block whenever the app asked for a *resource*. A new permission meant a change in the portal and a
//: new round of consent before the release that needed it. Every token for a resource carried all of it.
//:
//: The Microsoft identity platform that MSAL talks to (v2.0) asks for *scopes*, and lets the app ask
//: for a permission the first time it needs it: the user sees a consent page then, for that permission
//: only. That is *dynamic* consent; asking for more later is *incremental* consent.
//:
//: ```objc
//: // ADAL: a resource, and whatever the
//: // registration lists for it
//: [context acquireTokenWithResource:
//:     @"https://payroll.contoso.com/"
//:   clientId:kClientId
//:   redirectUri:kRedirectUri
//:   completionBlock:^(ADAuthenticationResult *r) {
//:     // r.accessToken: every static
//:     // permission on Payroll
//:   }];
//: ```
//:
//: ```swift
//: // MSAL: scopes, static or named
//: let parameters = MSALInteractiveTokenParameters(
//:   scopes: ["User.Read"],
//:   webviewParameters: webviewParameters)
//: parameters.extraScopesToConsent = [
//:   "https://payroll.contoso.com//Payroll.Read"]
//: let result = try await application
//:   .acquireToken(with: parameters)
//: ```
//:
//: The session holds `application` (Contoso Mail, from `workbookConfig`, the workbook-only shortcut for
//: its configuration), Adele's `account`, `webviewParameters` for a stand-in `viewController`, and
//: `needsInteraction(_:)`, lesson 3's rule for when to show the sign-in page.
//: Contoso Mail's registration lists two Graph permissions, `User.Read` and `Mail.Read`, which Contoso's
//: administrator consented to for every user. `:world` shows the registrations, their permissions,
//: the APIs and who has consented to what.
//:
//: > **Simulation:** Adele answers every sign-in and consent page in this lesson: the page is drawn in the
//: > terminal and her persona accepts what a user may accept. Type `:sign-in-as off` to answer the pages
//: > yourself (her password is `Contoso!2019`). The steps use `try await`, which behaves as in Swift.
//: ## Step 1 · What `.default` grants
//: Ask silently for `https://graph.microsoft.com/.default`, the scope that means "the permissions the
//: registration lists for Graph", and keep the result in `defaultResult`.
//: - hint: Silent parameters take the scopes and the account: `MSALSilentTokenParameters(scopes:account:)`, passed to `application.acquireTokenSilent(with:)` with `try await`.
//: - hint: `let defaultResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com/.default"], account: account))`
//: - check: defaultResult.scopes.contains("https://graph.microsoft.com/Mail.Read")
//:   - hint: Ask for the resource followed by `/.default`, `https://graph.microsoft.com/.default`, with `acquireTokenSilent`, and keep the result in `defaultResult`.
let defaultResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com/.default"], account: account))
//: Type `defaultResult.scopes`. Adele signed in for `User.Read` only, yet the token holds `Mail.Read`
//: too: `/.default` asked for everything the registration lists, and no page appeared because the
//: administrator had consented to all of it. This is what ADAL's resource request got, which is why the
//: guide suggests `/.default` as the first step of a migration.
//:
//: The service also echoed `.default` back, and listed the OpenID Connect scopes of the sign-in:
//: `openid` and `profile`, which MSAL adds to every request itself (with `offline_access`, for the
//: refresh token), and `email`, which Graph grants with them. Never pass `openid`, `profile` or
//: `offline_access` yourself: MSAL refuses them (`MSALInternalErrorCodeKey` -42000, "reserved scopes").
//: ## Step 2 · Dynamic consent
//: Contoso Mail now shows Adele's calendar, which needs Graph's `Calendars.Read`: a permission the
//: registration does not list. Ask for it the MSAL way: silently first, and interactively when MSAL says
//: interaction is required. Keep the result, from whichever call worked, in `calendarResult` (declare it
//: `var calendarResult: MSALResult?`).
//: - hint: Lesson 3's pattern: `do { … acquireTokenSilent … } catch let error where needsInteraction(error) { … acquireToken … }`. Interactive parameters take the scopes and `webviewParameters`.
//: - hint: `var calendarResult: MSALResult?`, then `do { calendarResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account)) } catch let error where needsInteraction(error) { calendarResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Calendars.Read"], webviewParameters: webviewParameters)) }`
//: - check: calendarResult?.scopes.contains("Calendars.Read") == true
//:   - hint: Ask for the scope `Calendars.Read`. Silent fails (nobody consented to it yet); catch that *interaction required* error and call `acquireToken(with:)` with `MSALInteractiveTokenParameters(scopes: ["Calendars.Read"], webviewParameters: webviewParameters)`, keeping the result in `calendarResult`.
//#-editable-code
var calendarResult: MSALResult?
do {
  // silently, for ["Calendars.Read"]
} catch let error where needsInteraction(error) {
  // interactively, with webviewParameters
}
//#-end-editable-code
var calendarResult: MSALResult?
do {
  calendarResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: account))
} catch let error where needsInteraction(error) {
  calendarResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Calendars.Read"], webviewParameters: webviewParameters))
}
//: The silent call reached the service, which refused it: `invalid_grant` with AADSTS65001, "The user or
//: administrator has not consented", which MSAL reports as *interaction required*. The interactive call
//: showed a consent page ("Permissions requested") that listed `Calendars.Read`; Adele accepted, and the
//: token came back. A short name such as `Calendars.Read` means Graph's; any other API is named in full.
//:
//: Type `calendarResult?.scopes`: the token holds `Calendars.Read` *and* what Adele's tenant had granted
//: before (`User.Read`, `Mail.Read`). From now on a silent call for `Calendars.Read` works: consent is
//: kept by the service, not by the app, so it holds on every device Adele uses. Under ADAL this needed a
//: portal change and consent before the release.
//:
//: Consent is all or nothing: a user who says no to the page gets no token at all, and MSAL reports
//: `MSALError.userCanceled` (-50005; the service answered `access_denied`, AADSTS65004). To see it,
//: type `:lesson 4 2` to do this step again in a fresh world, then `:sign-in-as off` (the lesson had
//: made Adele answer again), and cancel the consent page yourself with `c`.
//: ## Step 3 · Consent for two APIs at once
//: Contoso Mail will soon show payslips from Contoso Payroll, whose App ID URI is
//: `https://payroll.contoso.com/` and whose permission is `Payroll.Read`. Ask Adele once, at sign-in, for
//: Graph's `User.Read` and Payroll's permission too: make `MSALInteractiveTokenParameters` for
//: `["User.Read"]` in `consentParameters`, put Payroll's scope in its `extraScopesToConsent`, and keep the
//: result of `acquireToken` in `graphResult`.
//: - hint: The scope is the API's App ID URI followed by `/` and the permission. Contoso Payroll's URI already ends in a `/`, and it stays: the scope has two slashes.
//: - hint: `let consentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`, `consentParameters.extraScopesToConsent = ["https://payroll.contoso.com//Payroll.Read"]`, then `let graphResult = try await application.acquireToken(with: consentParameters)`
//: - check: consentParameters.extraScopesToConsent == ["https://payroll.contoso.com//Payroll.Read"]
//:   - hint: The service cuts a scope at its *last* `/`: what comes before is the API. Payroll's App ID URI is `https://payroll.contoso.com/` (with its slash), so its scope is `https://payroll.contoso.com//Payroll.Read`. Set it on `consentParameters.extraScopesToConsent`.
//: - check: graphResult.scopes.contains("User.Read")
//:   - hint: `extraScopesToConsent` adds consent, not token scopes: call `acquireToken(with: consentParameters)` and keep the result, a Graph token, in `graphResult`.
let consentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
consentParameters.extraScopesToConsent = ["https://payroll.contoso.com//Payroll.Read"]
let graphResult = try await application.acquireToken(with: consentParameters)
//: One consent page, listing what Adele had not consented to yet (`Payroll.Read`, from Contoso
//: Payroll; she already had `User.Read`), and one token: Graph's. `extraScopesToConsent` gets the
//: user's consent for scopes the app will need later, without a token for them now, so the next
//: request for them can be silent.
//:
//: Why two slashes? The service finds the API by cutting the scope at its last `/`. From
//: `https://payroll.contoso.com/Payroll.Read` it would look for an API called `https://payroll.contoso.com`,
//: and there is none: the request fails with AADSTS500011 (`invalid_resource`, "The resource principal
//: named https://payroll.contoso.com was not found"). The same rule gives `https://payroll.contoso.com//.default`
//: for Payroll's static permissions, and it is the guide's warning about App ID URIs that end in a slash.
//:
//: The one-slash typo fails in two ways. Interactively, the page never appears: `MSALError.internal`
//: with `MSALOAuthErrorKey` `invalid_resource`. Silently, MSAL reports it as *interaction required*
//: (MSAL turns every OAuth error of a refresh into that), so lesson 3's rule would open a sign-in page
//: that then fails too. Log `MSALOAuthErrorKey` and `MSALSTSErrorCodesKey` with such errors: a typo in a
//: scope is a bug to fix, not something a user can sign in past.
//: ## Step 4 · The token for the second API
//: Now get the Payroll token: keep Payroll's scope in `payrollScopes` and the result of a *silent* call
//: for it in `payrollResult`. No page should appear.
//: - hint: Silent parameters for `payrollScopes` and `account`, as in step 1.
//: - hint: `let payrollScopes = ["https://payroll.contoso.com//Payroll.Read"]`, then `let payrollResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: payrollScopes, account: account))`
//: - check: payrollScopes == ["https://payroll.contoso.com//Payroll.Read"]
//:   - hint: Payroll's scope is its App ID URI, `https://payroll.contoso.com/`, then `/Payroll.Read`: two slashes.
//: - check: payrollResult.scopes.contains("https://payroll.contoso.com//Payroll.Read")
//:   - hint: Call `acquireTokenSilent(with: MSALSilentTokenParameters(scopes: payrollScopes, account: account))` and keep the result in `payrollResult`.
let payrollScopes = ["https://payroll.contoso.com//Payroll.Read"]
let payrollResult = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: payrollScopes, account: account))
//: Silent, because Adele consented in step 3: MSAL redeemed the refresh token for Payroll. One refresh
//: token serves every API the user consented to (ADAL called it a multi-resource refresh token), so
//: `graphResult` and `payrollResult` came from one sign-in. Type `:decode payrollResult.accessToken`:
//: its audience (`aud`) is Payroll's, not Graph's.
//: ## Step 5 · One token, one API
//: Ask silently for `["User.Read", "https://payroll.contoso.com//Payroll.Read"]` in one call. It fails:
//: catch the error, and keep the scopes it says were declined (the `[String]` under `MSALDeclinedScopesKey`
//: in the error's `userInfo`) in `declinedScopes` (declare it `var declinedScopes: [String] = []`).
//: - hint: Bridge the error with `error as NSError`; its `userInfo` is a `[String: Any]` dictionary, so cast the value: `as? [String]`.
//: - hint: `var declinedScopes: [String] = []`, then `do { _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read", "https://payroll.contoso.com//Payroll.Read"], account: account)) } catch { declinedScopes = (error as NSError).userInfo[MSALDeclinedScopesKey] as? [String] ?? [] }`
//: - check: declinedScopes == ["https://payroll.contoso.com//Payroll.Read"]
//:   - hint: Ask for both scopes in one silent call inside `do`; in `catch`, read `(error as NSError).userInfo[MSALDeclinedScopesKey] as? [String]` into `declinedScopes`.
//#-editable-code
var declinedScopes: [String] = []
do {
  // one silent call for both scopes
} catch {
  // read the declined scopes from (error as NSError).userInfo
}
//#-end-editable-code
var declinedScopes: [String] = []
do {
  _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read", "https://payroll.contoso.com//Payroll.Read"], account: account))
} catch {
  declinedScopes = (error as NSError).userInfo[MSALDeclinedScopesKey] as? [String] ?? []
}
//: An access token has one audience. A silent request redeems the refresh token, and for scopes of
//: several APIs the service issues a token for the first API named (Graph) and leaves the rest out, as
//: the protocol documentation says. MSAL compares what came back with what was asked, and fails with
//: `MSALError.serverDeclinedScopes` (-50003): `MSALDeclinedScopesKey` lists what is missing,
//: `MSALGrantedScopesKey` what was granted, and `MSALInvalidResultKey` holds the result anyway (a good
//: Graph token). Type `print(error)` inside such a `catch` to see all three.
//:
//: An *interactive* request for scopes of two APIs fails harder: the consent page asks for both, but
//: redeeming the code for two APIs is refused with AADSTS28000 ("contains more than one resource"), and
//: MSAL reports `MSALError.internal`. Either way, the cure is one request per API, with
//: `extraScopesToConsent` for the consent. The migration guide asks every app to handle -50003 beside
//: *interaction required*; in Azure AD it means a request that asked for more than one token can hold.
//: ## Step 6 · What only an administrator can grant
//: Some permissions are too strong for a user to grant, such as Graph's `Directory.Read.All` (read the
//: whole directory). Ask for it interactively, catch the error, and keep it in `adminError` (declare it
//: `var adminError: NSError?`).
//: - hint: `MSALInteractiveTokenParameters(scopes: ["Directory.Read.All"], webviewParameters: webviewParameters)`, then `acquireToken(with:)` inside `do`; in `catch`, `adminError = error as NSError`.
//: - hint: `var adminError: NSError?`, then `do { _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Directory.Read.All"], webviewParameters: webviewParameters)) } catch { adminError = error as NSError }`
//: - check: adminError?.domain == MSALErrorDomain
//:   - hint: Ask for `["Directory.Read.All"]` with `acquireToken(with:)` inside `do`, and keep the error in `catch`: `adminError = error as NSError`.
//: - check: adminError?.code == MSALError.userCanceled.rawValue
//:   - hint: Only the interactive request shows the page where Adele meets the permission; her answer comes back as `userCanceled`. Catch every error, not only *interaction required*.
var adminError: NSError?
do {
  _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["Directory.Read.All"], webviewParameters: webviewParameters))
} catch {
  adminError = error as NSError
}
//: The page said "Need admin approval" (in the service's error codes, AADSTS90094, "The grant requires
//: admin permission"): `Directory.Read.All` needs an administrator's consent, and Adele is not one. She could
//: only go back to the app without consenting, so the service answered `access_denied` (AADSTS65004)
//: and MSAL reported `MSALError.userCanceled` (-50005), the same code as a user who closes the page or
//: declines a consent page. Type `adminError?.userInfo[MSALErrorDescriptionKey]` to read the service's
//: words. Do not show the page again: ask the tenant's administrator to grant the permission for
//: everyone in the Azure portal (or with the admin-consent URL), and only then ask for the scope.
//:
//: ## Recap
//: - `<resource>/.default` asks for the registration's static permissions: what ADAL's resource request got.
//: - A named scope the user has not consented to brings a consent page: silent fails with *interaction
//:   required* (AADSTS65001), and the interactive request asks. Consent is kept by the service.
//: - `extraScopesToConsent` asks consent for other APIs' scopes in the same page; get their tokens
//:   later, silently. One token serves one API: scopes of two APIs in one request fail (silently with
//:   `MSALError.serverDeclinedScopes`, `MSALDeclinedScopesKey` and `MSALGrantedScopesKey` in `userInfo`;
//:   interactively with AADSTS28000).
//: - The scope is the API's id, `/`, then the permission: an App ID URI ending in `/` gives two slashes
//:   (`https://payroll.contoso.com//Payroll.Read`, `…//.default`).
//: - Permissions only an administrator may grant end in `MSALError.userCanceled` for the user: ask the
//:   administrator, not the user.
//: - Never pass `openid`, `profile` or `offline_access`: MSAL adds them.
//:
//: Next, lesson 5: *Who signs in, and where*: work accounts, personal Microsoft accounts and B2C, and the
//: authority that decides which of them an app accepts.
