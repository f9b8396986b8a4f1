import Foundation
import Scenarios
import SwiftScript

/// Workbook-only names (not MSAL or ADAL API), for lessons: `workbookConfig`, Contoso Mail's
/// `MSALPublicClientApplicationConfig` (a new one on every read, as the native global gives), and
/// `WorkbookWorld`, which changes the simulated world from code.
enum WorkbookBindings {
  static func register(on registry: HostRegistry) {
    registry.module("Scenarios")
    registry.computedConstant("workbookConfig") { workbookConfig.toScript(registry) }
    registry.register(WorkbookWorld.self) { type in
      type.staticMethod("signIn", ["as"], types: [.optional(.string)], returns: .bool) { arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.signIn(as: try arguments.get(0, as: String?.self)))
      }
      type.staticMethod("setPolicy", [nil, "on"], types: [.string, .bool], returns: .bool) { arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.setPolicy(try arguments.get(0, as: String.self), on: try arguments.get(1, as: Bool.self)))
      }
      type.staticMethod("advanceClock", ["by"], types: [.double], returns: .void) { arguments throws(ScriptFailure) in
        WorkbookWorld.advanceClock(by: try arguments.get(0, as: Double.self))
        return .void
      }
      type.staticMethod("setFault", [nil], types: [.string], returns: .bool) { arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.setFault(try arguments.get(0, as: String.self)))
      }
      type.staticMethod("runAs", [nil], types: [.string], returns: .bool) { arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.runAs(try arguments.get(0, as: String.self)))
      }
      type.staticMethod("setKeychainAccessGroups", [nil], types: [Types.strings], returns: .void) { arguments throws(ScriptFailure) in
        WorkbookWorld.setKeychainAccessGroups(try arguments.get(0, as: [String].self))
        return .void
      }
      type.staticMethod("link", [nil, "version"], types: [.string, .optional(.string)], returns: .bool) {
        arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.link(try arguments.get(0, as: String.self), version: try arguments.get(1, as: String?.self)))
      }
      type.staticMethod("resetPassword", ["of"], types: [.string], returns: .bool) { arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.resetPassword(of: try arguments.get(0, as: String.self)))
      }
      type.staticMethod("resetPassword", ["of", "to"], types: [.string, .optional(.string)], returns: .bool) {
        arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.resetPassword(of: try arguments.get(0, as: String.self), to: try arguments.get(1, as: String?.self)))
      }
      type.staticMethod("beginStep", [], returns: .void) { _ throws(ScriptFailure) in
        WorkbookWorld.beginStep()
        return .void
      }
      type.staticValue("interactiveRequestsThisStep") { WorkbookWorld.interactiveRequestsThisStep }
      type.staticMethod("moveToNewDevice", [nil], types: [.string], returns: .bool) { arguments throws(ScriptFailure) in
        .bool(WorkbookWorld.moveToNewDevice(try arguments.get(0, as: String.self)))
      }
    }
  }
}
