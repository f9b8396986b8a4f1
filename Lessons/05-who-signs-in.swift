//: # Who signs in, and where
//: scenario: fresh
//: sign-in-as: sam@outlook.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIViewController (UIKit's, in an app)
let application = try MSALPublicClientApplication(configuration: workbookConfig)
let viewController = UIViewController()
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
//#-end-hidden-code
//: The migration guide's "Who can sign in", "MSALPublicClientApplication instead of
//: ADAuthenticationContext" and "App registration migration" sections.
//:
//: ADAL signed in work and school accounts only: Azure AD. MSAL also signs in personal Microsoft
//: accounts (outlook.com, hotmail.com, live.com) and Azure AD B2C customers. Two things decide who may
//: sign in to an app: its **app registration** (its *sign-in audience*, set in the portal) and the
//: **authority** each request goes to:
//:
//: | authority | who can sign in there |
//: |---|---|
//: | `https://login.microsoftonline.com/common` | work accounts and personal accounts |
//: | `…/organizations` | work accounts of any tenant |
//: | `…/consumers` | personal Microsoft accounts |
//: | `…/contoso.com` (a tenant) | that tenant's users and guests |
//: | `https://<tenant>.b2clogin.com/tfp/<tenant>/<user flow>` | a B2C tenant's customers |
//:
//: ADAL needed an `ADAuthenticationContext` for each authority. MSAL has one application, created with a
//: default authority, and any request may name another:
//:
//: ```objc
//: // ADAL: one context per authority
//: ADAuthenticationContext *contoso =
//:   [ADAuthenticationContext
//:     authenticationContextWithAuthority:
//:       @"https://login.microsoftonline.com/contoso.com"
//:     error:&error];
//: [contoso acquireTokenWithResource:…];
//: ```
//:
//: ```swift
//: // MSAL: one application, an authority per request
//: let parameters = MSALInteractiveTokenParameters(
//:   scopes: ["User.Read"],
//:   webviewParameters: webviewParameters)
//: parameters.authority = try MSALAADAuthority(
//:   url: URL(string:
//:     "https://login.microsoftonline.com/contoso.com")!)
//: ```
//:
//: The session holds `application` (Contoso Mail's production registration, from `workbookConfig`,
//: whose authority is `/common`) and `webviewParameters` for a stand-in `viewController`. Nobody is
//: signed in yet. Type `:world` to see who is who: the tenants, the users and the registrations with
//: their sign-in audiences.
//:
//: > **Simulation:** each step names who answers the sign-in pages (Sam Taylor first, a personal
//: > account); the workbook says so as the step begins. Errors that the service shows *on the page*
//: > reach real MSAL only as the user closing it; the workbook adds the page's message to
//: > `MSALErrorDescriptionKey`, where real MSAL says just "User cancelled the authorization session".
//: > The steps use `try await`, which behaves as in Swift; completion blocks run before the call
//: > returns, unlike real MSAL's.
//: ## Step 1 · A personal account at a work app
//: Sam Taylor (`sam@outlook.com`, a personal Microsoft account) tries Contoso Mail. Ask `application`
//: interactively for `User.Read`. It fails: catch the error and keep it in `commonError` (declare it
//: `var commonError: NSError?`).
//: - hint: `MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`, passed to `try await application.acquireToken(with:)` inside `do`; in `catch`, `commonError = error as NSError`.
//: - hint: `var commonError: NSError?`, then `do { _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)) } catch { commonError = error as NSError }`
//: - check: commonError?.code == MSALError.userCanceled.rawValue
//:   - hint: Ask interactively with `application` (its authority is `/common`), and keep what `catch` gets, bridged: `commonError = error as NSError`.
var commonError: NSError?
do {
  _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
} catch {
  commonError = error as NSError
}
//: Sam typed his name, and the page answered AADSTS700016 at once: "Application with identifier
//: '4a1b9c2d-…' was not found in the directory 'Microsoft accounts'". Through `/common` the service
//: finds the user's home directory first (for Sam, the directory of personal accounts, tenant
//: `9188040d-6c67-4c5b-b112-36a304b66dad`), then looks for the app there. Contoso Mail's registration
//: accepts Contoso's directory only (its audience is `AzureADMyOrg`; see `:world`), so it is not there.
//:
//: The error was shown on the page, not sent back to the app: all MSAL learns is that the user closed
//: the page, `MSALError.userCanceled`. Type `commonError?.userInfo[MSALErrorDescriptionKey]`, then
//: `:trace` to see that the last page was an error page and no code came back.
//: ## Step 2 · An authority per request
//: Ask again through Contoso's own directory: make `tenantParameters`, interactive parameters for
//: `User.Read`, set their `authority` to an `MSALAADAuthority` for
//: `https://login.microsoftonline.com/contoso.com`, and keep the error of `acquireToken` in `tenantError`
//: (declare it `var tenantError: NSError?`).
//: - hint: `MSALAADAuthority(url:)` throws and takes a `URL`: `try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)`. The parameters are a class: set `tenantParameters.authority` after creating them.
//: - hint: `let tenantParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`, `tenantParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)`, `var tenantError: NSError?`, then `do { _ = try await application.acquireToken(with: tenantParameters) } catch { tenantError = error as NSError }`
//: - check: tenantParameters.authority?.url.absoluteString == "https://login.microsoftonline.com/contoso.com"
//:   - hint: Set the request's authority, not the application's: `tenantParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)`.
//: - check: tenantError?.code == MSALError.userCanceled.rawValue
//:   - hint: Call `acquireToken(with: tenantParameters)` inside `do`, and keep the error in `catch`: `tenantError = error as NSError`.
let tenantParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
tenantParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/contoso.com")!)
var tenantError: NSError?
do {
  _ = try await application.acquireToken(with: tenantParameters)
} catch {
  tenantError = error as NSError
}
//: A different refusal: AADSTS50020, "User account from identity provider 'live.com' does not exist in
//: tenant 'Contoso'". This time the service looked in the directory the authority named, found Contoso
//: Mail there, and did not find Sam: he is neither a Contoso user nor a guest in Contoso. The two codes
//: tell you where the service looked: AADSTS700016, *the app* is not in the user's directory;
//: AADSTS50020, *the user* is not in the app's.
//:
//: `application` is still the same object: one `MSALPublicClientApplication` serves every authority. An
//: authority on the request wins over the configuration's for that request only.
//: ## Step 3 · A registration for both audiences
//: The guide's advice: before letting personal accounts into a production app, test with a separate
//: client id. Contoso has one, *Contoso Mail (test)*, client id `7e57c11e-0000-4000-8000-00000000c0de`,
//: registered for work *and* personal accounts, with the same redirect URI,
//: `msauth.com.contoso.mail://auth`. Create `testApplication` from an `MSALPublicClientApplicationConfig`
//: for it with the `/common` authority, sign Sam in interactively for `User.Read` (`try await`), and
//: keep the result in `samResult`.
//: - hint: `MSALPublicClientApplicationConfig(clientId:redirectUri:authority:)`, then `try MSALPublicClientApplication(configuration:)`. The authority is `try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)`.
//: - hint: `let testConfig = MSALPublicClientApplicationConfig(clientId: "7e57c11e-0000-4000-8000-00000000c0de", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))`, `let testApplication = try MSALPublicClientApplication(configuration: testConfig)`, then `let samResult = try await testApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`
//: - check: samResult.account.username == "sam@outlook.com"
//:   - hint: Sign in with `testApplication` (client id `7e57c11e-0000-4000-8000-00000000c0de`), not `application`, and keep the result of `acquireToken` in `samResult`.
//: - check: samResult.tenantProfile.tenantId == "9188040d-6c67-4c5b-b112-36a304b66dad"
let testConfig = MSALPublicClientApplicationConfig(clientId: "7e57c11e-0000-4000-8000-00000000c0de", redirectUri: "msauth.com.contoso.mail://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
let testApplication = try MSALPublicClientApplication(configuration: testConfig)
let samResult = try await testApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
//: Sam is in. A consent page came first: no administrator consents for personal accounts, so each user
//: consents for themselves. Type `samResult.account.identifier`: `<object id>.<tenant id>` as for work
//: accounts, and the tenant is the personal-account directory, `9188040d-6c67-4c5b-b112-36a304b66dad`.
//: Type `:decode samResult.accessToken`: Graph's tokens for personal accounts are opaque, not JWTs the
//: app can read, and it must never try. Only the id token (`:decode samResult.idToken!`) is the app's.
//:
//: Changing production's audience later is a portal change, and it affects every user; a separate
//: client id lets you try personal accounts without that risk.
//: ## Step 4 · A work account at the same app
//: - sign-in-as: adele@contoso.com
//: Now Adele Vance, a Contoso employee, signs in to `testApplication` too, through the
//: `https://login.microsoftonline.com/organizations` authority (work accounts only). The web view still
//: has Sam's session, so ask it to let her pick an account: set the parameters' `promptType` to
//: `.selectAccount`. Keep the result in `adeleResult`.
//: - hint: Interactive parameters have `authority` and `promptType` properties; `MSALPromptType.selectAccount` shows the account picker even when a session exists.
//: - hint: `let workParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`, `workParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/organizations")!)`, `workParameters.promptType = .selectAccount`, then `let adeleResult = try await testApplication.acquireToken(with: workParameters)`
//: - check: adeleResult.tenantProfile.tenantId == "c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
//:   - hint: Three things: ask `testApplication` (not `application`); use the `/organizations` authority (work accounts; `/consumers` is for personal ones); and set `promptType = .selectAccount`, or the web view signs Sam in again from his session.
//: - check: (try? testApplication.allAccounts())?.count == 2
let workParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
workParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/organizations")!)
workParameters.promptType = .selectAccount
let adeleResult = try await testApplication.acquireToken(with: workParameters)
//: The account picker listed Sam; Adele chose "Use another account" and signed in. `testApplication`
//: now holds two accounts, each in its own home tenant: type
//: `try testApplication.allAccounts().map { $0.username }`.
//:
//: `promptType` replaces ADAL's prompt behaviour on interactive requests: `.selectAccount` (the account
//: picker), `.login` (always ask for credentials, like `AD_PROMPT_ALWAYS`), `.consent` (ask consent
//: again), and `.promptIfNecessary` (the default: no page at all when the session answers). To sign in
//: one known user, set `loginHint` to their username instead.
//:
//: `/consumers` is the mirror image of `/organizations`: try Adele there and the page answers AADSTS50034,
//: the account does not exist in the consumers directory.
//: ## Step 5 · Azure AD B2C
//: - as: Contoso Rewards
//: - sign-in-as: casey@example.org
//: Contoso's customer app, Contoso Rewards, signs its customers in with Azure AD B2C: the tenant
//: `contosob2c.onmicrosoft.com`, host `contosob2c.b2clogin.com`, user flow `B2C_1_signupsignin`. Code now
//: runs as Contoso Rewards. Make `rewardsConfig` for its registration (client id
//: `b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b`, redirect URI `msauth.com.contoso.rewards://auth`) with an
//: `MSALB2CAuthority` for `https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin`,
//: listed in its `knownAuthorities` too. Then sign Casey in for the Rewards API's scope,
//: `https://contosob2c.onmicrosoft.com/rewards/Rewards.Read`, and keep the result in `caseyResult`.
//: - hint: MSAL can validate Azure AD authorities against Microsoft's list, but not B2C ones: it uses a B2C authority only when the configuration's `knownAuthorities` names it.
//: - hint: `let rewardsAuthority = try MSALB2CAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)`, `let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)`, `rewardsConfig.knownAuthorities = [rewardsAuthority]`, `let rewardsApplication = try MSALPublicClientApplication(configuration: rewardsConfig)`, then `let caseyResult = try await rewardsApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"], webviewParameters: webviewParameters))`
//: - check: rewardsConfig.knownAuthorities.count == 1
//:   - hint: Without it, the request fails before any page: "Authority validation is not supported for this type of authority". Set `rewardsConfig.knownAuthorities = [rewardsAuthority]` before creating the application.
//: - check: caseyResult.scopes.contains("https://contosob2c.onmicrosoft.com/rewards/Rewards.Read")
//:   - hint: Create the application from `rewardsConfig`, then call `acquireToken(with:)` for `["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"]`, keeping the result in `caseyResult`.
//#-editable-code
let rewardsAuthority = try MSALB2CAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)
let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)
// knownAuthorities, the application, and Casey's sign-in
//#-end-editable-code
let rewardsAuthority = try MSALB2CAuthority(url: URL(string: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")!)
let rewardsConfig = MSALPublicClientApplicationConfig(clientId: "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b", redirectUri: "msauth.com.contoso.rewards://auth", authority: rewardsAuthority)
rewardsConfig.knownAuthorities = [rewardsAuthority]
let rewardsApplication = try MSALPublicClientApplication(configuration: rewardsConfig)
let caseyResult = try await rewardsApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"], webviewParameters: webviewParameters))
//: Casey signed in with the user flow's page. B2C differs from Azure AD in ways the app sees:
//:
//: - the authority names the *user flow* (policy); another flow (password reset, profile edit) is
//:   another authority, and each request names the one it needs;
//: - the account identifier carries the flow: type `caseyResult.account.identifier`
//:   (`<object id>-b2c_1_signupsignin.<tenant id>`);
//: - the scopes are the B2C tenant's own APIs, and the token result lists only `openid` and
//:   `offline_access` beside them: B2C has no `profile` scope and no Graph here;
//: - `caseyResult.account.username` is often empty: B2C puts a username in the id token only when the
//:   user flow is set up to return one.
//:
//: ADAL never supported B2C, so this is new code, not migrated code.
//: ## Step 6 · A sovereign cloud
//: - as: Contoso Mail
//: - sign-in-as: jordan@contosofederal.us
//: Jordan Diaz works for Contoso Federal, a tenant in the US Government cloud
//: (`login.microsoftonline.us`), and code runs as Contoso Mail again. Build the authority of his tenant
//: from its parts, `governmentAuthority`, with `MSALAADAuthority(cloudInstance:audienceType:rawTenant:)`:
//: the US Government cloud instance, the audience of one organization, and the tenant
//: `contosofederal.us`. Then ask `application` for `User.Read` with that authority, and keep the error in
//: `governmentError` (declare it `var governmentError: NSError?`).
//: - hint: The cloud is `.usGovernmentCloudInstance`; one organization's audience is `.azureADMyOrgOnlyAudience`.
//: - hint: `let governmentAuthority = try MSALAADAuthority(cloudInstance: .usGovernmentCloudInstance, audienceType: .azureADMyOrgOnlyAudience, rawTenant: "contosofederal.us")`, `let governmentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`, `governmentParameters.authority = governmentAuthority`, `var governmentError: NSError?`, then `do { _ = try await application.acquireToken(with: governmentParameters) } catch { governmentError = error as NSError }`
//: - check: governmentAuthority.url.absoluteString == "https://login.microsoftonline.us/contosofederal.us"
//:   - hint: `MSALAADAuthority(cloudInstance: .usGovernmentCloudInstance, audienceType: .azureADMyOrgOnlyAudience, rawTenant: "contosofederal.us")` builds `https://login.microsoftonline.us/contosofederal.us`.
//: - check: governmentError?.code == MSALError.userCanceled.rawValue
//:   - hint: Put `governmentAuthority` on interactive parameters (`authority`), call `application.acquireToken(with:)` inside `do`, and keep the error: `governmentError = error as NSError`.
let governmentAuthority = try MSALAADAuthority(cloudInstance: .usGovernmentCloudInstance, audienceType: .azureADMyOrgOnlyAudience, rawTenant: "contosofederal.us")
let governmentParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
governmentParameters.authority = governmentAuthority
var governmentError: NSError?
do {
  _ = try await application.acquireToken(with: governmentParameters)
} catch {
  governmentError = error as NSError
}
//: Jordan typed his name, and the page answered AADSTS700016 again: Contoso Mail was not found in the
//: directory 'Contoso Federal'. A sovereign cloud is a separate system, with its own directories,
//: its own app registrations and its own Graph (`graph.microsoft.us`). An app that serves it is
//: registered there too, with a client id of its own, and its requests go to that cloud's authority.
//: MSAL keeps each cloud's accounts apart by `environment` (`login.microsoftonline.us`).
//:
//: One more guard: MSAL checks that an Azure AD authority's host is one of Microsoft's before it sends a
//: password there. Try `MSALAADAuthority(url: URL(string: "https://login.contoso.com/common")!)` on a
//: request: it fails before any page with `MSALInternalErrorCodeKey` -42010 (authority validation,
//: AADSTS50049 "Unknown or invalid instance"). ADAL's `validateAuthority: NO` switched the check off
//: for every host; MSAL has no such switch. Instead, list the authorities you trust in
//: `knownAuthorities`, as B2C's must be.
//: ## Recap
//: - The registration's audience and the request's authority decide who can sign in: `/common`
//:   (everyone the registration accepts), `/organizations`, `/consumers`, or one tenant.
//: - AADSTS700016: the app is not in the user's directory. AADSTS50020: the user is not in the app's.
//:   Both are shown on the page; the app gets `MSALError.userCanceled`.
//: - One `MSALPublicClientApplication` serves every authority: set `parameters.authority` per request,
//:   where ADAL needed an `ADAuthenticationContext` each.
//: - Try personal accounts with a separate test client id before changing production's audience.
//: - `promptType = .selectAccount` lets another user in when a session exists; `loginHint` names one.
//: - B2C: `MSALB2CAuthority` for the user flow, always listed in `knownAuthorities`.
//: - Sovereign clouds need a registration of their own; `MSALAADAuthority(cloudInstance:audienceType:rawTenant:)`
//:   builds their authorities.
//:
//: Next, lesson 6: *The interactive request and web views*: where the sign-in page runs, and which
//: sessions it shares with Safari and with your other apps.
