import SwiftSyntax

// MARK: - What the workbook does not run, said so

extension Interpreter {
  /// Throws "… not supported in the workbook" for an attribute of a stored property's
  /// `attributes` that names a type: a property wrapper's use in a form `PropertyWrapperLowering`
  /// leaves (a `let`, several names, observers), or a type not declared as a wrapper.
  func checkPropertyWrapperUse(_ attributes: AttributeListSyntax) throws(ScriptFailure) {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let name = attribute.attributeName.trimmedDescription
      if knownTypes[name] != nil || typesBeingDeclared.contains(name) {
        throw located(
          .diagnostic("this use of '@\(name)' (a 'let', several variables, observers, or a type without '@propertyWrapper') is not supported in the workbook"),
          at: attribute)
      }
    }
  }
}
