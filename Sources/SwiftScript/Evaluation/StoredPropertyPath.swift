import SwiftSyntax

/// A subscript's base made of properties and elements read from a variable: `s.items`,
/// `o.inner.items`, `c.items`, `w.grid[0]`, `w.named["a"]!` in `s.items[f()]`; or a name alone (a variable, or in
/// a method a stored property of `self`: `items[f()]`).
///
/// Swift reads such a base around the subscript's arguments: a class instance on the path is
/// found before them (the reference is evaluated first), the stored properties and elements from
/// it (or from the variable, when no instance is on the path) are read after them, so an argument
/// that changes them is seen (`s.items[f()]` with an `f` that sets `s.items[0] = 8` reads `8`; an
/// `f` that puts another instance in `c` still reads the first one's `items`).
struct StoredPropertyPath {
  /// A step from one value to the next.
  enum Step {
    /// A stored property.
    case property(String)
    /// An array's element or a dictionary's value, by arguments that call no code.
    case element(SubscriptCallExprSyntax)
    /// `!` on an optional that holds a value.
    case unwrap
  }

  let root: DeclReferenceExprSyntax
  /// The steps after the root, in order.
  let steps: [Step]
  /// The member accesses among them.
  let accesses: [MemberAccessExprSyntax]

  /// The path `expression` is, nil for anything but names joined by `.`, subscripts and `!` within
  /// (a call, an optional chain, `Self`).
  init?(_ expression: ExprSyntax) {
    var steps: [Step] = []
    var accesses: [MemberAccessExprSyntax] = []
    var current = expression
    while true {
      if let access = current.as(MemberAccessExprSyntax.self) {
        guard access.declName.argumentNames == nil, let base = access.base else { return nil }
        steps.append(.property(access.declName.baseName.text))
        accesses.append(access)
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        guard subscriptCall.trailingClosure == nil, subscriptCall.additionalTrailingClosures.isEmpty else { return nil }
        steps.append(.element(subscriptCall))
        current = subscriptCall.calledExpression
      } else if let force = current.as(ForceUnwrapExprSyntax.self) {
        steps.append(.unwrap)
        current = force.expression
      } else {
        break
      }
    }
    guard let root = current.as(DeclReferenceExprSyntax.self), root.argumentNames == nil, root.baseName.tokenKind != .keyword(.Self)
    else { return nil }
    self.root = root
    self.steps = steps.reversed()
    self.accesses = accesses
  }

  /// Where a read after the subscript's arguments starts again: the last class instance found on
  /// the path before them, and the position of the step read from it.
  struct Restart {
    let object: ObjectValue
    let position: Int
  }
}

extension Interpreter {
  /// The value of `path` read now, with where a read after the subscript's arguments starts
  /// (nil: from the variable); nil when a step is not a stored property read directly (a computed,
  /// lazy or wrapped one, a protocol extension's), not an array's or a dictionary's element by
  /// arguments free of calls, or an optional is on the way: such a base is read once, before the
  /// arguments.
  func readStoredPath(_ path: StoredPropertyPath, in scope: Scope) throws(ScriptFailure) -> (
    value: Value, restart: StoredPropertyPath.Restart?
  )? {
    // (A property the checker sent to a protocol extension is the extension's, not a stored one.)
    guard path.accesses.allSatisfy({ staticDecisions.protocolExtension(at: $0) == nil }), let (start, steps) = try start(of: path, in: scope),
      let read = try readSteps(steps[...], from: start, in: scope)
    else { return nil }
    // An optional (a `T!` read unwrapped, an error for any other) is the general read's.
    if case .optional = read.value { return nil }
    return read
  }

  /// `path` read again after the subscript's arguments: from `restart`'s instance, or from the
  /// variable; nil when it is no longer made of stored properties and elements.
  func rereadStoredPath(_ path: StoredPropertyPath, from restart: StoredPropertyPath.Restart?, in scope: Scope) throws(ScriptFailure)
    -> Value?
  {
    guard let restart else { return try readStoredPath(path, in: scope)?.value }
    guard let (_, steps) = try start(of: path, in: scope), restart.position < steps.count else { return nil }
    return try readSteps(steps[restart.position...], from: .object(restart.object), in: scope)?.value
  }

  /// The value `path` starts from and the steps read from it: its variable's value, or for a name
  /// that is a stored property of `self` (`items[f()]` in a method), `self`'s, the name first.
  private func start(of path: StoredPropertyPath, in scope: Scope) throws(ScriptFailure) -> (
    value: Value, steps: [StoredPropertyPath.Step]
  )? {
    let name = path.root.baseName.text
    switch resolve(name, in: scope) {
    case .variable(let variable)?:
      guard variable.isInitialized else { return nil }
      return (try variable.read(), path.steps)
    case nil:
      guard let instance = selfVariable(in: scope), instance.isInitialized else { return nil }
      return (try instance.read(), [.property(name)] + path.steps)
    default:
      return nil
    }
  }

  /// The steps read one after the other from `start`, with the last class instance met (the one
  /// each later step is read from).
  private func readSteps(_ steps: ArraySlice<StoredPropertyPath.Step>, from start: Value, in scope: Scope) throws(ScriptFailure) -> (
    value: Value, restart: StoredPropertyPath.Restart?
  )? {
    var value = start
    var restart: StoredPropertyPath.Restart?
    for (position, step) in zip(steps.indices, steps) {
      switch (step, value) {
      case (.property(let name), .structure(let structure)):
        guard let index = structure.index(of: name), case let property = structure.type.storedProperties[index], !property.isLazy,
          property.wrapper == nil
        else { return nil }
        value = try structure.field(at: index)
      case (.property(let name), .object(let object)):
        let layout = object.type.fieldLayout
        guard let (slot, _) = layout.property(named: name), layout.readsDirectly[slot], let field = try object.field(at: slot) else {
          return nil
        }
        restart = StoredPropertyPath.Restart(object: object, position: position)
        value = field
      case (.element(let subscriptCall), .array), (.element(let subscriptCall), .dictionary):
        // (Arguments that call no code: evaluated again after the subscript's own, they give the same.)
        guard subscriptCall.arguments.allSatisfy({ $0.label == nil && isFreeOfCalls(Syntax($0.expression)) }) else { return nil }
        var arguments: [Argument] = []
        for (offset, argument) in subscriptCall.arguments.enumerated() {
          let context = Self.subscriptArgumentContext(offset, label: nil, of: value)
          arguments.append(Argument(label: nil, value: try evaluate(argument.expression, in: scope, expecting: context)))
        }
        do throws(ScriptFailure) {
          value = try subscriptValue(value, arguments)
        } catch {
          throw located(error, at: subscriptCall)
        }
      case (.unwrap, .optional(let wrapped?)):
        value = wrapped
      default:
        return nil
      }
    }
    return (value, restart)
  }
}
