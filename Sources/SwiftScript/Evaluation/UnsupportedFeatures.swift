import SwiftSyntax

// MARK: - What the workbook does not run, said so

extension Interpreter {
  /// Throws swiftc's error for an attribute of a stored property's `attributes` that names a
  /// type not declared as a property wrapper (`PropertyWrapperLowering` wrote out every use of
  /// one that Swift accepts, and the checker reported the others).
  func checkPropertyWrapperUse(_ attributes: AttributeListSyntax) throws(ScriptFailure) {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let name = attribute.attributeName.trimmedDescription
      if knownTypes[name] != nil || typesBeingDeclared.contains(name) {
        let kind =
          switch knownTypes[name]?.kind {
          case .classType?: "class"
          case .enumeration?: "enum"
          case .structure?: "struct"
          case nil: "type"
          }
        throw located(.diagnostic("\(kind) '\(name)' cannot be used as an attribute"), at: attribute)
      }
    }
  }
}
