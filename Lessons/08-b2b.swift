//: # B2B: one application, many tenants
//: scenario: fresh
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIViewController (UIKit's, in an app)
let viewController = UIViewController()
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
//#-end-hidden-code
//: The migration guide's "Business to business (B2B)" section.
//:
//: Adele Vance works for Contoso, and Fabrikam has invited her as a *guest*: she signs in with her
//: Contoso account, and Fabrikam's directory knows her under an object id of its own. An app that
//: shows her Fabrikam's data needs a token issued by Fabrikam's tenant. ADAL needed an
//: `ADAuthenticationContext` per tenant, each with its own cache lookups; MSAL uses one application and
//: one account, and names the tenant on each request:
//:
//: ```objc
//: // ADAL: a context per tenant
//: ADAuthenticationContext *fabrikam =
//:   [ADAuthenticationContext
//:     authenticationContextWithAuthority:
//:       @"https://login.microsoftonline.com/fabrikam.onmicrosoft.com"
//:     error:&error];
//: [fabrikam acquireTokenSilentWithResource:…
//:   userId:@"adele@contoso.com" …];
//: ```
//:
//: ```swift
//: // MSAL: one application, the tenant per request
//: let silent = MSALSilentTokenParameters(
//:   scopes: ["User.Read"], account: account)
//: silent.authority = try MSALAADAuthority(
//:   url: URL(string:
//:     "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
//: let result = try await application
//:   .acquireTokenSilent(with: silent)
//: ```
//:
//: The session holds `webviewParameters` for a stand-in `viewController`. Nobody is signed in yet.
//:
//: > **Simulation:** Adele answers every sign-in and consent page; each step says which app the code
//: > runs as. Here a guest may consent to an app for herself in Fabrikam; many real tenants do not
//: > let guests consent (they see "Need admin approval"), so plan for an administrator of the
//: > resource tenant to consent first (the admin-consent URL). Errors shown on a page reach real MSAL
//: > only as a user cancel; the workbook adds the page's message to `MSALErrorDescriptionKey`. The steps
//: > use `try await`, which behaves as in Swift.
//: ## Step 1 · A single-tenant app in another tenant
//: Contoso Mail's production registration accepts Contoso's directory only. Create `application` from
//: `workbookConfig`, ask it interactively for `User.Read` with Fabrikam's authority,
//: `https://login.microsoftonline.com/fabrikam.onmicrosoft.com`, and keep the error in `fabrikamError`
//: (declare it `var fabrikamError: NSError?`).
//: - hint: Set the authority on the request: `parameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)`, then call `acquireToken(with:)` inside `do`.
//: - hint: `let application = try MSALPublicClientApplication(configuration: workbookConfig)`, `let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`, `parameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)`, `var fabrikamError: NSError?`, then `do { _ = try await application.acquireToken(with: parameters) } catch { fabrikamError = error as NSError }`
//: - check: fabrikamError?.code == MSALError.userCanceled.rawValue
//:   - hint: Ask with Fabrikam's authority (not `/common`, where Adele's home tenant answers), and keep the error in `catch`: `fabrikamError = error as NSError`.
let application = try MSALPublicClientApplication(configuration: workbookConfig)
let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
parameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
var fabrikamError: NSError?
do {
  _ = try await application.acquireToken(with: parameters)
} catch {
  fabrikamError = error as NSError
}
//: The page answered at once, before asking who is signing in: AADSTS700016, Contoso Mail "was not found
//: in the directory 'Fabrikam'". A single-tenant registration (`AzureADMyOrg`) exists in its home directory only; no
//: other tenant can issue tokens for it, whoever the user is. B2B needs an app registered for any Azure
//: AD tenant (`AzureADMultipleOrgs`): Contoso Calendar is one (`:registration Contoso Calendar`).
//: ## Step 2 · Home first
//: - as: Contoso Calendar
//: Code now runs as Contoso Calendar. Create `calendarApplication` (client id
//: `ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f`, redirect URI `msauth.com.contoso.calendar://auth`, authority
//: `https://login.microsoftonline.com/contoso.com`), and sign Adele in interactively for `User.Read`,
//: keeping the result in `homeResult`.
//: - hint: The configuration is `MSALPublicClientApplicationConfig(clientId:redirectUri:authority:)`; Contoso Calendar is scene-based, but an interactive request without the broker needs no delegate.
//: - hint: `let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!))`, `let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)`, then `let homeResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`
//: - check: homeResult.tenantProfile.tenantId == "c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
//:   - hint: Sign in with `calendarApplication` (Contoso Calendar's client id) at Contoso's authority, and keep the result in `homeResult`.
//#-editable-code
let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!))
// the application, then Adele's interactive sign-in
//#-end-editable-code
let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!))
let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
let homeResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
//: A token from Adele's home tenant. Type `homeResult.tenantProfile`: the tenant is Contoso's, the
//: `identifier` is her Contoso object id, and `isHomeTenantProfile` is true.
//: ## Step 3 · The first token in the guest tenant
//: Now ask for a Fabrikam token for Adele the lesson 3 way: silently first, with `homeResult.account`
//: and Fabrikam's authority, and interactively (for the same account and authority) when MSAL says
//: interaction is required. Keep the result in `guestResult` (declare it `var guestResult: MSALResult?`),
//: and Fabrikam's authority in `fabrikamAuthority`.
//: - hint: Both `MSALSilentTokenParameters` and `MSALInteractiveTokenParameters` have an `authority` property; the interactive ones also take `account`, so Adele is not asked who she is.
//: - hint: `let fabrikamAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)`, `let guestSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)`, `guestSilent.authority = fabrikamAuthority`, `var guestResult: MSALResult?`, then `do { guestResult = try await calendarApplication.acquireTokenSilent(with: guestSilent) } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue { let guestInteractive = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters); guestInteractive.authority = fabrikamAuthority; guestInteractive.account = homeResult.account; guestResult = try await calendarApplication.acquireToken(with: guestInteractive) }`
//: - check: guestResult?.tenantProfile.tenantId == "fab1ca7e-2b3c-4d4e-9f50-6a7b8c9d0e1f"
//:   - hint: Got a Contoso token? The silent request had no authority: set `guestSilent.authority = fabrikamAuthority`. With it, the silent call fails (Contoso Calendar has no consent in Fabrikam yet); catch *interaction required* and ask interactively with Fabrikam's authority and `homeResult.account`, keeping the result in `guestResult`.
let fabrikamAuthority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
let guestSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)
guestSilent.authority = fabrikamAuthority
var guestResult: MSALResult?
do {
  guestResult = try await calendarApplication.acquireTokenSilent(with: guestSilent)
} catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
  let guestInteractive = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
  guestInteractive.authority = fabrikamAuthority
  guestInteractive.account = homeResult.account
  guestResult = try await calendarApplication.acquireToken(with: guestInteractive)
}
//: The silent call reached Fabrikam with Adele's refresh token and was refused: AADSTS65001, nobody in
//: Fabrikam has consented to Contoso Calendar. The interactive request showed Fabrikam's consent page
//: (Adele consents for herself, as a guest), and the token came back from Fabrikam. Type
//: `guestResult?.tenantProfile`: Fabrikam's tenant id, an `identifier` that is her *guest* object id
//: there (`a11ce000-…-0000000000f1`, not her Contoso one), and `isHomeTenantProfile` false.
//: ## Step 4 · Later tokens are silent
//: Ask again silently for Fabrikam with new silent parameters, `laterSilent`, with `forceRefresh` set so
//: the request reaches the service, and keep the result in `laterResult`.
//: - hint: A new `MSALSilentTokenParameters` for `homeResult.account` with `authority = fabrikamAuthority` and `forceRefresh = true`.
//: - hint: `let laterSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)`, `laterSilent.authority = fabrikamAuthority`, `laterSilent.forceRefresh = true`, then `let laterResult = try await calendarApplication.acquireTokenSilent(with: laterSilent)`
//: - check: laterResult.tenantProfile.tenantId == "fab1ca7e-2b3c-4d4e-9f50-6a7b8c9d0e1f"
//:   - hint: Without the Fabrikam authority the request goes to the application's (Contoso's) and returns a Contoso token. Set `laterSilent.authority = fabrikamAuthority`.
let laterSilent = MSALSilentTokenParameters(scopes: ["User.Read"], account: homeResult.account)
laterSilent.authority = fabrikamAuthority
laterSilent.forceRefresh = true
let laterResult = try await calendarApplication.acquireTokenSilent(with: laterSilent)
//: No page: Adele's refresh token (the one she got at home, renewed each time it is used) serves her
//: guest tenant too, now that Fabrikam has her consent. This is the B2B pattern of the guide: one application, one account, and the tenant on
//: each request. Keep the tenant authorities your app works with (or the tenant ids), not a context per
//: tenant as with ADAL.
//: ## Step 5 · One account, two tenant profiles
//: Look Adele up by her identifier (`homeResult.account.identifier`) and keep her account in
//: `adele`; keep the tenant ids of its `tenantProfiles` in `tenantIds` (an array of `String`).
//: - hint: `account(forIdentifier:)` throws; `tenantProfiles` is optional (`[MSALTenantProfile]?`), and each profile's `tenantId` is a `String?`.
//: - hint: `let adele = try calendarApplication.account(forIdentifier: homeResult.account.identifier!)`, then `let tenantIds = (adele.tenantProfiles ?? []).compactMap { $0.tenantId }`
//: - check: tenantIds.sorted() == ["c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b", "fab1ca7e-2b3c-4d4e-9f50-6a7b8c9d0e1f"]
//:   - hint: Read `adele.tenantProfiles`, an optional array, and keep each profile's `tenantId`: `(adele.tenantProfiles ?? []).compactMap { $0.tenantId }`.
//: - check: (try? calendarApplication.allAccounts())?.count == 1
let adele = try calendarApplication.account(forIdentifier: homeResult.account.identifier!)
let tenantIds = (adele.tenantProfiles ?? []).compactMap { $0.tenantId }
//: One account, identified by her home object id and home tenant (`<oid>.<home tenant id>`), with a
//: profile for each tenant she has a token from. `allAccounts()` lists her once; lookups by identifier
//: or username find the same account in every tenant. `adele.accountClaims` are her home tenant's id
//: token claims; each profile's `claims` are that tenant's.
//:
//: Type `:keychain`: an access token, an id token and an account record for each tenant realm; the
//: refresh tokens carry no tenant, and serve both.
//: ## Recap
//: - A single-tenant registration (`AzureADMyOrg`) cannot sign anyone in elsewhere: B2B needs an app
//:   registered for any Azure AD tenant.
//: - One `MSALPublicClientApplication` and one account; the tenant is the request's `authority`
//:   (`MSALAADAuthority` for `https://login.microsoftonline.com/<tenant>`), where ADAL needed a context
//:   per tenant.
//: - The first token in a guest tenant usually needs an interactive request (consent there, often an
//:   administrator's); later ones are silent, with the same account's refresh token.
//: - `account.tenantProfiles`: a home profile and a guest profile, each with its own `identifier` (the
//:   object id in that tenant).
//:
//: Next, lesson 9: *Keychain sharing and the kinds of SSO*.
