import Foundation

/// A stand-in for UIKit's `UIApplication`: one per app on the simulated device, with the app's
/// delegate and its connected scene. iOS opens a URL in an app (a broker's answer, a redirect) by
/// calling the scene delegate's `scene(_:openURLContexts:)` when the app is scene-based (its
/// Info.plist has a scene manifest), else the app delegate's `application(_:open:options:)`;
/// ``open(_:sourceApplication:)`` does the same.
public final class UIApplication: UIResponder {
  /// The keys of `application(_:open:options:)`'s options dictionary.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The bundle id of the app that opened the URL (`String`).
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the opening app passed along.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file can be opened in place (`Bool`).
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// The app this application object belongs to.
  public let bundleID: String
  /// The app delegate (`UIApplication.shared.delegate = …`). iOS holds it weakly; an app keeps it
  /// alive itself, and so does the simulation (the workbook has no `@main` to own it).
  public var delegate: UIApplicationDelegate?
  /// The app's scenes: one window scene, connected when the app starts.
  public let connectedScenes: Set<UIScene>
  /// The one window scene of ``connectedScenes``.
  public let windowScene: UIWindowScene
  /// Whether the app's Info.plist has a scene manifest (its delegate for opened URLs is the scene's).
  public var usesScenes = false

  /// The application object of the app with `bundleID`.
  public init(bundleID: String) {
    self.bundleID = bundleID
    let scene = UIWindowScene()
    windowScene = scene
    connectedScenes = [scene]
  }

  /// The running app's application object (`UIApplication.shared`), on the device code runs on.
  public static var shared: UIApplication { SimulatedDevice.current.sharedApplication }

  /// Opens `url` in this app, as iOS does when another app (`sourceApplication`) opens a URL whose
  /// scheme this app registered: a scene-based app (``usesScenes``) gets it in its scene delegate's
  /// `scene(_:openURLContexts:)`, any other in its app delegate's `application(_:open:options:)`.
  /// Returns what the app delegate answered (true when a scene delegate was called, which answers
  /// nothing); false when the delegate iOS asks is missing.
  @discardableResult
  public func open(_ url: URL, sourceApplication: String?) -> Bool {
    if usesScenes {
      guard let sceneDelegate = windowScene.delegate else { return false }
      let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
      sceneDelegate.scene(windowScene, openURLContexts: [context])
      return true
    }
    guard let delegate else { return false }
    var options: [OpenURLOptionsKey: Any] = [:]
    if let sourceApplication { options[.sourceApplication] = sourceApplication }
    return delegate.application(self, open: url, options: options)
  }
}

/// A stand-in for UIKit's `UIApplicationDelegate`, reduced to the method URLs arrive through.
public protocol UIApplicationDelegate: AnyObject {
  /// `application(_:open:options:)`: whether the app handled `url`.
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
  /// UIKit's method is optional: a delegate without it handles no URL.
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
    false
  }
}
