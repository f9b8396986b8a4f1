import SwiftSyntax

/// A subscript's base made of properties read from a variable: `s.items`, `o.inner.items`,
/// `c.items` in `s.items[f()]`; or a name alone (a variable, or in a method a stored property of
/// `self`: `items[f()]`).
///
/// Swift reads such a base around the subscript's arguments: a class instance on the path is
/// found before them (the reference is evaluated first), the stored properties from it (or from
/// the variable, when no instance is on the path) are read after them, so an argument that
/// changes them is seen (`s.items[f()]` with an `f` that sets `s.items[0] = 8` reads `8`; an `f`
/// that puts another instance in `c` still reads the first one's `items`).
struct StoredPropertyPath {
  let root: DeclReferenceExprSyntax
  /// The property names after the root, in order.
  let names: [String]
  /// Their accesses, in the same order.
  let accesses: [MemberAccessExprSyntax]

  /// The path `expression` is, nil for anything but names joined by `.` (a call, a subscript, an
  /// optional chain, `Self`).
  init?(_ expression: ExprSyntax) {
    var accesses: [MemberAccessExprSyntax] = []
    var current = expression
    while let access = current.as(MemberAccessExprSyntax.self) {
      guard access.declName.argumentNames == nil, let base = access.base else { return nil }
      accesses.append(access)
      current = base
    }
    guard let root = current.as(DeclReferenceExprSyntax.self), root.argumentNames == nil, root.baseName.tokenKind != .keyword(.Self)
    else { return nil }
    self.root = root
    self.accesses = accesses.reversed()
    names = self.accesses.map { $0.declName.baseName.text }
  }

  /// Where a read after the subscript's arguments starts again: the last class instance found on
  /// the path before them, and the position of the name read from it.
  struct Restart {
    let object: ObjectValue
    let position: Int
  }
}

extension Interpreter {
  /// The value of `path` read now, with where a read after the subscript's arguments starts
  /// (nil: from the variable); nil when a step is not a stored property read directly (a computed,
  /// lazy or wrapped one, a protocol extension's, an optional on the way): such a base is read
  /// once, before the arguments.
  func readStoredPath(_ path: StoredPropertyPath, in scope: Scope) throws(ScriptFailure) -> (
    value: Value, restart: StoredPropertyPath.Restart?
  )? {
    // (A property the checker sent to a protocol extension is the extension's, not a stored one.)
    guard path.accesses.allSatisfy({ staticDecisions.protocolExtension(at: $0) == nil }), let (start, names) = try start(of: path, in: scope),
      let read = try readStoredProperties(names[...], from: start)
    else { return nil }
    // An optional (a `T!` read unwrapped, an error for any other) is the general read's.
    if case .optional = read.value { return nil }
    return read
  }

  /// The value `path` starts from and the names read from it: its variable's value, or for a name
  /// that is a stored property of `self` (`items[f()]` in a method), `self`'s, the name first.
  private func start(of path: StoredPropertyPath, in scope: Scope) throws(ScriptFailure) -> (value: Value, names: [String])? {
    let name = path.root.baseName.text
    switch resolve(name, in: scope) {
    case .variable(let variable)?:
      guard variable.isInitialized else { return nil }
      return (try variable.read(), path.names)
    case nil:
      guard let instance = selfVariable(in: scope), instance.isInitialized else { return nil }
      return (try instance.read(), [name] + path.names)
    default:
      return nil
    }
  }

  /// `path` read again after the subscript's arguments: from `restart`'s instance, or from the
  /// variable; nil when it is no longer made of stored properties.
  func rereadStoredPath(_ path: StoredPropertyPath, from restart: StoredPropertyPath.Restart?, in scope: Scope) throws(ScriptFailure)
    -> Value?
  {
    guard let restart else { return try readStoredPath(path, in: scope)?.value }
    guard let (_, names) = try start(of: path, in: scope), restart.position < names.count else { return nil }
    return try readStoredProperties(names[restart.position...], from: .object(restart.object))?.value
  }

  /// The stored properties `names` read one after the other from `start`, with the last class
  /// instance met (the one each later name is read from).
  private func readStoredProperties(_ names: ArraySlice<String>, from start: Value) throws(ScriptFailure) -> (
    value: Value, restart: StoredPropertyPath.Restart?
  )? {
    var value = start
    var restart: StoredPropertyPath.Restart?
    for (position, name) in zip(names.indices, names) {
      switch value {
      case .structure(let structure):
        guard let index = structure.index(of: name), case let property = structure.type.storedProperties[index], !property.isLazy,
          property.wrapper == nil
        else { return nil }
        value = try structure.field(at: index)
      case .object(let object):
        let layout = object.type.fieldLayout
        guard let (slot, _) = layout.property(named: name), layout.readsDirectly[slot], let field = try object.field(at: slot) else {
          return nil
        }
        restart = StoredPropertyPath.Restart(object: object, position: position)
        value = field
      default:
        return nil
      }
    }
    return (value, restart)
  }
}
