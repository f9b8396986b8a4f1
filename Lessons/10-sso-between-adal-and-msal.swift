//: # SSO between ADAL and MSAL apps
//: scenario: adal-2.7-calendar-signed-in
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import ADAL
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIViewController (UIKit's, in an app)
let viewController = UIViewController()
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
//#-end-hidden-code
//: Microsoft's second guide, "SSO between ADAL and MSAL apps on macOS and iOS", in full.
//:
//: A team rarely migrates all its apps at once. Contoso Mail ships its MSAL build first; Contoso
//: Calendar still ships on ADAL 2.7 for a few months. Users should sign in once, whichever app they
//: open first. Both apps are set up as lesson 9 taught: one team (`CONTOSO123`), one keychain group
//: (`com.microsoft.adalcache`) and one client id (Contoso Mail's, with Calendar's redirect URI
//: `msauth.com.contoso.calendar://auth` on its registration).
//:
//: What makes it work is ADAL 2.7's cache format: besides its own *legacy* items (an access token and
//: a multi-resource refresh token, keyed by the user's UPN), ADAL 2.7 writes the *unified* items MSAL
//: reads: a refresh token and an account, keyed by the account's home identifier. ADAL 2.6 and
//: earlier write only the legacy items.
//:
//: An hour ago Adele signed in to Contoso Calendar's ADAL 2.7 build. Type `:keychain`: ADAL's two
//: legacy items and three unified ones (refresh token, account, app metadata) in one group. Contoso
//: Mail (MSAL) is installed; nobody has signed in to it.
//:
//: > **Simulation:** Adele, and later Megan, answer sign-in pages. ADAL's and MSAL's completion
//: > blocks run before the call returns (in an app they run later, on the main queue), so a variable
//: > set inside the block has its value on the next line. The two apps' settings (what each saved
//: > about the signed-in user) would be shared through an App Group's `UserDefaults`; here the
//: > session's variables stand in.
//: ## Step 1 · What the ADAL 2.7 app knows
//: - as: Contoso Calendar
//: Code now runs as Contoso Calendar's ADAL 2.7 build, which saved the signed-in user's `userId`,
//: `adele@contoso.com`. Create `context`, an `ADAuthenticationContext` for
//: `https://login.microsoftonline.com/common`, and ask it silently, as the app does, for a token for
//: `https://graph.microsoft.com` with client id `4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d`, redirect URI
//: `msauth.com.contoso.calendar://auth` and that user id; keep the result in `calendarResult`
//: (declare it `var calendarResult: ADAuthenticationResult?`). Then keep the user's two identifiers
//: from `calendarResult?.tokenCacheItem?.userInformation`: `userId` in `savedUserId` and
//: `homeAccountId` in `savedHomeAccountId`.
//:
//: ADAL from Swift: `ADAuthenticationContext(authority:error:)` is failable (an optional context);
//: the silent call is `acquireTokenSilent(withResource:clientId:redirectUri:userId:completionBlock:)`,
//: whose `redirectUri` is a `URL`, and whose block receives an `ADAuthenticationResult`.
//: - hint: `ADAuthenticationContext(authority:error:)` is failable (nil for a malformed authority); pass `error: nil` if you do not need the reason. The silent call is `acquireTokenSilent(withResource:clientId:redirectUri:userId:completionBlock:)`.
//: - hint: `var calendarResult: ADAuthenticationResult?`, `let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)`, `context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: "adele@contoso.com") { result in calendarResult = result }`, then `let savedUserId = calendarResult?.tokenCacheItem?.userInformation?.userId` and `let savedHomeAccountId = calendarResult?.tokenCacheItem?.userInformation?.homeAccountId`
//: - check: calendarResult?.status == AD_SUCCEEDED
//:   - hint: Keep the block's result: `{ result in calendarResult = result }`. Did ADAL fail? `calendarResult?.error` says why: the client id is Contoso Mail's (the shared one), the resource `https://graph.microsoft.com`, the user `adele@contoso.com`.
//: - check: savedUserId == "adele@contoso.com"
//: - check: savedHomeAccountId == "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
//:   - hint: `homeAccountId` is a property of `calendarResult?.tokenCacheItem?.userInformation` (an `ADUserInformation`), beside `userId`.
var calendarResult: ADAuthenticationResult?
let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: nil)
context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: "adele@contoso.com") { result in
  calendarResult = result
}
let savedUserId = calendarResult?.tokenCacheItem?.userInformation?.userId
let savedHomeAccountId = calendarResult?.tokenCacheItem?.userInformation?.homeAccountId
//: ADAL's access token from an hour ago had expired, so the silent call redeemed Calendar's refresh
//: token at the v1 endpoint first (`:trace last 1`); nobody saw a page. The guide's "Account
//: identifier differences", side by side:
//:
//: | | MSAL | ADAL 2.7 | ADAL 2.6 and earlier |
//: |---|---|---|---|
//: | displayable id | `account.username` | `userInformation.userId` | `userInformation.userId` |
//: | unique id | `account.identifier` | `userInformation.homeAccountId` | — |
//:
//: `userId` is the UPN: for display, and it can change (lesson 2's rename). `homeAccountId` is
//: `<object id>.<home tenant id>`, exactly MSAL's `identifier`. The guide asks ADAL 2.7 apps to save
//: it beside the `userId`, so that the MSAL app can find the same account without guessing.
//: ## Step 2 · ADAL to MSAL, with the homeAccountId
//: - as: Contoso Mail
//: Code now runs as Contoso Mail's MSAL build, which reads what Calendar saved. Create
//: `mailApplication` from `workbookConfig` (workbook-only: Contoso Mail's configuration), find Adele
//: with `savedHomeAccountId` and keep her in `adeleAccount`, then get a `User.Read` token silently for
//: her: `let mailResult = try await …` (MSAL's Swift `async` form, as in lessons 3–9).
//: - hint: `account(forIdentifier:)` takes a `String`; `savedHomeAccountId` is a `String?`.
//: - hint: `let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)`, `let adeleAccount = try mailApplication.account(forIdentifier: savedHomeAccountId!)`, then `let mailResult = try await mailApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: adeleAccount))`
//: - check: adeleAccount.identifier == savedHomeAccountId
//:   - hint: `adeleAccount` does not exist? `account(forIdentifier:)` throws `nilError` when no account has that identifier: pass `savedHomeAccountId!` (`<object id>.<home tenant id>`), not the UPN.
//: - check: mailResult.account.username == "adele@contoso.com"
//:   - hint: Ask silently (`acquireTokenSilent(with:)`) with `MSALSilentTokenParameters(scopes: ["User.Read"], account: adeleAccount)`.
let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
let adeleAccount = try mailApplication.account(forIdentifier: savedHomeAccountId!)
let mailResult = try await mailApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: adeleAccount))
//: No page: MSAL found the account record and the unified refresh token ADAL 2.7 wrote, both under
//: the identifier, and redeemed the token at the v2.0 endpoint for `User.Read` (`:trace last 1`). The
//: guide's first way from ADAL to MSAL, and the surest one.
//: ## Step 3 · With the userId, or with neither
//: Not every ADAL app saved the `homeAccountId`. Find Adele the guide's second way, by `savedUserId`,
//: into `byUsername`, and list what the third way, for an app that saved nothing, starts from:
//: `mailApplication.allAccounts()` into `signedIn`.
//: - hint: `account(forUsername:)` takes a `String`; `savedUserId` is a `String?`.
//: - hint: `let byUsername = try mailApplication.account(forUsername: savedUserId!)`, then `let signedIn = try mailApplication.allAccounts()`
//: - check: byUsername.identifier == savedHomeAccountId
//:   - hint: Look the account up by username with `account(forUsername:)`: it is the same account, so its identifier is `savedHomeAccountId`.
//: - check: signedIn.count == 1
let byUsername = try mailApplication.account(forUsername: savedUserId!)
let signedIn = try mailApplication.allAccounts()
//: The same account all three ways. The guide's order, for an MSAL app taking over from an ADAL one:
//:
//: 1. an identifier saved by ADAL 2.7 (`homeAccountId`) → `account(forIdentifier:)`;
//: 2. else a `userId` → `account(forUsername:)`, which also reads ADAL's legacy items (so it works for
//:    ADAL 2.6 apps too: lesson 2), and then save `account.identifier` for next time;
//: 3. else `allAccounts()`: use the only account, or let the user choose; interactive when empty.
//: ## Step 4 · MSAL signs someone in
//: - sign-in-as: megan@contoso.com
//: Now the other direction. Megan Bowen opens Contoso Mail first. Sign her in interactively for
//: `User.Read` with `mailApplication`, and keep the result in `meganResult`.
//: - hint: Megan answers the sign-in page; no account or hint is needed.
//: - hint: `let meganResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`
//: - check: meganResult.account.username == "megan@contoso.com"
//:   - hint: An interactive request (`acquireToken(with:)`): silent calls need an account, and Megan has none yet.
let meganResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
//: MSAL wrote only unified items for Megan (`:keychain`): no legacy item, so an ADAL 2.6 app could
//: never see her.
//: ## Step 5 · ADAL finds the MSAL sign-in
//: - as: Contoso Calendar
//: Back in Contoso Calendar's ADAL 2.7 build: ask `context` silently for Graph for Megan, passing
//: `meganResult.account.username` as the `userId` (the MSAL app shares what it knows, as Calendar
//: did), and keep the result in `meganCalendarResult` (declare it `var meganCalendarResult: ADAuthenticationResult?`).
//: - hint: The same `acquireTokenSilent(withResource:clientId:redirectUri:userId:completionBlock:)` as in step 1, with Megan's username.
//: - hint: `var meganCalendarResult: ADAuthenticationResult?`, then `context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: meganResult.account.username) { result in meganCalendarResult = result }`
//: - check: meganCalendarResult?.status == AD_SUCCEEDED
//:   - hint: Pass Megan's username, `meganResult.account.username`, as the `userId`, and keep the result: `{ result in meganCalendarResult = result }`.
//: - check: meganCalendarResult?.tokenCacheItem?.userInformation?.homeAccountId == meganResult.account.identifier
var meganCalendarResult: ADAuthenticationResult?
context?.acquireTokenSilent(withResource: "https://graph.microsoft.com", clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: URL(string: "msauth.com.contoso.calendar://auth")!, userId: meganResult.account.username) { result in
  meganCalendarResult = result
}
//: No page for Megan in Calendar: ADAL 2.7 found no legacy item for her, looked in the unified cache
//: by her UPN, found the refresh token MSAL wrote, and redeemed it for Graph at the v1 endpoint
//: (`:trace last 1`). From then on ADAL keeps its own legacy items for her too. The guide's "SSO from
//: MSAL to ADAL": give the ADAL app the MSAL account's `username` as its `userId`. With ADAL 2.6 or
//: earlier this step fails with `AD_ERROR_SERVER_USER_INPUT_NEEDED`: those versions read only legacy
//: items, so their users sign in once more after the MSAL app signs them in.
//: ## Recap
//: - ADAL 2.7 writes its legacy items *and* MSAL's unified ones (refresh token, account); MSAL reads
//:   both; ADAL 2.6 and earlier write and read only legacy ones.
//: - ADAL's `userId` is MSAL's `username` (displayable, may change); ADAL 2.7's `homeAccountId` is
//:   MSAL's `identifier` (stable): save it.
//: - ADAL to MSAL: `account(forIdentifier:)` with the `homeAccountId`, else `account(forUsername:)`
//:   with the `userId`, else `allAccounts()`.
//: - MSAL to ADAL 2.7: the MSAL account's `username` as ADAL's `userId`.
//: - All of it needs lesson 9's set-up: one team, one keychain group, one client id.
//:
//: Next, lesson 11: *Capstone: migrate Contoso Mail*.
