/// A stand-in for UIKit's `UIViewController` (`NSViewController` on macOS): what MSAL's
/// `MSALWebviewParameters(authPresentationViewController:)` needs to present the sign-in web view.
///
/// The simulation has no pixels; a view controller only records whether its view is in a window,
/// because MSAL 2.x refuses to present from a view controller whose view has no window.
open class UIViewController {
  /// The view controller's title.
  open var title: String?
  /// Whether the view controller's view is in a window (shown). A new one is.
  open var isViewInWindow: Bool

  /// Creates a view controller whose view is in the app's window.
  public init(title: String? = nil, isViewInWindow: Bool = true) {
    self.title = title
    self.isViewInWindow = isViewInWindow
  }
}
