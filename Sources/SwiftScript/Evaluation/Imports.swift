import Foundation
import SwiftSyntax

extension Interpreter {
  /// `import M`: accepted when `M` is a module the registry knows (`Swift`, and those the bindings
  /// declare); otherwise swiftc's "no such module", and the workbook module that stands in for it
  /// when there is one (`UIKit`: `Device`).
  func checkImport(_ declaration: ImportDeclSyntax) throws(ScriptFailure) {
    guard let module = declaration.path.first else { return }
    let name = module.name.text
    if !registry.modules.contains(name) {
      let standIn = registry.standIns[name].map { "; in the workbook, import \($0) instead (its stand-ins for \(name)'s types)" } ?? ""
      throw located(.diagnostic("no such module '\(name)'" + standIn), at: module)
    }
  }
}
