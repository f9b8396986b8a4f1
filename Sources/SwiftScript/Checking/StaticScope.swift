import Foundation
import SwiftSyntax

/// What the checker knows of an expression: a value of a type, a type itself, or nothing certain.
enum Estimate {
  case unknown
  case value(ScriptType)
  /// A type used as a value (`Point`, `MSALAccount`, `Int`): the base of static members and calls.
  case type(ScriptType)

  /// The value's type, when it is a value of a known type.
  var valueType: ScriptType? {
    if case .value(let type) = self { return type }
    return nil
  }
}

/// A variable or constant the checker tracks.
final class VariableSymbol {
  let name: String
  /// Its type, when known.
  var type: ScriptType?
  let isConstant: Bool
  /// False for `var x: Int` until an assignment on every path (definite initialization).
  var isInitialized: Bool
  /// In a `catch`: initialized on some path only (by its `do` body before a point that may throw),
  /// so a constant may not be initialized again.
  var mayBeInitialized = false
  /// Declared with a function type, or given a closure (the checker knows no function types, so
  /// this alone tells that passing it for an `@autoclosure` wraps the function itself).
  var holdsFunction = false
  /// The type its declaration writes (`[Box<Int>]`), which ``type`` holds without a generic enum's
  /// type arguments: what a case stored in it (`boxes.append(.empty)`) is specialized by.
  var typeSyntax: TypeSyntax?
  /// The function body it was declared in (definite initialization is checked within one body).
  let owner: Int
  /// A function's parameter of a function type without `@escaping` (`_ f: () -> Void`): it may be
  /// called, not kept (``NameChecker/escapingUse(of:)``).
  var isNonEscapingParameter = false

  init(name: String, type: ScriptType?, isConstant: Bool, isInitialized: Bool = true, owner: Int) {
    self.name = name
    self.type = type
    self.isConstant = isConstant
    self.isInitialized = isInitialized
    self.owner = owner
  }
}

/// What a name stands for in a static scope.
enum StaticSymbol {
  case variable(VariableSymbol)
  /// A function and its overloads.
  case functions([CheckedSignature])
  case type(TypeModel?)
  /// A name that certainly exists but that the checker does not model (a host global, a builtin,
  /// a generic parameter): it resolves, and its type is `type` when known.
  case opaque(ScriptType?)
  /// A member of `self` reached by its bare name inside a type's body.
  case member(TypeModel, isStatic: Bool)
}

/// The context a body runs in: what `self`, `return` and `try` mean there.
struct BodyContext {
  enum Kind { case topLevel, function, method, initializer, getter, closure }
  var kind: Kind
  /// The type whose members bare names reach (`self`'s type, or the type for static members).
  var selfType: TypeModel?
  var isStatic = false
  /// Whether `self` may be changed (mutating methods, initializers, classes).
  var isMutating = false
  /// The declared result; nil when unknown, `.void` for none.
  var returnType: ScriptType?
  var isThrowing = false
  /// An identifier for definite initialization (variables of another body are not tracked).
  var id: Int
  /// What the missing-return message calls this body ("global function", "instance method").
  var description: String
}

/// A lexical scope of the checker: the names declared in one block.
final class StaticScope {
  let parent: StaticScope?
  /// Set on the outermost scope of a function, method or closure body.
  let context: BodyContext?
  /// Set on a type's body: its static members and nested types are reachable by bare name there
  /// (from nested types too).
  let memberType: TypeModel?
  private(set) var symbols: [String: StaticSymbol] = [:]

  init(parent: StaticScope?, context: BodyContext? = nil, memberType: TypeModel? = nil) {
    self.parent = parent
    self.context = context
    self.memberType = memberType
  }

  func declare(_ name: String, _ symbol: StaticSymbol) {
    if case .functions(let new) = symbol, case .functions(let old)? = symbols[name] {
      symbols[name] = .functions(old + new)
      return
    }
    symbols[name] = symbol
  }

  func local(_ name: String) -> StaticSymbol? { symbols[name] }

  /// The innermost symbol `name` declared in this scope or one around it (not members).
  func lookupLocalVariable(_ name: String) -> StaticSymbol? {
    var scope: StaticScope? = self
    while let current = scope {
      if let symbol = current.symbols[name] { return symbol }
      scope = current.parent
    }
    return nil
  }

  /// The body context in force here.
  var bodyContext: BodyContext? {
    var scope: StaticScope? = self
    while let current = scope {
      if let context = current.context { return context }
      scope = current.parent
    }
    return nil
  }

  /// Names declared here (for suggestions).
  var names: Dictionary<String, StaticSymbol>.Keys { symbols.keys }
}
