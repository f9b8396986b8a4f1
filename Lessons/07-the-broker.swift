//: # Redirect URIs, Info.plist, the AppDelegate and the broker
//: scenario: broker-installed
//: sign-in-as: adele@contoso.com
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
import Device     // UIKit's stand-ins: UIApplication, UIResponder, UIViewController, UIScene...
let viewController = UIViewController()
let webviewParameters = MSALWebviewParameters(authPresentationViewController: viewController)
//#-end-hidden-code
//: The migration guide's "Broker support", "App registration migration", "Update your app's
//: Info.plist file" and "Update your AppDelegate code" sections.
//:
//: A *broker* is an app that signs users in for other apps: on iOS, Microsoft Authenticator. It keeps
//: its own session, so every app that uses it gets single sign-on, and it holds the phone's
//: registration with Azure AD, which device-based Conditional Access policies ask for. This phone has
//: Authenticator, and it has registered the phone in Contoso's directory.
//:
//: A brokered sign-in leaves your app. MSAL opens Authenticator (`msauthv3://…`), the user signs in
//: there, and Authenticator answers by opening your app's redirect URI (`msauth.<bundle id>://auth`)
//: with the result. iOS hands that URL to your app delegate (or scene delegate), and your code must
//: pass it to MSAL. ADAL did that part by itself, by swizzling the app delegate's methods; MSAL does
//: not: the guide asks you to add the call.
//:
//: ```objc
//: // ADAL: nothing to write; ADAL swizzled
//: // application:openURL:options: and
//: // handled the broker's answer itself.
//: ```
//:
//: ```swift
//: // MSAL: the app delegate passes it on
//: func application(_ app: UIApplication,
//:     open url: URL,
//:     options: [UIApplication.OpenURLOptionsKey
//:       : Any] = [:]) -> Bool {
//:   return MSALPublicClientApplication
//:     .handleMSALResponse(url,
//:       sourceApplication: options[
//:         UIApplication.OpenURLOptionsKey
//:           .sourceApplication] as? String)
//: }
//: ```
//:
//: The session holds `viewController` and `webviewParameters`. `UIApplication`, `UIResponder`,
//: `UIScene` and the rest are the workbook's stand-ins for UIKit's, spelled as UIKit spells them.
//: Two workbook-only commands stand in for the places a migration edits outside the code: `:plist`
//: shows the running app's Info.plist URL schemes (and edits them), and `:registration` shows its app
//: registration in the portal (and edits its redirect URIs).
//:
//: > **Simulation:** Adele answers every page, in Authenticator too; app switches are shown as they
//: > happen. The broker's answer is the token response encoded in the URL; the real broker encrypts
//: > it with a key it shares with the app. The phone's proof of registration is simplified (the real
//: > broker answers the service's PKeyAuth challenge with a certificate-signed token). The steps use
//: > `try await`, which behaves as in Swift.
//: ## Step 1 · Can MSAL use the broker?
//: Create `application` from `workbookConfig` (Contoso Mail's configuration), and keep its
//: `isCompatibleAADBrokerAvailable` in `brokerAvailable`.
//: - hint: `MSALPublicClientApplication(configuration:)` throws; `isCompatibleAADBrokerAvailable` is a `Bool` property of the application.
//: - hint: `let application = try MSALPublicClientApplication(configuration: workbookConfig)`, then `let brokerAvailable = application.isCompatibleAADBrokerAvailable`
//: - check: brokerAvailable
//:   - hint: Create `application` with `try MSALPublicClientApplication(configuration: workbookConfig)` and read its `isCompatibleAADBrokerAvailable` into `brokerAvailable`.
let application = try MSALPublicClientApplication(configuration: workbookConfig)
let brokerAvailable = application.isCompatibleAADBrokerAvailable
//: MSAL asked iOS whether it could open `msauthv3://`, and iOS answers only for schemes the app lists
//: under `LSApplicationQueriesSchemes`. Type `:plist`: Contoso Mail lists `msauthv2` and `msauthv3`, and
//: registers `msauth.com.contoso.mail` under `CFBundleURLSchemes`, the scheme of its redirect URI. Both
//: are the guide's Info.plist step. MSAL refuses to create an application whose broker-capable
//: redirect URI lacks the query schemes: try `:plist remove LSApplicationQueriesSchemes msauthv3`, create
//: another application, and read the error (`:plist add LSApplicationQueriesSchemes msauthv3` puts it back).
//:
//: Type `:registration`: the app registration lists three redirect URIs. `x-msauth-contosomail://com.contoso.mail`
//: is ADAL's; `msauth.com.contoso.mail://auth` is the one MSAL uses and the broker answers at (register
//: it if your ADAL app never used the broker); `msauth://code/msauth.com.contoso.mail%3A%2F%2Fauth` is the
//: guide's extra one for certificate-based authentication.
//: ## Step 2 · A brokered request nobody answers
//: Ask `application` for `User.Read` interactively, inside `do`, and keep the error in `brokerError`
//: (declare it `var brokerError: NSError?`). Watch the app switches.
//: - hint: The request is the usual `try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`; in `catch`, `brokerError = error as NSError`.
//: - hint: `var brokerError: NSError?`, then `do { _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)) } catch { brokerError = error as NSError }`
//: - check: brokerError?.userInfo[MSALInternalErrorCodeKey] as? Int == MSALInternalError.internalErrorBrokerResponseNotReceived.rawValue
//:   - hint: Make the interactive request inside `do`, and keep the error in `catch`: `brokerError = error as NSError`.
var brokerError: NSError?
do {
  _ = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
} catch {
  brokerError = error as NSError
}
//: Contoso Mail switched to Microsoft Authenticator, where Adele signed in (its pages, its session), and
//: Authenticator switched back by opening `msauth.com.contoso.mail://auth?response=…`. But Contoso Mail
//: has no app delegate that passes URLs to MSAL, so the answer was lost. When the app became active
//: again without it, MSAL failed the request: `MSALError.internal` with `MSALInternalErrorCodeKey`
//: -42700, `MSALInternalErrorBrokerResponseNotReceived`. An ADAL app that moves to MSAL and forgets the
//: AppDelegate change meets exactly this, and only on phones that have Authenticator.
//: ## Step 3 · The AppDelegate
//: Write the guide's app delegate: a class `AppDelegate`, a `UIResponder` that adopts
//: `UIApplicationDelegate`, whose `application(_:open:options:)` passes the URL to
//: `MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:)` and returns its answer. Make one,
//: `appDelegate`, set it as `UIApplication.shared.delegate` (in an app, iOS creates it from `@main`), and
//: sign in through the broker again, keeping the result in `brokeredResult`.
//: - hint: The source application is in the options dictionary under `UIApplication.OpenURLOptionsKey.sourceApplication`, as an `Any`: cast it with `as? String`.
//: - hint: In the method: `return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)`; then `let appDelegate = AppDelegate()`, `UIApplication.shared.delegate = appDelegate`, and `let brokeredResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`
//: - check: UIApplication.shared.delegate === appDelegate
//:   - hint: iOS calls the app's delegate: `let appDelegate = AppDelegate()`, then `UIApplication.shared.delegate = appDelegate`.
//: - check: brokeredResult.account.username == "adele@contoso.com"
//:   - hint: The delegate must pass the URL to MSAL and return what it says: `return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)`. Changed the class after assigning it? The delegate is still an instance of the old one: make a new `appDelegate` and assign it again. Then request again and keep the result in `brokeredResult`.
//#-editable-code
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    return false  // pass url to MSAL
  }
}
//#-end-editable-code
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
  }
}
let appDelegate = AppDelegate()
UIApplication.shared.delegate = appDelegate
let brokeredResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
//: The same two app switches, and no password: Authenticator remembered Adele from step 2. This time
//: iOS called your `application(_:open:options:)`, `handleMSALResponse` recognised the answer to the
//: request in progress and returned `true`, and the request completed.
//:
//: Two details. `options[.sourceApplication]` was `nil`: since iOS 13, iOS names the opening app only when
//: it is from your own developer team, and Authenticator is not, so MSAL checks the answer itself rather
//: than its sender. And a URL that answers nothing in progress (a link into your app, say) gets `false`,
//: for the rest of your delegate to handle. Type `:trace`: the token request was Authenticator's
//: (`x-app-name: com.microsoft.azureauthenticator`), with the phone's registration as proof (`PKeyAuth`).
//: ## Step 4 · Scenes: the SceneDelegate
//: - as: Contoso Calendar
//: Contoso Calendar is scene-based: its Info.plist has a scene manifest (`UIApplicationSceneManifest`,
//: which Xcode 11 and later put in new projects; `:plist` shows it), so iOS hands opened URLs to the
//: scene's delegate and never to the app delegate. Code now runs as Contoso Calendar. Write the guide's
//: scene delegate:
//: a `SceneDelegate` (a `UIResponder` adopting `UIWindowSceneDelegate`) whose
//: `scene(_:openURLContexts:)` passes the first context's `url` and `options.sourceApplication` to
//: `handleMSALResponse`. Set an instance, `sceneDelegate`, as the delegate of
//: `UIApplication.shared.connectedScenes.first`, create `calendarApplication` (client id
//: `ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f`, redirect URI `msauth.com.contoso.calendar://auth`, `/common`),
//: and sign in interactively, keeping the result in `calendarResult`.
//: - hint: `URLContexts` is a `Set<UIOpenURLContext>`: take `URLContexts.first`, then its `url` and `options.sourceApplication`. `scene(_:openURLContexts:)` returns nothing.
//: - hint: `class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow?; func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { guard let urlContext = URLContexts.first else { return }; MSALPublicClientApplication.handleMSALResponse(urlContext.url, sourceApplication: urlContext.options.sourceApplication) } }`, `let sceneDelegate = SceneDelegate()`, `UIApplication.shared.connectedScenes.first?.delegate = sceneDelegate`, then the application and `let calendarResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))`
//: - check: UIApplication.shared.connectedScenes.first?.delegate === sceneDelegate
//:   - hint: The scene delegate belongs to the scene: `UIApplication.shared.connectedScenes.first?.delegate = sceneDelegate`.
//: - check: calendarResult.account.username == "adele@contoso.com"
//:   - hint: Create `calendarApplication` for Contoso Calendar's client id and redirect URI, and sign in interactively with it, keeping the result in `calendarResult`.
//#-editable-code
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    // pass the first context's url and sourceApplication to MSAL
  }
}
let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
//#-end-editable-code
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let urlContext = URLContexts.first else {
      return
    }
    let url = urlContext.url
    let sourceApp = urlContext.options.sourceApplication
    MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: sourceApp)
  }
}
let sceneDelegate = SceneDelegate()
UIApplication.shared.connectedScenes.first?.delegate = sceneDelegate
let calendarConfig = MSALPublicClientApplicationConfig(clientId: "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f", redirectUri: "msauth.com.contoso.calendar://auth", authority: try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
let calendarApplication = try MSALPublicClientApplication(configuration: calendarConfig)
let calendarResult = try await calendarApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
//: Contoso Calendar signed Adele in through Authenticator without a password: the broker's session is
//: the broker's, shared by every app that uses it, whoever published it. That is the third kind of SSO
//: the guide names, beside the system browser's cookies (lesson 6) and a shared keychain (lesson 9).
//:
//: An app that supports both scenes and older iOS versions keeps both delegates, as the guide says:
//: iOS 13 and later use the scene's, earlier versions the app's. A scene-based app with only the app
//: delegate's code loses the broker's answer: try `UIApplication.shared.connectedScenes.first?.delegate = nil`
//: and sign in again (-42700).
//: ## Step 5 · A policy only the broker can satisfy
//: - as: Contoso Mail
//: - policy: compliance on
//: Contoso's administrator now requires a compliant, registered device for every sign-in (the world's
//: compliance policy is on). Back in Contoso Mail, get a `User.Read` token for Adele the lesson 3 way:
//: silently first (with `forceRefresh`, so the request reaches the service) for `brokeredResult.account`,
//: and interactively when MSAL says interaction is required. Keep the token's result in
//: `compliantResult` (declare it `var compliantResult: MSALResult?`).
//: - hint: Silent parameters for `brokeredResult.account` with `forceRefresh = true`; `catch let error as NSError where error.code == MSALError.interactionRequired.rawValue` for the fallback.
//: - hint: `let silent = MSALSilentTokenParameters(scopes: ["User.Read"], account: brokeredResult.account)`, `silent.forceRefresh = true`, `var compliantResult: MSALResult?`, then `do { compliantResult = try await application.acquireTokenSilent(with: silent) } catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue { compliantResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters)) }`
//: - check: compliantResult?.account.username == "adele@contoso.com"
//:   - hint: The silent call fails (the app cannot prove the device); catch *interaction required* and make the interactive request, which goes through the broker, and keep its result in `compliantResult`.
let silent = MSALSilentTokenParameters(scopes: ["User.Read"], account: brokeredResult.account)
silent.forceRefresh = true
var compliantResult: MSALResult?
do {
  compliantResult = try await application.acquireTokenSilent(with: silent)
} catch let error as NSError where error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue {
  compliantResult = try await application.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webviewParameters))
}
//: The silent refresh reached the service, which refused it: AADSTS53000, "Device is not in required
//: device state: compliant". Contoso Mail cannot prove the phone's registration; only the broker holds
//: it. MSAL reported *interaction required*, your fallback asked interactively, MSAL went through
//: Authenticator, which proved the device, and the token came back.
//:
//: Without the broker, the same policy ends differently: the sign-in page sends the user to register the
//: device (`msauth://wpj`), and MSAL reports `MSALError.workplaceJoinRequired` (-50001), which means
//: "install Microsoft Authenticator (or the Company Portal) and register this device". To see it, leave
//: the lesson for a phone without the broker (`:lesson 7` brings you back, at the step where you were):
//: `:scenario fresh`, `:sign-in-as adele@contoso.com`, `:policy compliance on`, then
//: `try await MSALPublicClientApplication(configuration: workbookConfig).acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController())))`.
//:
//: Intune's app protection (the Intune MAM SDK) builds on the same broker and supports MSAL from its
//: version 11.1.2; the workbook does not simulate it.
//: ## Recap
//: - The broker (Microsoft Authenticator) signs users in for other apps: SSO across publishers, and the
//:   device proof that device-based Conditional Access needs.
//: - Info.plist: the redirect URI's scheme `msauth.<bundle id>` under `CFBundleURLSchemes`, and
//:   `msauthv2`, `msauthv3` under `LSApplicationQueriesSchemes`.
//: - Registration: `msauth.<bundle id>://auth` (and `msauth://code/…` for certificate-based auth).
//: - The AppDelegate's `application(_:open:options:)`, and the SceneDelegate's `scene(_:openURLContexts:)`
//:   in scene-based apps, pass URLs to `MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:)`.
//:   ADAL did this by itself; without it, brokered requests fail with -42700.
//: - `MSALError.workplaceJoinRequired`: the device must be registered, through the broker.
//:
//: Next, lesson 8: *B2B: one application, many tenants*.
