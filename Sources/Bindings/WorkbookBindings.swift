import Foundation
import Scenarios
import SwiftScript

/// Workbook-only names (not MSAL or ADAL API), for lessons: `workbookConfig`, Contoso Mail's
/// `MSALPublicClientApplicationConfig` (a new one on every read, as the native global gives).
enum WorkbookBindings {
  static func register(on registry: HostRegistry) {
    registry.module("Scenarios")
    registry.computedConstant("workbookConfig") { workbookConfig.toScript(registry) }
  }
}
