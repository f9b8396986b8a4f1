import Foundation
import SwiftSyntax

extension Interpreter {
  /// `import M`: accepted when `M` is a module the registry knows (`Swift`, and those the bindings
  /// declare); otherwise swiftc's "no such module".
  func checkImport(_ declaration: ImportDeclSyntax) throws(ScriptFailure) {
    guard let module = declaration.path.first else { return }
    let name = module.name.text
    if !registry.modules.contains(name) {
      throw located(.diagnostic("no such module '\(name)'"), at: module)
    }
  }
}
