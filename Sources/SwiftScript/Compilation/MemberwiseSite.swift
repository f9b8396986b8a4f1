import SwiftSyntax

/// What one call site of a type's name (`P(x: i, y: -i)`) learned of the struct it last made by
/// its memberwise initializer: the types of the stored properties its arguments are, one for one
/// and in order. While that struct comes by (with its stored properties unchanged and no
/// initializer of its own), the call makes the instance from its compiled arguments, as
/// `Interpreter.memberwiseConstruct` makes it when every argument is in order, with no argument
/// array, no label matched and no property copied; anything else (a class, a generic or wrapped
/// struct, an initializer declared in an extension since, other labels) takes the general path.
final class MemberwiseSite {
  /// The labels the call gives its arguments, in order (nil: it has a trailing closure).
  private let labels: [String?]?
  /// Kept strongly, so that no other type can take its identity while the site remembers it.
  private var type: NominalType?
  private var version = 0
  private var applies = false
  /// The stored properties' declared types, in order (each argument's context and conversion).
  private(set) var propertyTypes: [ScriptType?] = []
  /// Per property, whether its type is `Int` (an argument that is an `Int` then needs no
  /// conversion, and its context is told with no copy of the declared type).
  private(set) var propertyIsInt: [Bool] = []

  init(_ call: FunctionCallExprSyntax) {
    let hasTrailingClosures = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
    labels = hasTrailingClosures ? nil : call.arguments.map { $0.label?.text }
  }

  /// Whether the call makes a `type` by the fast way (``propertyTypes`` then holds its properties'
  /// types).
  @inline(__always)
  func makes(_ type: NominalType) -> Bool {
    guard type.kind == .structure, type.initializers.isEmpty else { return false }
    if type === self.type, type.fieldLayoutVersion == version { return applies }
    return learn(type)
  }

  private func learn(_ type: NominalType) -> Bool {
    self.type = type
    version = type.fieldLayoutVersion
    let properties = type.storedProperties
    // Every stored property a parameter with its own name (none a `let` with a value, none lazy
    // or wrapped, none weak or unowned), given in order: `memberwiseConstruct`'s in-order case.
    applies =
      type.genericParameterOrder.isEmpty && !type.hasHeldProperties && labels?.count == properties.count
      && properties.indices.allSatisfy { index in
        let property = properties[index]
        return !(property.isConstant && property.initialValue != nil) && !property.isLazy && property.wrapper == nil
          && labels?[index] == property.name
      }
    propertyTypes = properties.map(\.type)
    propertyIsInt = properties.map { $0.type == .int }
    return applies
  }
}
