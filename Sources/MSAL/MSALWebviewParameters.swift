import Device
import Foundation

/// The view controller type MSAL presents from (`UIViewController` on iOS, `NSViewController` on macOS).
public typealias MSALViewController = UIViewController

/// How the sign-in web view is presented.
public final class MSALWebviewParameters: NSObject, NSCopying {
  /// The view controller the web view is presented from.
  public var parentViewController: MSALViewController
  /// Whether the system browser session should not share cookies (no SSO with Safari or other apps).
  public var prefersEphemeralWebBrowserSession = false
  /// Which web view to use.
  public var webviewType: MSALWebviewType = .default

  /// Presents from `authPresentationViewController`.
  public init(authPresentationViewController: MSALViewController) {
    self.parentViewController = authPresentationViewController
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = MSALWebviewParameters(authPresentationViewController: parentViewController)
    copy.prefersEphemeralWebBrowserSession = prefersEphemeralWebBrowserSession
    copy.webviewType = webviewType
    return copy
  }
}
