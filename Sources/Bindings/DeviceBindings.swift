import Device
import Foundation
import SwiftScript

/// The stand-ins for UIKit and AppKit that MSAL's API needs: `UIViewController()` and, on a Mac,
/// `NSViewController()` (for `MSALWebviewParameters(authPresentationViewController:)`).
enum DeviceBindings {
  static func register(on registry: HostRegistry) {
    registry.module("Device", standingInFor: ["UIKit", "AppKit"])
    registry.register(UIViewController.self) { type in
      type.initializer([]) { _ in UIViewController() }
      type.property("title", \.title)
      type.inspect { Inspection.fields(["title": Inspection.quoted($0.title)]) }
      type.describe { "<UIViewController\($0.title.map { " \"\($0)\"" } ?? "")>" }
    }
    registry.register(NSViewController.self, supertype: "UIViewController") { type in
      type.initializer([]) { _ in NSViewController() }
      type.property("title", \.title)
      type.inspect { Inspection.fields(["title": Inspection.quoted($0.title)]) }
      type.describe { "<NSViewController\($0.title.map { " \"\($0)\"" } ?? "")>" }
    }
  }
}
