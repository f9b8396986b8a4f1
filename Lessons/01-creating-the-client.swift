//: # Creating the client
//: scenario: fresh
//#-hidden-code
import Foundation
import MSAL
import Device     // UIViewController (UIKit's, in an app)
//#-end-hidden-code
//: Contoso Mail signs its users in with ADAL today. Before it can ask MSAL for a single token, it needs
//: an MSAL *client*: one object that knows who the app is (its client id), where the sign-in page sends
//: the user back to (its redirect URI), and which directory to ask by default (its authority).
//:
//: ADAL had no such object. You made an `ADAuthenticationContext` for each authority you talked to,
//: and passed the client id and redirect URI again on every token call. MSAL turns that around: you
//: describe the app once, in an `MSALPublicClientApplicationConfig`, create one
//: `MSALPublicClientApplication` from it, and keep that one instance for the life of the app.
//:
//: ```objc
//: ADAuthenticationError *error = nil;
//: ADAuthenticationContext *context =
//:   [ADAuthenticationContext
//:     authenticationContextWithAuthority:
//:       @"https://login.microsoftonline.com/common"
//:     error:&error];
//: [context acquireTokenWithResource:
//:     @"https://graph.microsoft.com"
//:   clientId:@"4a1b9c2d-...-7e8f9a0b1c2d"
//:   redirectUri:[NSURL URLWithString:
//:     @"x-msauth-contosomail://com.contoso.mail"]
//:   completionBlock:^(ADAuthenticationResult *r) {
//:     // ...
//:   }];
//: ```
//:
//: ```swift
//: let authority = try MSALAADAuthority(
//:   url: URL(string:
//:     "https://login.microsoftonline.com/common")!)
//: let config = MSALPublicClientApplicationConfig(
//:   clientId: "4a1b9c2d-...-7e8f9a0b1c2d",
//:   redirectUri: "msauth.com.contoso.mail://auth",
//:   authority: authority)
//: let application =
//:   try MSALPublicClientApplication(configuration: config)
//: // one instance; every token call goes through it
//: ```
//:
//: Contoso Mail's registration in the (simulated) Microsoft identity platform has the client id
//: `4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d`, the bundle id `com.contoso.mail`, and accepts Contoso
//: accounts only. This lesson starts on a fresh iPhone: Contoso Mail is installed, nobody is signed in.
//: ## Step 1 · Describe the app
//: Make the authority `https://login.microsoftonline.com/common` with `MSALAADAuthority(url:)`, then an
//: `MSALPublicClientApplicationConfig` for Contoso Mail with that authority, the client id above and
//: the redirect URI `msauth.com.contoso.mail://auth`. Store the configuration in `config`.
//: - hint: `MSALAADAuthority(url:)` throws for a URL that is not an authority, so it needs `try`; `URL(string:)` returns an optional.
//: - hint: `let authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)`, then `let config = MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.mail://auth", authority: authority)`
//: - check: config.clientId == "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
//:   - hint: The client id is the app registration's application id, a GUID: `4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d`. The bundle id (`com.contoso.mail`) goes into the redirect URI, not here.
//: - check: config.redirectUri == "msauth.com.contoso.mail://auth"
//:   - hint: ADAL's redirect URIs used any scheme, such as `x-msauth-contosomail://com.contoso.mail`. MSAL's shape is `msauth.<bundle id>://auth`: for Contoso Mail, `msauth.com.contoso.mail://auth`. The old URI still works while it stays registered (`:world` lists it beside the new one), but MSAL's brokered sign-in needs the new one, and it is the one to keep.
//: - check: config.authority.url.absoluteString == "https://login.microsoftonline.com/common"
//:   - hint: Where ADAL took the authority as a string, MSAL takes an object: `try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)`, passed as `authority:`.
//#-editable-code
let config = MSALPublicClientApplicationConfig(
  clientId: "",      // the app registration's application (client) id
  redirectUri: nil,  // MSAL's shape: msauth.<bundle id>://auth
  authority: nil)    // an MSALAADAuthority for /common, made first
//#-end-editable-code
let authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!)
let config = MSALPublicClientApplicationConfig(
  clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
  redirectUri: "msauth.com.contoso.mail://auth",
  authority: authority)
