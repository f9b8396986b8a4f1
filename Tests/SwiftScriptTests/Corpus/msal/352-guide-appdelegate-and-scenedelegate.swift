// Checks: the migration guide's AppDelegate and SceneDelegate snippets, verbatim, against the UIKit stand-ins
import Foundation
import MSAL
import Device

// The guide's AppDelegate snippet, as a top-level function called by hand.
func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    
    return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
}
print(application(UIApplication.shared, open: URL(string: "https://www.contoso.com/help")!))

// The same method in an app delegate, as Xcode's template declares it.
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
    return MSALPublicClientApplication.handleMSALResponse(url, sourceApplication: options[UIApplication.OpenURLOptionsKey.sourceApplication] as? String)
  }
}
let appDelegate = AppDelegate()
UIApplication.shared.delegate = appDelegate
print(UIApplication.shared.delegate === appDelegate)
print(appDelegate.application(UIApplication.shared, open: URL(string: "msauth.com.contoso.mail://auth")!))

// The guide's SceneDelegate snippet.
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
print(UIApplication.shared.connectedScenes.count, UIApplication.shared.connectedScenes.first?.delegate === sceneDelegate)
let key = UIApplication.OpenURLOptionsKey.sourceApplication
print(key == UIApplication.OpenURLOptionsKey.sourceApplication, key.rawValue)
// expect: false
// expect: true
// expect: false
// expect: 1 true
// expect: true UIApplicationOpenURLOptionsSourceApplicationKey
