import SwiftSyntax

// MARK: - What the workbook does not run, said so

extension Interpreter {
  /// Attributes that change what a declaration means and that the workbook does not implement:
  /// such a declaration is reported, never run as if the attribute were not there.
  static let unsupportedAttributes: [String: String] = [:]

  /// Throws "… are not supported in the workbook" for an attribute of `attributes` the workbook
  /// does not implement; on a stored property (`isProperty`), an attribute naming a type is a
  /// property wrapper's use in a form the lowering leaves.
  func checkSupportedAttributes(_ attributes: AttributeListSyntax, isProperty: Bool = false) throws(ScriptFailure) {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let name = attribute.attributeName.trimmedDescription
      if let feature = Self.unsupportedAttributes[name] {
        throw located(.diagnostic("\(feature) not supported in the workbook"), at: attribute)
      }
      if isProperty, knownTypes[name] != nil || typesBeingDeclared.contains(name) {
        // What `PropertyWrapperLowering` leaves: a `let`, several names, observers, a type not
        // declared as a wrapper.
        throw located(
          .diagnostic("this use of '@\(name)' (a 'let', several variables, observers, or a type without '@propertyWrapper') is not supported in the workbook"),
          at: attribute)
      }
    }
  }

  /// Standard types the workbook does not provide, with how to say so ("… not supported").
  static let unsupportedStandardTypes: [String: String] = [:]
}
