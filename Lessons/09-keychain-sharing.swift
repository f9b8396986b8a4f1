//: # Keychain sharing and the kinds of SSO
//: scenario: msal-signed-in
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIViewController and NSViewController (UIKit's and AppKit's, in an app)
let viewController = UIViewController()
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
//#-end-hidden-code
//: The migration guide's "Enable token caching" section, and single sign-on between the apps of one
//: team (the guide's "SSO in partnership with other SDKs" points to it).
//:
//: MSAL keeps its tokens in the keychain, in a *keychain access group* that apps can share: on iOS
//: `com.microsoft.adalcache` (ADAL's group too, so an MSAL build reads what its ADAL build left), on
//: macOS `com.microsoft.identity.universalstorage`. An app may only use groups its entitlements list,
//: and iOS puts the team id in front of each (`CONTOSO123.com.microsoft.adalcache`), so only apps of
//: one team share a group. The guide's step, in Xcode:
//:
//: ```text
//: Signing & Capabilities › + Capability › Keychain Sharing
//:   Keychain Groups: com.microsoft.adalcache        (iOS)
//:                    com.microsoft.identity.universalstorage   (macOS)
//: ```
//:
//: ADAL had the same step (`ADAuthenticationSettings.sharedInstance().defaultKeychainGroup`); MSAL's
//: is `configuration.cacheConfig.keychainSharingGroup`, whose default is the group above, so most apps
//: never set it.
//:
//: Contoso Mail (MSAL) signed Adele in an hour ago. This lesson runs code as Contoso Mail's sister app,
//: Contoso Calendar (same team, `CONTOSO123`), then as another team's app, and at the end on a Mac.
//: `:entitlements` shows the running app's keychain groups (and edits them, as Xcode does);
//: `:keychain` shows every item by group. `workbookConfig` (workbook-only, as in earlier lessons) is
//: Contoso Mail's configuration: its client id, `msauth.com.contoso.mail://auth` and `/common`.
//:
//: > **Simulation:** Adele answers sign-in pages. `:entitlements` is workbook-only: in a project you
//: > edit the capability, rebuild and reinstall. Steps use `try await`, which behaves as in Swift. The
//: > workbook has UIKit's and AppKit's stand-ins side by side; a real Mac app has no UIKit, so code that
//: > presents from a `UIViewController` does not build there.
//: ## Step 1 · No Keychain Sharing, no cache
//: - as: Contoso Calendar
//: - keychain-access-groups: none
//: Code now runs as a new build of Contoso Calendar whose project has no Keychain Sharing capability
//: (type `:entitlements`). Create an application with Calendar's own client id,
//: `ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f`, and ask it for `allAccounts()`, inside `do`; keep the error
//: in `keychainError` (declare it `var keychainError: NSError?`).
//: - hint: `MSALPublicClientApplication(configuration:)` with `MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f")`; the keychain is first read when you ask for accounts (or tokens).
//: - hint: `var keychainError: NSError?`, then `do { let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f")); _ = try application.allAccounts() } catch { keychainError = error as NSError }`
//: - check: keychainError?.domain == NSOSStatusErrorDomain
//:   - hint: Keep the error MSAL throws: `catch { keychainError = error as NSError }`. No error at all? Ask for `allAccounts()` (creating the application reads nothing), and check `:entitlements`: this step's build lists no group (`:entitlements remove com.microsoft.adalcache` if you added it). An `MSALErrorDomain` error instead? Create the application with Calendar's client id and no redirect URI: `workbookConfig` is Mail's.
//: - check: keychainError?.code == -34018
//#-editable-code
var keychainError: NSError?
do {
  // the application, then its accounts
} catch {
  keychainError = error as NSError
}
//#-end-editable-code
var keychainError: NSError?
do {
  let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
  _ = try application.allAccounts()
} catch {
  keychainError = error as NSError
}
//: `NSOSStatusErrorDomain` -34018 is `errSecMissingEntitlement`: the app named a keychain group
//: (`com.microsoft.adalcache`, MSAL's default) that its entitlements do not list. Creating the
//: application succeeded; the first keychain read or write fails. It is the error of many "MSAL
//: cannot save tokens" reports, and the cure is the guide's: add the group under Keychain Sharing.
//: (Type `keychainError!.userInfo`: the simulation names the operation, real MSAL logs it.)
//: ## Step 2 · Two client ids, one keychain
//: - keychain-access-groups: com.microsoft.adalcache
//: Calendar's next build has the capability, with `com.microsoft.adalcache` (`:entitlements`). Create
//: `calendarApplication`, still with Calendar's own client id, and keep its `allAccounts()` in
//: `calendarAccounts`. Then list every account in the shared group: make `everyone`, an
//: `MSALAccountEnumerationParameters()` with `returnOnlySignedInAccounts` set to false, and keep
//: `calendarApplication.accounts(for: everyone)` in `everyAccount`.
//: - hint: `MSALAccountEnumerationParameters()` is a class with a settable `returnOnlySignedInAccounts`; `accounts(for:)` throws, like `allAccounts()`.
//: - hint: `let calendarApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))`, `let calendarAccounts = try calendarApplication.allAccounts()`, `let everyone = MSALAccountEnumerationParameters()`, `everyone.returnOnlySignedInAccounts = false`, then `let everyAccount = try calendarApplication.accounts(for: everyone)`
//: - check: everyAccount.first?.username == "adele@contoso.com"
//:   - hint: Set `everyone.returnOnlySignedInAccounts = false` before you call `accounts(for: everyone)`: with the default (true) you get what `allAccounts()` gives.
//: - check: calendarAccounts.isEmpty
//:   - hint: `calendarAccounts` holds Adele, so `calendarApplication` uses a client id Adele signed in with. Use Calendar's own, `ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f`, for this step.
let calendarApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"))
let calendarAccounts = try calendarApplication.allAccounts()
let everyone = MSALAccountEnumerationParameters()
everyone.returnOnlySignedInAccounts = false
let everyAccount = try calendarApplication.accounts(for: everyone)
//: Both apps read the same group, so Calendar sees the *account* record Contoso Mail wrote (type
//: `:keychain`: one account, and tokens whose `client_id` is Mail's). But `allAccounts()` lists only
//: accounts signed in *for this client id*: those with a refresh token issued to it. Adele signed in to
//: Contoso Mail's client id, not Calendar's.
//: ## Step 3 · An account is not a sign-in
//: Ask `calendarApplication` silently for `Calendars.Read` for `everyAccount[0]`, and keep the error in
//: `silentError` (declare it `var silentError: NSError?`).
//: - hint: `MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: everyAccount[0])`, then `try await calendarApplication.acquireTokenSilent(with:)` inside `do`.
//: - hint: `var silentError: NSError?`, then `do { _ = try await calendarApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: everyAccount[0])) } catch { silentError = error as NSError }`
//: - check: silentError?.code == MSALError.interactionRequired.rawValue
//:   - hint: Use `calendarApplication` (Calendar's own client id) and keep the error: `catch { silentError = error as NSError }`.
var silentError: NSError?
do {
  _ = try await calendarApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["Calendars.Read"], account: everyAccount[0]))
} catch {
  silentError = error as NSError
}
//: Interaction required, with no request sent (`:trace last 1` shows Mail's sign-in, nothing since):
//: "No token matching arguments found in the cache". A refresh token is bound to the client id it was
//: issued to; the service refuses it from any other (AADSTS70000). Microsoft's own apps share theirs
//: through a *family of client ids* (Outlook, Teams, Authenticator); no third-party app can join one.
//: ## Step 4 · One client id for the team
//: Microsoft's advice for a team's apps that should share sign-in: give them one client id, each app
//: with its own redirect URI on that registration, one team id and one keychain group. Contoso did:
//: `:registration Contoso Mail` lists `msauth.com.contoso.calendar://auth`. Create `sharedApplication`
//: with Contoso Mail's client id, `4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d` (the redirect URI defaults to
//: Calendar's own, `msauth.com.contoso.calendar://auth`), keep its first account in `sharedAccount`,
//: and get a `User.Read` token silently for it into `sharedResult`.
//: - hint: `allAccounts()` of the shared client id lists Adele: take `[0]` (or `.first!`).
//: - hint: `let sharedApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))`, `let sharedAccount = try sharedApplication.allAccounts()[0]`, then `let sharedResult = try await sharedApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: sharedAccount))`
//: - check: sharedApplication.configuration.clientId == "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
//:   - hint: The shared client id is Contoso Mail's: `4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d`.
//: - check: sharedResult.account.username == "adele@contoso.com"
let sharedApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"))
let sharedAccount = try sharedApplication.allAccounts()[0]
let sharedResult = try await sharedApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: sharedAccount))
//: No page: the refresh token Contoso Mail got an hour ago was issued to the shared client id, so
//: Calendar redeemed it for a new access token (`:trace last 1`). This is keychain SSO: silent, for apps
//: of one team, one keychain group and one client id. The shared registration must ask for what every app needs; a scope only
//: Calendar uses (`Calendars.Read`) would need consent for Mail's client id first.
//: ## Step 5 · Another team sees nothing
//: - as: Northwind Notes
//: Code now runs as Northwind Notes, from another team (`NWIND45678`), whose entitlements list a group of
//: the same name (`:entitlements`). Create `notesApplication` with its client id,
//: `00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7`, and keep `notesApplication.accounts(for: everyone)` in
//: `notesAccounts`.
//: - hint: `everyone` (from step 2) asks for every account in the group, signed in or not.
//: - hint: `let notesApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7"))`, then `let notesAccounts = try notesApplication.accounts(for: everyone)`
//: - check: notesApplication.configuration.clientId == "00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7"
//:   - hint: Northwind Notes' client id is `00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7`.
//: - check: notesAccounts.isEmpty
//: - check: (try? notesApplication.accounts(for: everyone))?.isEmpty == true
let notesApplication = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7"))
let notesAccounts = try notesApplication.accounts(for: everyone)
//: Nothing, not even the account record: iOS put Northwind's team id in front of the group
//: (`NWIND45678.com.microsoft.adalcache`), so it is another group; `:keychain` shows it, empty, after
//: Contoso's. The client id does not matter here: even with Contoso Mail's, Northwind's app would see
//: nothing, because what it reads is its own team's group.
//: ## Step 6 · Signing out in one app
//: - as: Contoso Calendar
//: Back in Contoso Calendar, remove Adele from `sharedApplication` (`remove(_:)` with `sharedAccount`).
//: - hint: `remove(_:)` throws; it takes the `MSALAccount`.
//: - hint: `try sharedApplication.remove(sharedAccount)`
//: - check: (try? sharedApplication.allAccounts())?.isEmpty == true
//:   - hint: Remove the account with the shared client id's application: `try sharedApplication.remove(sharedAccount)`.
try sharedApplication.remove(sharedAccount)
//: `remove(_:)` deletes the tokens of *this client id* for the account, and the account record once
//: no refresh token is left for it. Contoso Mail uses the same client id, so Mail is signed out too:
//: apps that share sign-in share sign-out. (Apps with their own client ids would keep theirs.) What
//: stays is outside the keychain: Safari's cookies (`:browsers`).
//: ## Step 7 · Web-browser SSO: one tap
//: - as: Contoso Mail
//: In Contoso Mail, create `mailApplication` from `workbookConfig`, keep its `allAccounts()` in
//: `mailAccounts`, and sign Adele in again interactively for `User.Read` into `mailResult`.
//: - hint: `MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)`; the session has `webviewParameters`.
//: - hint: `let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)`, `let mailAccounts = try mailApplication.allAccounts()`, then `let mailResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`
//: - check: mailAccounts.isEmpty
//:   - hint: Keep `allAccounts()` of Contoso Mail's application in `mailAccounts` before you sign in again.
//: - check: mailResult.account.username == "adele@contoso.com"
let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)
let mailAccounts = try mailApplication.allAccounts()
let mailResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
//: Mail had no account left, yet Adele typed no password: the web view is `ASWebAuthenticationSession`,
//: which shares Safari's cookies, and Safari still had her session from the first sign-in. She
//: tapped Continue on iOS's alert and was in. The three kinds of SSO, side by side:
//:
//: | kind | what Adele does | who shares it | taught in |
//: |---|---|---|---|
//: | keychain | nothing (silent) | apps of one team, one keychain group, one client id | this lesson, steps 2–4 |
//: | web browser (cookies) | one tap | every app using the system browser, any team | lesson 6 |
//: | broker (Authenticator) | one tap, or nothing | every app that uses the broker, any team | lesson 7 |
//: ## Step 8 · On a Mac
//: - device: Mac
//: Adele opens Contoso Mail for macOS: a new device, with its own keychain and browser, the same
//: directory. Create `macApplication` from `workbookConfig` and keep its `allAccounts()` in
//: `macAccounts`. On a Mac, `MSALWebviewParameters` takes AppKit's view controller: make
//: `macWebviewParameters` presenting from an `NSViewController()`, and with them sign Adele in
//: interactively for `User.Read` into `macResult`.
//: - hint: The variables of earlier steps belong to the iPhone (`webviewParameters` presents from a `UIViewController`, and UIKit does not exist on a Mac): make new ones here.
//: - hint: `let macApplication = try MSALPublicClientApplication(configuration: workbookConfig)`, `let macAccounts = try macApplication.allAccounts()`, `let macWebviewParameters = MSALWebviewParameters(authPresentationViewController: NSViewController())`, then `let macResult = try await macApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: macWebviewParameters))`
//: - check: macApplication.configuration.cacheConfig.keychainSharingGroup == "com.microsoft.identity.universalstorage"
//:   - hint: Leave `cacheConfig.keychainSharingGroup` at its default: on macOS it is `com.microsoft.identity.universalstorage`.
//: - check: macAccounts.isEmpty
//: - check: macWebviewParameters.parentViewController is NSViewController
//:   - hint: `MSALWebviewParameters(authPresentationViewController: NSViewController())`: AppKit's view controller, not UIKit's.
//: - check: macResult.account.username == "adele@contoso.com"
let macApplication = try MSALPublicClientApplication(configuration: workbookConfig)
let macAccounts = try macApplication.allAccounts()
let macWebviewParameters = MSALWebviewParameters(authPresentationViewController: NSViewController())
let macResult = try await macApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: macWebviewParameters))
//: Nothing travelled from the iPhone: a keychain and a browser belong to a device, so Adele typed her
//: password here. What differs on macOS (type `:keychain` and `:world`):
//: - the default group is `com.microsoft.identity.universalstorage`, and Keychain Sharing lists it;
//: - MSAL reads no Info.plist: no `CFBundleURLSchemes` check, no `LSApplicationQueriesSchemes`, and a
//:   redirect URI needs no particular form (the web session hands the redirect back itself);
//: - there is no Authenticator app to broker; on managed Macs, Microsoft's Enterprise SSO plug-in
//:   plays that part, which the workbook does not simulate.
//: ## Recap
//: - Enable token caching: Keychain Sharing with `com.microsoft.adalcache` (iOS) or
//:   `com.microsoft.identity.universalstorage` (macOS); without it, keychain calls fail with -34018.
//: - One group lets a team's apps see each other's accounts; `allAccounts()` still lists only those
//:   signed in for *this* client id, because refresh tokens are bound to a client id.
//: - Silent SSO between your apps: one client id, a redirect URI per app on that registration, one team,
//:   one group. Another team never sees your items. Sharing a client id means sharing sign-out too.
//: - Browser cookies give one-tap SSO to any app; the broker, device-wide SSO and device policies.
//: - A Mac is another device: its own keychain group, no Info.plist checks, no broker.
//:
//: Next, lesson 10: *SSO between ADAL and MSAL apps*.
