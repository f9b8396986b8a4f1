import Foundation
import SwiftSyntax

/// A parameter of a script function or closure.
struct Parameter {
  /// The argument label callers write (`nil` for `_`).
  let label: String?
  /// The name inside the body.
  let name: String
  let type: ScriptType?
  let defaultValue: ExprSyntax?
  let isVariadic: Bool
  let isInout: Bool
}

/// An argument at a call site.
public struct Argument {
  public let label: String?
  public var value: Value
  /// For `&x`: where to write the value back after the call.
  var inoutTarget: ExprSyntax?
  /// For `&x` passed to host code: where the host writes the new value.
  let cell: InoutCell?
  /// Passed `inout` by a builtin caller (the accumulator of `reduce(into:)`): the callee's changes
  /// come back in the call's write-back arguments.
  var passedInout = false

  /// Whether the callee may change this argument for the caller.
  var isInout: Bool { inoutTarget != nil || passedInout }

  public init(label: String?, value: Value) {
    self.label = label
    self.value = value
    self.cell = nil
  }

  init(label: String?, value: Value, inoutTarget: ExprSyntax?) {
    self.label = label
    self.value = value
    self.inoutTarget = inoutTarget
    self.cell = inoutTarget == nil ? nil : InoutCell()
  }

  /// An argument a builtin passes `inout` (see `passedInout`).
  init(passedInout value: Value) {
    self.label = nil
    self.value = value
    self.cell = nil
    self.passedInout = true
  }
}

/// The code a function runs.
enum FunctionBody {
  /// A `func` or `init` body, or a closure's statements.
  case statements(CodeBlockItemListSyntax)
  /// Swift code of the host: a builtin, a registered host member, an enum case constructor.
  case host(([Argument]) throws(ScriptFailure) -> Value)
  /// A host function with `inout` parameters (`swap`): it changes the arguments in place.
  case hostInout((inout [Argument]) throws(ScriptFailure) -> Value)
}

/// A function value: a `func`, a closure, a method bound to its instance, or a host function.
public final class FunctionValue {
  let name: String
  let parameters: [Parameter]
  let body: FunctionBody
  /// The scope the function was declared in (captured variables live there).
  let closureScope: Scope?
  let returnType: ScriptType?
  let isThrowing: Bool
  let isAsync: Bool
  /// For a method: the instance (`self`) and whether the method may change it.
  var boundSelf: Variable?
  /// For a builtin, how many of its parameters every call must give (its signature's required
  /// part); a call with fewer gets the compiler's diagnostic before the builtin runs. Nil: the
  /// builtin takes any arguments and checks them itself.
  var requiredArgumentCount: Int?
  let isMutating: Bool
  /// For a method or initializer: the type it belongs to.
  let owner: NominalType?
  /// For closures with `$0`-style arguments: how many are used.
  let anonymousParameterCount: Int
  /// Whether the parameters were written without types or labels (closures).
  let isClosure: Bool

  init(
    name: String, parameters: [Parameter], body: FunctionBody, closureScope: Scope?, returnType: ScriptType?,
    isThrowing: Bool, isAsync: Bool = false, isMutating: Bool = false, owner: NominalType? = nil,
    anonymousParameterCount: Int = 0, isClosure: Bool = false
  ) {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.closureScope = closureScope
    self.returnType = returnType
    self.isThrowing = isThrowing
    self.isAsync = isAsync
    self.isMutating = isMutating
    self.owner = owner
    self.anonymousParameterCount = anonymousParameterCount
    self.isClosure = isClosure
  }

  /// A host function (`print`, a bound MSAL method, ...); `types` are the parameter types when
  /// known (the name checker compares arguments with them), aligned with `labels`. `required` says
  /// how many of them every call must give.
  convenience init(
    host name: String, labels: [String?], types: [ScriptType?] = [], returnType: ScriptType? = nil,
    isThrowing: Bool = false, isAsync: Bool = false, required: RequiredArguments = .all,
    _ implementation: @escaping ([Argument]) throws(ScriptFailure) -> Value
  ) {
    self.init(
      name: name,
      parameters: labels.enumerated().map {
        Parameter(
          label: $0.element, name: $0.element ?? "_\($0.offset)", type: types[safe: $0.offset] ?? nil, defaultValue: nil,
          isVariadic: false, isInout: false)
      },
      body: .host(implementation), closureScope: nil, returnType: returnType, isThrowing: isThrowing,
      isAsync: isAsync)
    switch required {
    case .all: requiredArgumentCount = labels.count
    case .first(let count): requiredArgumentCount = count
    case .unchecked: requiredArgumentCount = nil
    }
  }

  /// A copy bound to an instance.
  func bound(to instance: Variable) -> FunctionValue {
    let copy = FunctionValue(
      name: name, parameters: parameters, body: body, closureScope: closureScope, returnType: returnType,
      isThrowing: isThrowing, isAsync: isAsync, isMutating: isMutating, owner: owner,
      anonymousParameterCount: anonymousParameterCount, isClosure: isClosure)
    copy.boundSelf = instance
    copy.requiredArgumentCount = requiredArgumentCount
    return copy
  }

  /// `name(label:label:)`, as the compiler names a function.
  var fullName: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// What distinguishes overloads: the labels and parameter types (a redeclaration with the same
  /// key replaces the earlier function).
  var signatureKey: String { parameters.map { ($0.label ?? "_") + " " + ($0.type?.description ?? "") }.joined(separator: ":") }

  /// The function's type as Swift writes it.
  var type: ScriptType {
    .function(parameters.map { $0.type ?? .any }, returnType ?? .void, throws: isThrowing)
  }
}

/// How many of a host function's parameters every call must give.
enum RequiredArguments {
  /// All of them (a builtin's declared parameters are its signature).
  case all
  /// The first few (`dropFirst()` needs none: its count has a default).
  case first(Int)
  /// The function counts its arguments itself (registered host members, whose overloads the
  /// registry chooses between).
  case unchecked
}
