// Checks: a brokered sign-in completes only once the guide's AppDelegate passes the broker's answer to MSAL
// scenario: broker-installed
import Foundation
import MSAL
import Scenarios
import Device

WorkbookWorld.signIn(as: "adele@contoso.com")
let application = try MSALPublicClientApplication(configuration: workbookConfig)
let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))

// No handler yet: the broker's answer is lost.
application.acquireToken(with: parameters) { (result, error) in
  let nsError = error! as NSError
  print("without a handler:", nsError.code, nsError.userInfo[MSALInternalErrorCodeKey] as? Int ?? 0)
}

// The guide's AppDelegate code.
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    
    return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
  }
}
let appDelegate = AppDelegate()
UIApplication.shared.delegate = appDelegate

application.acquireToken(with: parameters) { (result, error) in
  guard let result = result else { return print("failed:", error!) }
  print("with the handler:", result.account.username ?? "")
}
// expect: without a handler: -50000 -42700
// expect: with the handler: adele@contoso.com
