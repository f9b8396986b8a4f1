import SwiftSyntax

/// The read of `name[arguments]` where `name` is a variable the compiled tier reaches (`ps[i]`,
/// `counts[word]`, `grid[r, c]`), in Swift's order: the arguments first, each in the context the
/// variable's type gives it (a dictionary's key type), then the variable's value as the arguments
/// left it — `ps[f()]` with an `f` that changes `ps` reads the changed array, as compiled Swift
/// does (a stored variable's access begins after its subscript's arguments). An array's element
/// is read from the variable without a copy of the array.
///
/// A variable in a special state (`weak`, `unowned`, an access in progress) is read as before its
/// arguments, as the general path reads any other base. (A class: a closure that holds one takes
/// it out of its context with one retain, not one for each of its parts.)
final class VariableSubscriptRead {
  /// The variable, when the frame has it.
  let variable: VariableReader
  /// The name's read as the general path makes it (a `T!` unwrapped).
  let base: CompiledExpression
  let arguments: [(label: String?, value: CompiledExpression)]
  /// The first argument's expression (an element of ``arguments`` is a tuple, copied with a
  /// retain of its closure on every read; an optional is copied likewise).
  private let firstArgument: CompiledExpression
  /// Whether the read is `dictionary[key, default: value]`, whose default is evaluated only for a
  /// key the dictionary lacks.
  let hasDefault: Bool
  let node: SubscriptCallExprSyntax
  let interpreter: Interpreter

  init(
    variable: VariableReader, base: CompiledExpression, arguments: [(label: String?, value: CompiledExpression)],
    hasDefault: Bool, node: SubscriptCallExprSyntax, interpreter: Interpreter
  ) {
    self.variable = variable
    self.base = base
    self.arguments = arguments
    firstArgument = arguments.first?.value ?? CompiledExpression { (_: Frame, _: ScriptType?) throws(ScriptFailure) -> Value in .void }
    self.hasDefault = hasDefault
    self.node = node
    self.interpreter = interpreter
  }

  /// Whether the subscript takes one unlabeled argument (`ps[i]`): the case an array's element
  /// is read without a copy.
  var takesOneIndex: Bool { arguments.count == 1 && arguments[0].label == nil }

  /// The variable, when it is one a read may borrow: set, and in no special state.
  @inline(__always)
  func plainVariable(in frame: Frame) -> Variable? {
    guard let variable = variable(frame), variable.isInitialized, variable.special == nil else { return nil }
    return variable
  }

  /// The only argument of ``takesOneIndex``, evaluated in the context of `variable`'s value (a
  /// dictionary's key type; none for an array).
  @inline(__always)
  func index(in frame: Frame, of variable: Variable) throws(ScriptFailure) -> Value {
    switch variable.value {
    case .dictionary(let dictionary): return try firstArgument(frame, dictionary.keyType)
    default: return try firstArgument(frame, nil)
    }
  }

  /// The element at `index` (the only argument, evaluated): an array's read where it is, with no
  /// copy of the array; anything else as `Interpreter.subscriptValue` reads it.
  @inline(__always)
  func element(at index: Value, in frame: Frame) throws(ScriptFailure) -> Value {
    if case .int(let position) = index, let variable = plainVariable(in: frame) {
      switch variable.value {
      case .array(let array):
        let offset = position - array.startIndex
        if array.elements.indices.contains(offset) { return array.elements[offset] }
      default: break
      }
    }
    return try read(try base(frame, nil), [Argument(label: nil, value: index)])
  }

  /// The read of any arguments (``takesOneIndex`` or not) from the variable `variable`: the
  /// arguments in the contexts its value gives them, then its value as they left it.
  func value(of variable: Variable, in frame: Frame) throws(ScriptFailure) -> Value {
    if takesOneIndex { return try element(at: try index(in: frame, of: variable), in: frame) }
    let before = variable.value
    if hasDefault, case .dictionary(let dictionary) = before {
      let key = try arguments[0].value(frame, dictionary.keyType)
      let after = try base(frame, nil)
      if case .dictionary(let now) = after {
        do throws(ScriptFailure) {
          if let found = try now.value(for: key) { return found }
        } catch {
          throw interpreter.located(error, at: node)
        }
        return try arguments[1].value(frame, now.valueType)
      }
      return try read(after, [Argument(label: nil, value: key), Argument(label: "default", value: try arguments[1].value(frame, nil))])
    }
    var values: [Argument] = []
    values.reserveCapacity(arguments.count)
    for (offset, argument) in arguments.enumerated() {
      let context = Interpreter.subscriptArgumentContext(offset, label: argument.label, of: before)
      values.append(Argument(label: argument.label, value: try argument.value(frame, context)))
    }
    return try read(try base(frame, nil), values)
  }

  /// `base[arguments]` as `Interpreter.subscriptValue` reads it (an array's index out of range
  /// is Swift's fault), a failure located at the subscript.
  func read(_ base: Value, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    do throws(ScriptFailure) {
      return try interpreter.subscriptValue(base, arguments)
    } catch {
      throw interpreter.located(error, at: node)
    }
  }
}

extension LoopCompiler {
  /// ``VariableSubscriptRead`` for `subscriptCall` when its base is a bare name, with the base and
  /// arguments compiled already; nil for any other subscript.
  func variableSubscriptRead(
    _ subscriptCall: SubscriptCallExprSyntax, base: CompiledExpression, arguments: [(label: String?, value: CompiledExpression)]
  ) -> VariableSubscriptRead? {
    guard let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      reference.baseName.tokenKind != .keyword(.Self)
    else { return nil }
    return VariableSubscriptRead(
      variable: variableReader(reference.baseName.text), base: base, arguments: arguments,
      hasDefault: Interpreter.keyAndDefault(of: subscriptCall) != nil, node: subscriptCall, interpreter: interpreter)
  }
}