//: That is the whole description of the app. Three things changed from ADAL:
//:
//: - the client id and redirect URI now live in one place instead of in every `acquireToken` call;
//: - the authority is an object (`MSALAADAuthority`), not a string, and `/common` is MSAL's default
//:   when you pass `nil`;
//: - the redirect URI has a new shape. ADAL apps used any scheme, often `x-msauth-<app>://<bundle id>`.
//:   MSAL's default is `msauth.<bundle id>://auth`, and that is the one to register for the app (in the
//:   Azure portal, under *Authentication*, iOS/macOS platform). Leave `redirectUri` nil and MSAL builds
//:   exactly that URI from the bundle id.
//:
//: Changing `config` later has no effect on an application already made from it: the application keeps
//: its own copy.
//: ## Step 2 · Create the application
//: Create an `MSALPublicClientApplication` from `config` and store it in `application`. This is the
//: object the rest of the workbook calls; an app makes it once, at launch.
//: - hint: The initializer is `init(configuration:)`, and it throws: creation checks the configuration against the app.
//: - hint: `let application = try MSALPublicClientApplication(configuration: config)`
//: - check: application.configuration.clientId == "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
//:   - hint: Create `application` from `config`, the configuration of step 1, with `MSALPublicClientApplication(configuration:)`.
//: - check: application.configuration.redirectUri == "msauth.com.contoso.mail://auth"
let application = try MSALPublicClientApplication(configuration: config)
//: It worked because the iPhone's copy of Contoso Mail is set up the way MSAL expects. When it creates
//: the application, MSAL looks at the app's `Info.plist`:
//:
//: - the redirect URI's scheme, `msauth.com.contoso.mail`, must be listed under `CFBundleURLTypes` →
//:   `CFBundleURLSchemes`, or iOS could never hand the sign-in response back to the app;
//: - because that URI can also be used with the broker (Microsoft Authenticator), `msauthv2` and
//:   `msauthv3` must be listed under `LSApplicationQueriesSchemes`, so MSAL may ask iOS whether the
//:   broker is installed.
//:
//: ADAL's broker support needed the `msauth` query scheme; MSAL's needs the two new ones. Forgetting
//: them is one of the first errors a migration meets.
//:
//: > **Simulation:** the simulated iPhone keeps each app's `Info.plist` schemes. Contoso Mail's MSAL
//: > build registers `msauth.com.contoso.mail` and the old `x-msauth-contosomail`, and may query
//: > `msauthv2` and `msauthv3`; MSAL checks them here as it does on a real device.
//: ## Step 3 · An unregistered redirect scheme
//: A redirect URI copied from another app is a common slip. Try to create a second application whose
//: configuration has Contoso Mail's client id but Contoso Calendar's redirect URI,
//: `msauth.com.contoso.calendar://auth`. Catch the error and keep it, as an `NSError`, in `initError`.
//: - hint: Declare `var initError: NSError?` first, then create the application inside `do { ... } catch { ... }`; in the catch block, `error as NSError` gives the NSError.
//: - hint: `do { _ = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.calendar://auth", authority: nil)) } catch { initError = error as NSError }`
//: - check: initError?.domain == MSALErrorDomain
//:   - hint: `initError` stays nil until the catch block stores the error there. In Swift the caught `error` is an `any Error`: store `error as NSError`.
//: - check: initError?.userInfo[MSALInternalErrorCodeKey] as? Int == MSALInternalError.internalErrorRedirectSchemeNotRegistered.rawValue
var initError: NSError?
do {
  let calendarConfig = MSALPublicClientApplicationConfig(
    clientId: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", redirectUri: "msauth.com.contoso.calendar://auth", authority: nil)
  _ = try MSALPublicClientApplication(configuration: calendarConfig)
} catch {
  initError = error as NSError
}
//: MSAL refused: Contoso Mail's `Info.plist` does not register the `msauth.com.contoso.calendar` scheme.
//: Look at the error's parts, they are how every MSAL error is shaped:
//:
//: - `initError!.domain` is `MSALErrorDomain`;
//: - `initError!.code` is `MSALError.internal.rawValue` (-50000). MSAL gives apps only a handful of codes
//:   they can act on (such as *interaction required*, which lesson 3 is about); everything else is
//:   "internal";
//: - the detail sits under `MSALInternalErrorCodeKey`: `-42001`,
//:   `MSALInternalError.internalErrorRedirectSchemeNotRegistered`. Its description
//:   (`MSALErrorDescriptionKey`) names the missing scheme.
//:
//: Other creation errors look the same with a different detail: an empty client id gives
//: `internalErrorInvalidParameter` (-42000), a redirect URI that is not a URI at all gives
//: `internalErrorInvalidRedirectURI` (-42011), and missing `msauthv2`/`msauthv3` query schemes give -42001
//: again. With ADAL, mistakes like these surfaced only when a token request failed; MSAL reports them at
//: launch, which is where you want to find them.
//: ## Step 4 · One application, many authorities
//: With ADAL, talking to a second directory meant a second `ADAuthenticationContext`. With MSAL, the
//: authority can be set per request. Build interactive token parameters for the scope `User.Read` and
//: point them at Fabrikam's directory, `https://login.microsoftonline.com/fabrikam.onmicrosoft.com`.
//: Store them in `fabrikamParameters`. (Do not send them: see below.)
//: - hint: Interactive parameters need web view parameters: `MSALWebviewParameters(authPresentationViewController: UIViewController())`. Then set the parameters' `authority` property.
//: - hint: `let fabrikamParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))`, then `fabrikamParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)`
//: - check: fabrikamParameters.authority?.url.absoluteString == "https://login.microsoftonline.com/fabrikam.onmicrosoft.com"
//:   - hint: Without its own authority, a request uses the application's (`/common`). Set `fabrikamParameters.authority = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)`.
//: - check: fabrikamParameters.scopes == ["User.Read"]
//:   - hint: MSAL asks for scopes, not ADAL's resources: `https://graph.microsoft.com` is a resource (lesson 3 shows its `/.default` form); the permission this step asks for is `User.Read`.
let webviewParameters = MSALWebviewParameters(authPresentationViewController: UIViewController())
let fabrikamParameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)
fabrikamParameters.authority = try MSALAADAuthority(
  url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
//: The same `application` now has a request for Fabrikam ready, while its own authority is still
//: `/common`. Every token request (`MSALInteractiveTokenParameters`, `MSALSilentTokenParameters`) has an
//: optional `authority`; nil means the application's. One client, one cache, any number of directories:
//: this is what replaces the dictionary of `ADAuthenticationContext`s many ADAL apps kept.
//:
//: Two honest caveats. First, the authority a request can use still depends on the app registration:
//: Contoso Mail's production registration accepts Contoso accounts only, so Fabrikam's sign-in page would
//: answer this request with AADSTS700016, "application not found in the directory" (Adele, who is a guest
//: in Fabrikam, meets authorities like this one again in the lesson on B2B and authorities). Second,
//: `MSALWebviewParameters` wants the view controller that presents the sign-in page; in an app that is
//: usually `self`.
//:
//: > **Simulation:** `UIViewController()` is a stand-in for UIKit's class (natively it comes from the
//: > workbook's `Device` module). Sign-in pages are drawn in the terminal instead of a web view.
//: ## Recap
//: - One `MSALPublicClientApplication` per app, made once from an `MSALPublicClientApplicationConfig`
//:   (client id, redirect URI, authority), replaces ADAL's context-per-authority.
//: - The redirect URI is `msauth.<bundle id>://auth`; its scheme goes in `CFBundleURLSchemes`, and
//:   `msauthv2` and `msauthv3` go in `LSApplicationQueriesSchemes`.
//: - Creation fails early with `MSALErrorDomain` / `MSALError.internal` and the detail under
//:   `MSALInternalErrorCodeKey` (-42001 for an unregistered scheme, -42000 for an empty client id).
//: - A request can name its own `authority`; the application's is only the default.
//:
//: From now on the lessons start with the application already made, from `workbookConfig`: a
//: workbook-only shortcut (not MSAL API) for exactly the configuration you built in step 1.
//:
//: Next, lesson 2: *Account lookup*. Contoso Mail's users were signed in by ADAL, which knew them by their
//: UPN. You will find Adele's ADAL-era account with MSAL, upgrade it, and learn which of its ids to save.
