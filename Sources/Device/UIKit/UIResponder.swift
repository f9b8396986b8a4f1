/// A stand-in for UIKit's `UIResponder`, the superclass of an app's `AppDelegate` in Xcode's
/// templates (`class AppDelegate: UIResponder, UIApplicationDelegate`). It has no behaviour here.
open class UIResponder {
  /// Creates a responder.
  public init() {}
}

/// A stand-in for UIKit's `UIWindow`: the `window` property of the templates' delegates. No pixels.
open class UIWindow: UIResponder {
  /// Creates a window.
  public override init() {}
}
