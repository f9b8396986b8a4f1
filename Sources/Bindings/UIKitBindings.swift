import Device
import Foundation
import IdentityCore
import SwiftScript

/// UIKit's stand-ins for the migration guide's AppDelegate and SceneDelegate snippets:
/// `UIApplication.shared` (its `delegate` and `connectedScenes`), `UIResponder` and `UIWindow` for
/// the templates' classes, `UIApplication.OpenURLOptionsKey`, `UIScene` with its `delegate`, and
/// `UIOpenURLContext`. A script class assigned as a delegate is called back when the simulated iOS
/// opens a URL in the app (a broker's answer).
enum UIKitBindings {
  static func register(on registry: HostRegistry) {
    registry.register(UIResponder.self, supertype: "NSObject") { type in
      type.initializer([]) { _ in UIResponder() }
    }
    registry.register(UIWindow.self, supertype: "UIResponder") { type in
      type.initializer([]) { _ in UIWindow() }
    }
    registry.hostProtocol("UIApplicationDelegate")
    registry.hostProtocol("UISceneDelegate")
    registry.hostProtocol("UIWindowSceneDelegate", refining: ["UISceneDelegate"])
    registerApplication(on: registry)
    registerScenes(on: registry)
  }

  private static func registerApplication(on registry: HostRegistry) {
    registry.register(UIApplication.self, supertype: "UIResponder") { type in
      type.staticValue("shared") { UIApplication.shared }
      type.property(
        "delegate", type: .optional(.named("UIApplicationDelegate")),
        get: { application throws(ScriptFailure) in
          .optional((application.delegate as? ScriptApplicationDelegate)?.handle.value)
        },
        set: { application, value throws(ScriptFailure) in
          application.delegate = try delegateHandle(value, protocol: "UIApplicationDelegate", registry: registry)
            .map(ScriptApplicationDelegate.init)
        })
      type.property("connectedScenes", type: .set(.named("UIScene"))) { application throws(ScriptFailure) in
        var scenes = SetValue(elementType: .named("UIScene"))
        for scene in application.connectedScenes { try scenes.insert(registry.wrap(scene)) }
        return .set(scenes)
      }
      type.describe { "<UIApplication \($0.bundleID)>" }
    }
    registry.register(UIApplication.OpenURLOptionsKey.self, name: "UIApplication.OpenURLOptionsKey") { type in
      type.initializer(["rawValue"], types: [.string]) { arguments throws(ScriptFailure) in
        UIApplication.OpenURLOptionsKey(rawValue: try arguments.get(0))
      }
      type.staticValue("sourceApplication") { UIApplication.OpenURLOptionsKey.sourceApplication }
      type.staticValue("annotation") { UIApplication.OpenURLOptionsKey.annotation }
      type.staticValue("openInPlace") { UIApplication.OpenURLOptionsKey.openInPlace }
      type.property("rawValue") { $0.rawValue }
      type.equatable()
      type.describe { "UIApplication.OpenURLOptionsKey(rawValue: \"\($0.rawValue)\")" }
    }
  }

  private static func registerScenes(on registry: HostRegistry) {
    registry.register(UIScene.self, supertype: "UIResponder") { type in
      type.property(
        "delegate", type: .optional(.named("UISceneDelegate")),
        get: { scene throws(ScriptFailure) in .optional((scene.delegate as? ScriptSceneDelegate)?.handle.value) },
        set: { scene, value throws(ScriptFailure) in
          scene.delegate = try delegateHandle(value, protocol: "UISceneDelegate", registry: registry).map(ScriptSceneDelegate.init)
        })
      type.describe { _ in "<UIWindowScene>" }
    }
    registry.register(UIWindowScene.self, supertype: "UIScene")
    registry.register(UIScene.OpenURLOptions.self, name: "UIScene.OpenURLOptions") { type in
      type.property("sourceApplication") { $0.sourceApplication }
    }
    registry.register(UIOpenURLContext.self) { type in
      type.property("url") { $0.url }
      type.property("options") { $0.options }
      type.describe { "<UIOpenURLContext \($0.url.absoluteString)>" }
    }
  }

  /// The handle on a delegate being assigned: nil for nil; a script object conforming to `protocol`
  /// (`UIWindowSceneDelegate` counts for `UISceneDelegate`); anything else is refused, as Swift's
  /// type checker would.
  private static func delegateHandle(_ value: Value, protocol name: String, registry: HostRegistry) throws(ScriptFailure)
    -> ScriptObjectHandle?
  {
    let unwrapped = value.flattenedOptional
    if unwrapped.isNil { return nil }
    let adopting = registry.protocols.filter { $0.value.contains(name) }.map(\.key)
    guard let handle = registry.handle(on: unwrapped), adopting.contains(where: handle.conforms(to:)) else {
      throw .diagnostic("cannot assign value of type '\(unwrapped.typeName)' to type '(any \(name))?'")
    }
    return handle
  }
}

/// A script object set as `UIApplication.shared.delegate`: iOS's `application(_:open:options:)` reaches its method.
final class ScriptApplicationDelegate: UIApplicationDelegate {
  let handle: ScriptObjectHandle

  init(_ handle: ScriptObjectHandle) {
    self.handle = handle
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
    let registry = handle.registry
    var dictionary = DictionaryValue(keyType: .named("UIApplication.OpenURLOptionsKey"), valueType: .any)
    for (key, value) in options {
      _ = try? dictionary.set(registry.value(fromAny: value), for: registry.wrap(key))
    }
    let result = handle.call("application", [(nil, registry.wrap(app)), ("open", url.toScript(registry)), ("options", .dictionary(dictionary))])
    if case .bool(let handled)? = result { return handled }
    return false
  }
}

/// A script object set as a scene's delegate: iOS's `scene(_:openURLContexts:)` reaches its method.
final class ScriptSceneDelegate: UISceneDelegate {
  let handle: ScriptObjectHandle

  init(_ handle: ScriptObjectHandle) {
    self.handle = handle
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    let registry = handle.registry
    var contexts = SetValue(elementType: .named("UIOpenURLContext"))
    for context in URLContexts { _ = try? contexts.insert(registry.wrap(context)) }
    _ = handle.call("scene", [(nil, registry.wrap(scene)), ("openURLContexts", .set(contexts))])
  }
}
