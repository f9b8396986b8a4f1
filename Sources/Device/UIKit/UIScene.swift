import Foundation

/// A stand-in for UIKit's `UIScene`: what a scene delegate receives opened URLs through.
public class UIScene: UIResponder, Hashable {
  /// The options of an opened URL (`UIScene.OpenURLOptions`).
  public final class OpenURLOptions {
    /// The bundle id of the app that opened the URL.
    public let sourceApplication: String?

    /// Options naming `sourceApplication`.
    public init(sourceApplication: String?) {
      self.sourceApplication = sourceApplication
    }
  }

  /// The scene delegate (`scene.delegate = …`). UIKit holds it strongly, as here.
  public var delegate: UISceneDelegate?

  public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A stand-in for UIKit's `UIWindowScene`, the kind of scene an iPhone app has.
public final class UIWindowScene: UIScene {}

/// A stand-in for UIKit's `UIOpenURLContext`: one URL a scene is asked to open, with its options.
public final class UIOpenURLContext: Hashable {
  /// The URL.
  public let url: URL
  /// Who opened it.
  public let options: UIScene.OpenURLOptions

  /// A context for `url`.
  public init(url: URL, options: UIScene.OpenURLOptions) {
    self.url = url
    self.options = options
  }

  public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A stand-in for UIKit's `UISceneDelegate`, reduced to the method URLs arrive through.
public protocol UISceneDelegate: AnyObject {
  /// `scene(_:openURLContexts:)`: the URLs iOS asks the scene to open.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// UIKit's method is optional: a delegate without it ignores opened URLs.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A stand-in for UIKit's `UIWindowSceneDelegate`, the scene delegate of Xcode's templates (its
/// `window` property is optional in UIKit, and not required here).
public protocol UIWindowSceneDelegate: UISceneDelegate {}
