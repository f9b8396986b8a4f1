import Foundation
import SwiftSyntax

extension Interpreter {
  /// Stores `value` where `target` points: a variable, a property path, an element, `self`.
  func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws(ScriptFailure) {
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      try assignName(reference.baseName.text, value, in: scope, at: target)
      return
    }
    if target.is(DiscardAssignmentExprSyntax.self) { return }
    if let tuple = target.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first {
        try assign(value, to: only.expression, in: scope)
        return
      }
      guard case .tuple(let values) = value, values.elements.count == tuple.elements.count else {
        throw located(.diagnostic("cannot assign value of type '\(value.typeName)' to this tuple"), at: target)
      }
      for (offset, element) in tuple.elements.enumerated() { try assign(values.elements[offset], to: element.expression, in: scope) }
      return
    }
    if let access = target.as(MemberAccessExprSyntax.self), let baseExpression = access.base {
      if baseExpression.is(SuperExprSyntax.self) {
        // `super.name = value`: the instance, its property as the superclass has it.
        guard let selfVariable = selfVariable(in: scope), case .object = selfVariable.value else {
          throw located(.diagnostic("'super' cannot be used outside of class members"), at: baseExpression)
        }
        try assignMember(value, to: access, base: selfVariable.value, in: scope)
        return
      }
      try assignMember(value, to: access, base: try evaluate(baseExpression, in: scope), in: scope)
      return
    }
    if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
      if subscriptCall.calledExpression.is(SuperExprSyntax.self) {
        try assignThroughSuperSubscript(value, subscriptCall, in: scope)
        return
      }
      // `Registry[2] = value`: a type's `static subscript`.
      if let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self), case .type? = resolve(reference.baseName.text, in: scope) {
        var base = try evaluate(subscriptCall.calledExpression, in: scope)
        var keys: [Value] = []
        for argument in subscriptCall.arguments { keys.append(try subscriptArgument(argument.expression, in: scope)) }
        guard try storeThroughUserSubscript(value, into: &base, arguments: Self.subscriptArguments(keys, of: subscriptCall), at: subscriptCall)
        else { throw located(.diagnostic("cannot assign through subscript: '\(reference.baseName.text)' has no static subscript"), at: subscriptCall) }
        return
      }
      if isInPlacePath(target) {
        // `a[i] = v`, `d[k] = v` on the collection where it is stored (no copy of `a` or `d`).
        // An implicit member key (`counts[.small] = 1`) takes its type from the dictionary, looked
        // at first (the path is free of calls).
        let base = Self.hasImplicitMemberArgument(subscriptCall) ? try? evaluate(subscriptCall.calledExpression, in: scope) : nil
        var keys: [Value] = []
        for (offset, argument) in subscriptCall.arguments.enumerated() {
          let context = base.flatMap { Self.subscriptArgumentContext(offset, label: argument.label?.text, of: $0) }
          keys.append(try subscriptArgument(argument.expression, in: scope, expecting: context))
        }
        let stored = try mutateInPlace(subscriptCall.calledExpression, in: scope) {
          (base: inout Value) throws(ScriptFailure) -> Value in
          try self.store(value, throughSubscriptOf: &base, keys: keys, at: subscriptCall)
          return .void
        }
        if stored != nil { return }
      }
      try assignThroughCopy(value, to: subscriptCall, in: scope)
      return
    }
    if let force = target.as(ForceUnwrapExprSyntax.self) {
      guard case .optional(.some) = try evaluate(force.expression, in: scope) else {
        throw located(.fault("Unexpectedly found nil while unwrapping an Optional value"), at: force)
      }
      try assign(.optional(value), to: force.expression, in: scope)
      return
    }
    if let optional = target.as(OptionalChainingExprSyntax.self) {
      guard case .optional(.some) = try evaluate(optional.expression, in: scope) else { return }
      try assign(.optional(value), to: optional.expression, in: scope)
      return
    }
    throw located(.diagnostic("cannot assign to this expression"), at: target)
  }

  /// Whether an argument of `subscriptCall` is an implicit member (`.small`, `.init(…)`), which
  /// needs the collection's key type to have a type.
  static func hasImplicitMemberArgument(_ subscriptCall: SubscriptCallExprSyntax) -> Bool {
    subscriptCall.arguments.contains { argument in
      var expression = argument.expression
      if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
      return expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }
  }

  /// `base[keys] = value` on a copy of the base, assigned back to it (the base is not a path reached
  /// in place).
  func assignThroughCopy(_ value: Value, to subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws(ScriptFailure) {
    var base = try evaluate(subscriptCall.calledExpression, in: scope)
    var keys: [Value] = []
    for (offset, argument) in subscriptCall.arguments.enumerated() {
      // A dictionary's `default:` plays no part in a store (and is not evaluated, as in Swift).
      if case .dictionary = base, argument.label?.text == "default" {
        keys.append(.void)
        continue
      }
      let context = Self.subscriptArgumentContext(offset, label: argument.label?.text, of: base)
      keys.append(try subscriptArgument(argument.expression, in: scope, expecting: context))
    }
    try store(value, throughSubscriptOf: &base, keys: keys, at: subscriptCall)
    // A class instance's subscript changed the instance itself: nothing to store back.
    if case .object = base { return }
    try assign(base, to: subscriptCall.calledExpression, in: scope)
  }

  /// Stores `value` in the property `access` names of `base`, the value its base expression had
  /// (read once by the caller); a struct or tuple changed so is assigned back to the base expression.
  func assignMember(_ value: Value, to access: MemberAccessExprSyntax, base: Value, in scope: Scope) throws(ScriptFailure) {
    guard let baseExpression = access.base else { throw located(.diagnostic("cannot assign to this expression"), at: access) }
    let target = ExprSyntax(access)
    let name = access.declName.baseName.text
    switch base {
    case .object(let object):
      let viewed = baseExpression.is(SuperExprSyntax.self) ? (typeContextOfMethod(in: scope) ?? object.type).superclass : nil
      try setObjectMember(
        object, name, value, base: base, at: access, nameAt: Syntax(access.declName), insideInitializer: isInsideInitializer(access),
        viewedAs: viewed)
    case .host(let host):
      guard let property = host.type.lookupProperty(name) else {
        throw located(.diagnostic("value of type '\(host.type.name)' has no member '\(name)'"), at: access.declName)
      }
      guard let setter = property.setter else {
        throw located(.diagnostic("cannot assign to property: '\(name)' is a get-only property"), at: access.declName)
      }
      do throws(ScriptFailure) { try setter(host.object, value) } catch { throw located(error, at: access) }
    case .structure(var structure):
      if let index = structure.index(of: name) {
        if structure.type.storedProperties[index].isConstant, !(isVoid(structure.fields[index]) && isInsideInitializer(access)) {
          throw located(.diagnostic("cannot assign to property: '\(name)' is a 'let' constant"), at: access.declName)
        }
        try checkAssignable(baseExpression, in: scope, property: name)
        let property = structure.type.storedProperties[index]
        var stored = value
        if let type = property.type { stored = try coerce(value, to: type, at: Syntax(target)) }
        if isObserved(property, of: structure.type), runsObservers(at: access, storingInto: name, of: structure.type) {
          let selfVariable = Variable(name: "self", value: base, isConstant: false)
          try storeObserved(stored, into: property, of: structure.type, selfVariable: selfVariable)
          try assign(selfVariable.value, to: baseExpression, in: scope)
          return
        }
        structure.store(stored, at: index)
        try assign(.structure(structure), to: baseExpression, in: scope)
      } else if let computed = structure.type.lookupComputed(name), let setter = computed.setter {
        try checkAssignable(baseExpression, in: scope, property: name)
        let selfVariable = Variable(name: "self", value: base, isConstant: false)
        try runSetter(setter, of: structure.type, selfVariable: selfVariable, value: value, propertyType: computed.type)
        try assign(selfVariable.value, to: baseExpression, in: scope)
      } else {
        throw located(.diagnostic("cannot assign to property: '\(name)' is a get-only property"), at: access.declName)
      }
    case .tuple(var tuple):
      guard let index = Int(name) ?? tuple.labels.firstIndex(of: name), tuple.elements.indices.contains(index) else {
        throw located(.diagnostic("value of tuple type '\(base.typeName)' has no member '\(name)'"), at: access.declName)
      }
      tuple.elements[index] = value
      try assign(.tuple(tuple), to: baseExpression, in: scope)
    case .metatype(.named(let typeName)):
      // `Settings.volume = 3` for a static computed property: its setter, `self` the type.
      if let owner = knownTypes[typeName], let computed = owner.staticComputed[name] {
        guard let setter = computed.setter else {
          // A computed variable's holder (`ComputedGlobalLowering`): the variable, as Swift names it.
          if let variable = ComputedGlobalLowering.variableName(ofHolder: typeName) {
            throw located(.diagnostic("cannot assign to value: '\(variable)' is a get-only property"), at: access)
          }
          throw located(.diagnostic("cannot assign to property: '\(name)' is a get-only property"), at: access.declName)
        }
        try runSetter(setter, of: owner, selfVariable: metatypeSelf(owner), value: value, propertyType: computed.type)
        return
      }
      // `B.count = 1` for a static property `B` inherits from `A`: `A`'s one storage.
      guard let type = knownTypes[typeName]?.staticStorageOwner(name) else {
        throw located(.diagnostic("type '\(typeName)' has no member '\(name)'"), at: access.declName)
      }
      try assignStatic(name, of: type, value, at: access.declName)
    default:
      throw located(.diagnostic("cannot assign to property of a value of type '\(base.typeName)'"), at: access)
    }
  }

  /// Stores `value` in a class instance's property (`insideInitializer`: whether `access` is
  /// written in an `init`, where a `let` is set once and observers do not run). A computed
  /// `override` of a stored property takes the store, unless it is below `viewedAs` (for
  /// `super.name`: the superclass of the class whose code it is) or the store is an
  /// initializer's (which sets the storage itself).
  func setObjectMember(
    _ object: ObjectValue, _ name: String, _ value: Value, base: Value, at access: some SyntaxProtocol,
    nameAt declName: @autoclosure () -> Syntax, insideInitializer: Bool,
    viewedAs: NominalType? = nil
  ) throws(ScriptFailure) {
    let viewed = viewedAs ?? object.type
    if object.firstHeldSlot >= 0, let slot = object.type.fieldLayout.slots[name] {
      do throws(ScriptFailure) { try object.checkAccess(at: slot) } catch { throw located(error, at: access) }
    }
    if insideInitializer || !viewed.declaresComputed(name), let (slot, property) = object.type.fieldLayout.property(named: name) {
      if property.isConstant, object[slot: slot] != nil, !insideInitializer {
        throw located(.diagnostic("cannot assign to property: '\(name)' is a 'let' constant"), at: declName())
      }
      var stored = value
      if let type = property.type { stored = try coerce(value, to: type, at: Syntax(access)) }
      if isObserved(property, of: object.type), !insideInitializer || runsObservers(at: access, storingInto: name, of: object.type) {
        try storeObserved(stored, into: property, of: object.type, selfVariable: Variable(name: "self", value: base, isConstant: true))
        return
      }
      object.store(stored, at: slot)
      return
    }
    if let computed = viewed.lookupComputed(name), let setter = computed.setter {
      let selfVariable = Variable(name: "self", value: base, isConstant: true)
      // `override var f: Double { willSet … didSet … }` on an inherited computed property: the
      // subclass's observers around the superclass's setter.
      let key = "\(ObjectIdentifier(object.type)).\(name).computed"
      let chain = viewedAs == nil && !runningObservers.contains(key) ? object.type.observers(ofComputed: name) : []
      guard !chain.isEmpty else {
        try runSetter(setter, of: object.type, selfVariable: selfVariable, value: value, propertyType: computed.type)
        return
      }
      runningObservers.insert(key)
      defer { runningObservers.remove(key) }
      var newValue = value
      if let type = computed.type { newValue = try coerce(value, to: type, at: Syntax(access)) }
      try runObserved(chain, newValue, property: name, selfVariable: selfVariable) { () throws(ScriptFailure) in
        try runSetter(setter, of: object.type, selfVariable: selfVariable, value: newValue, propertyType: computed.type)
      }
      return
    }
    throw located(.diagnostic("value of type '\(object.type.name)' has no member '\(name)'"), at: declName())
  }

  func isInsideInitializer(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let here = current {
      if here.is(InitializerDeclSyntax.self) { return true }
      if here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) { return false }
      current = here.parent
    }
    return false
  }

  func runSetter(
    _ setter: (parameterName: String, body: CodeBlockItemListSyntax), of instanceType: NominalType, selfVariable: Variable, value: Value,
    propertyType: ScriptType?
  ) throws(ScriptFailure) {
    // The setter runs as a member of the class that declares it (its `super` is that class's).
    let type = instanceType.declaringType(ofAccessors: setter.body) ?? instanceType
    // `newValue` is of the property's type (`s.fahrenheit = 212` sets a `Double`).
    let function = FunctionValue(
      name: "set",
      parameters: [Parameter(label: nil, name: setter.parameterName, type: propertyType, defaultValue: nil, isVariadic: false, isInout: false)],
      body: .statements(setter.body), closureScope: type.memberScope, returnType: nil, isThrowing: false, isMutating: true, owner: type)
    _ = try invoke(function.bound(to: selfVariable), arguments: [Argument(label: nil, value: value)], callLabels: false)
  }

  /// `base[keys] = value` on an array (an index or a range) or a dictionary (`nil` removes the
  /// key). The collection is taken out of `base` while it changes, so a buffer only `base` holds
  /// changes in place; `base` keeps its value when the store fails.
  func store(_ value: Value, throughSubscriptOf base: inout Value, keys: [Value], at subscriptCall: SubscriptCallExprSyntax)
    throws(ScriptFailure)
  {
    // `root[keyPath: path] = value`: stored where the key path's components reach. (The key's
    // value is looked at before the syntax: reading a node's label costs thousands of instructions,
    // and every `a[i] = v` and `d[k] = v` passes here.)
    if keys.count == 1, case .function(let path) = keys[0], subscriptCall.arguments.first?.label?.text == "keyPath" {
      guard let keyPath = path.keyPath, keyPath.typeName?.hasPrefix("KeyPath<") != true else {
        let written = subscriptCall.arguments.first?.expression.trimmedDescription ?? "path"
        throw located(.diagnostic("cannot assign through subscript: '\(written)' is a read-only key path"), at: subscriptCall)
      }
      try write(value, through: keyPath.components[...], into: &base, at: Syntax(subscriptCall))
      return
    }
    if case .array(var array) = base {
      if case .range(let range)? = keys.first {
        // `a[1...3] = [9]` replaces the elements in the range.
        guard let positions = range.positions(within: array.elements.indices) else {
          throw located(.fault("Array index is out of range"), at: subscriptCall)
        }
        let replacement = try iterate(value)
        base = .void
        array.elements.replaceSubrange(positions, with: replacement)
        base = .array(array)
        return
      }
      guard case .int(let index)? = keys.first else { throw located(.diagnostic("array index must be an Int"), at: subscriptCall) }
      // A slice keeps its array's indices (`tail[1]` is its first element after `dropFirst()`).
      let position = index - array.startIndex
      guard array.elements.indices.contains(position) else { throw located(array.indexFault, at: subscriptCall) }
      base = .void
      array.elements[position] = value
      base = .array(array)
      return
    }
    if case .dictionary(var dictionary) = base {
      guard let key = keys.first else { throw located(.diagnostic("missing key"), at: subscriptCall) }
      base = .void
      defer { base = .dictionary(dictionary) }
      do throws(ScriptFailure) {
        if case .optional(nil) = value, keys.count == 1 {
          try dictionary.set(nil, for: key)
        } else {
          var stored = value
          if case .optional(let wrapped?) = value, dictionary.valueType?.isOptional != true { stored = wrapped }
          try dictionary.set(stored, for: key)
        }
      } catch {
        throw located(error, at: subscriptCall)
      }
      return
    }
    if try storeThroughUserSubscript(value, into: &base, arguments: Self.subscriptArguments(keys, of: subscriptCall), at: subscriptCall) {
      return
    }
    throw located(.diagnostic("cannot assign through subscript: value of type '\(base.typeName)'"), at: subscriptCall)
  }

  /// Stores `value` as the property `name` of `base`, as `base.name = value` does (a struct's
  /// stored property with its observers, a computed one's setter, a class instance's property):
  /// the write of a key path's property component.
  func setProperty(_ name: String, of base: inout Value, to value: Value, at node: Syntax) throws(ScriptFailure) {
    switch base {
    case .object(let object):
      try setObjectMember(object, name, value, base: base, at: node, nameAt: node, insideInitializer: false)
    case .structure(var structure):
      let selfVariable = Variable(name: "self", value: base, isConstant: false)
      if let index = structure.index(of: name) {
        let property = structure.type.storedProperties[index]
        if property.isConstant { throw located(.diagnostic("cannot assign to property: '\(name)' is a 'let' constant"), at: node) }
        var stored = value
        if let type = property.type { stored = try coerce(value, to: type, at: node) }
        if isObserved(property, of: structure.type) {
          try storeObserved(stored, into: property, of: structure.type, selfVariable: selfVariable)
          base = selfVariable.value
          return
        }
        structure.store(stored, at: index)
        base = .structure(structure)
      } else if let computed = structure.type.lookupComputed(name), let setter = computed.setter {
        try runSetter(setter, of: structure.type, selfVariable: selfVariable, value: value, propertyType: computed.type)
        base = selfVariable.value
      } else {
        throw located(.diagnostic("cannot assign to property: '\(name)' is a get-only property"), at: node)
      }
    case .tuple(var tuple):
      guard let index = Int(name) ?? tuple.labels.firstIndex(of: name), tuple.elements.indices.contains(index) else {
        throw located(.diagnostic("value of tuple type '\(base.typeName)' has no member '\(name)'"), at: node)
      }
      tuple.elements[index] = value
      base = .tuple(tuple)
    default:
      throw located(.diagnostic("cannot assign to property: '\(name)' of a value of type '\(base.typeName)'"), at: node)
    }
  }

  /// The compiler's check that a struct's property may be changed through `base`.
  private func checkAssignable(_ base: ExprSyntax, in scope: Scope, property: String) throws(ScriptFailure) {
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return }
    let name = reference.baseName.text
    if let variable = scope.variable(named: name), variable.isConstant {
      if name == "self" {
        throw located(.diagnostic("cannot assign to property: 'self' is immutable"), at: base)
      }
      throw located(.diagnostic("cannot assign to property: '\(name)' is a 'let' constant"), at: base)
    }
  }

  /// Assigns to a bare name: a variable, or a property of `self` inside a method.
  private func assignName(_ name: String, _ value: Value, in scope: Scope, at node: some SyntaxProtocol) throws(ScriptFailure) {
    var current: Scope? = scope
    while let here = current {
      if case .variable(let variable)? = here.localEntry(name) {
        if variable.isConstant {
          if variable.isInitialized {
            throw located(.diagnostic("cannot assign to value: '\(name)' is a 'let' constant"), at: node)
          }
        }
        if variable.special != nil {
          do throws(ScriptFailure) { try variable.checkAccess() } catch { throw located(error, at: node) }
        }
        var stored = value
        if let type = variable.declaredType { stored = try coerce(value, to: type, at: nil) }
        if let observers = variable.observers {
          try observers.store(stored, into: variable)
          return
        }
        if variable.special != nil { variable.assign(stored) } else { variable.value = stored }
        variable.isInitialized = true
        return
      }
      if here.localEntry(name) != nil {
        throw located(.diagnostic("cannot assign to value: '\(name)' is a \(here.localEntry(name).map { if case .type = $0 { "type" } else { "function" } } ?? "")"), at: node)
      }
      if let selfVariable = here.selfVariable, name != "self" {
        switch selfVariable.value {
        case .structure(var structure):
          if let index = structure.index(of: name) {
            if selfVariable.isConstant {
              throw located(.diagnostic("cannot assign to property: 'self' is immutable"), at: node)
            }
            if structure.type.storedProperties[index].isConstant, !isVoid(structure.fields[index]) {
              throw located(.diagnostic("cannot assign to property: '\(name)' is a 'let' constant"), at: node)
            }
            let property = structure.type.storedProperties[index]
            var stored = value
            if let type = property.type { stored = try coerce(value, to: type, at: nil) }
            if isObserved(property, of: structure.type), runsObservers(at: node, storingInto: name, of: structure.type) {
              try storeObserved(stored, into: property, of: structure.type, selfVariable: selfVariable)
              return
            }
            structure.store(stored, at: index)
            selfVariable.value = .structure(structure)
            return
          }
        case .object(let object):
          if let (slot, property) = object.type.fieldLayout.property(named: name) {
            var stored = value
            if let type = property.type { stored = try coerce(value, to: type, at: nil) }
            if isObserved(property, of: object.type), runsObservers(at: node, storingInto: name, of: object.type) {
              try storeObserved(stored, into: property, of: object.type, selfVariable: selfVariable)
              return
            }
            object.store(stored, at: slot)
            return
          }
          if object.type.lookupComputed(name) != nil {
            try setObjectMember(
              object, name, value, base: selfVariable.value, at: node, nameAt: Syntax(node), insideInitializer: isInsideInitializer(node))
            return
          }
        default: break
        }
        // A computed property of `self` by its bare name (`height = 10` in a mutating method).
        if case .structure(let structure) = selfVariable.value, let computed = structure.type.lookupComputed(name) {
          guard let setter = computed.setter else {
            throw located(.diagnostic("cannot assign to property: '\(name)' is a get-only property"), at: node)
          }
          if selfVariable.isConstant { throw located(.diagnostic("cannot assign to property: 'self' is immutable"), at: node) }
          try runSetter(setter, of: structure.type, selfVariable: selfVariable, value: value, propertyType: computed.type)
          return
        }
      }
      // A static property by its bare name, inside its type's static methods.
      if let type = here.typeContext?.staticStorageOwner(name) {
        try assignStatic(name, of: type, value, at: node)
        return
      }
      current = here.parent
    }
    throw located(.diagnostic("cannot find '\(name)' in scope"), at: node)
  }

  /// Stores `value` in the static stored property `name` of `type` (set up first, when this is its
  /// first use).
  private func assignStatic(_ name: String, of type: NominalType, _ value: Value, at node: some SyntaxProtocol) throws(ScriptFailure) {
    guard let declaration = type.staticInitializers[name] else { return }
    if declaration.isConstant { throw located(.diagnostic("cannot assign to property: '\(name)' is a 'let' constant"), at: node) }
    _ = try staticMember(name, of: type, at: node)
    var stored = value
    if let declaredType = declaration.type { stored = try coerce(value, to: declaredType, at: nil) }
    guard let variable = type.staticValues[name] else { return }
    if let observers = variable.observers {
      try observers.store(stored, into: variable)
    } else if variable.special != nil {
      variable.assign(stored)
    } else {
      variable.value = stored
    }
  }

  private func isVoid(_ value: Value) -> Bool {
    if case .void = value { return true }
    return false
  }
}
