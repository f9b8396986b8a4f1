/// A stand-in for AppKit's `NSViewController`, which MSAL for macOS presents its web view from
/// (`MSALWebviewParameters(authPresentationViewController:)`).
///
/// In the simulation it is a kind of ``UIViewController`` so the one `MSALWebviewParameters` accepts
/// both; in a real Mac app it is AppKit's own class, and UIKit is absent.
open class NSViewController: UIViewController {}
