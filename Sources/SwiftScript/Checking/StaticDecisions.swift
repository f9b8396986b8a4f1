import SwiftSyntax

/// What the checker decides from static types before an entry runs, and the evaluator then
/// follows, because the values it meets at run time cannot tell: which overload a call takes
/// (`f(_: Any)` for an argument declared `Any`, though it holds an `Int`), and which method calls
/// dispatch statically to a protocol extension (a method that is no requirement of the protocol,
/// called on a value whose static type is the protocol, is the extension's, whatever type the
/// value has at run time).
///
/// The checker writes the decisions of one entry (``NameChecker/decisions``); the interpreter keeps
/// those of every entry that ran (``Interpreter/staticDecisions``), by call site, since a function's
/// body runs in later entries than the one that declared it. Both tiers of the evaluator read them:
/// the tree-walker at the call, the compiled tier once, when it compiles the call. A site without a
/// decision is decided at run time, as before: the checker records only what it is sure of.
final class StaticDecisions {
  /// What was decided at one call site.
  enum Decision: Equatable {
    /// The overload whose parameters have this ``signatureKey(labels:types:)``.
    case overload(signatureKey: String)
    /// The method of this protocol's extensions (the call's base has the protocol as its static
    /// type, and the method is no requirement of it).
    case protocolExtension(String)
    /// A requirement with a default in this protocol's extensions, called on a value whose static
    /// type is the protocol: on a class instance, the default unless the class that declares the
    /// conformance (or a superclass) declares the method.
    case protocolWitness(String)
    /// The expression (a property read through any base: `country!.capitalCity`) has a `T!` as
    /// its static type: it unwraps itself where a `T` is needed.
    case implicitlyUnwrapped
    /// `type(of: x)` where `x`'s static type is this optional: the type the call gives, which a
    /// `nil` value cannot tell (`Optional<Int>`).
    case optionalTypeOfArgument(ScriptType)
    /// A `private` method of this type, called where it is visible: its own, not an override's
    /// (a subclass's method of that name overrides nothing).
    case privateMethod(String)
    /// Of overloads beside one taking an `@autoclosure`, the one that does (true: the argument is
    /// an expression) or one that does not (false: it is a closure literal).
    case autoclosureOverload(Bool)
    /// A generic type's construction whose type arguments the context writes (`let q: Q<Double> =
    /// Q(v: [3])`): made as if they were written at the call (`Q<Double>(v: [3])`).
    case specialization(GenericArgumentListSyntax)
    /// The type the context gives this expression, which the run cannot tell from the values at
    /// hand: `c ?? .red` with `c` a `Color?` that holds `nil`; an integer literal given for a
    /// generic parameter that a `Double` beside it, or a `FloatingPoint` constraint, makes a
    /// `Double` (`pair(1.5, 2)`, `half(3)`).
    case contextType(ScriptType)
  }

  /// Each decision with its node: holding the node keeps its tree, so that no later tree takes the
  /// identifiers in it.
  private var decisions: [SyntaxIdentifier: (node: Syntax, decision: Decision)] = [:]
  /// Whether some decision sends a call to a protocol extension or a `private` method whatever
  /// its base's type (member calls ask only then).
  private(set) var hasStaticDispatch = false
  /// Whether some decision gives an expression its context's type (``Decision/contextType(_:)``):
  /// evaluation asks only then.
  private(set) var hasContextTypes = false

  var isEmpty: Bool { decisions.isEmpty }

  /// Records `decision` for the call `node`.
  func record(_ decision: Decision, at node: some SyntaxProtocol) {
    decisions[node.id] = (Syntax(node), decision)
    switch decision {
    case .protocolExtension, .protocolWitness, .privateMethod: hasStaticDispatch = true
    case .contextType: hasContextTypes = true
    default: break
    }
  }

  /// Adds the decisions of an entry about to run.
  func add(_ other: StaticDecisions) {
    for (id, recorded) in other.decisions { decisions[id] = recorded }
    hasStaticDispatch = hasStaticDispatch || other.hasStaticDispatch
    hasContextTypes = hasContextTypes || other.hasContextTypes
  }

  /// Forgets every decision (the shell's `:reset`).
  func removeAll() {
    decisions = [:]
    hasStaticDispatch = false
    hasContextTypes = false
  }

  /// The decision for the call `node`, if the checker made one.
  func decision(at node: some SyntaxProtocol) -> Decision? {
    decisions.isEmpty ? nil : decisions[node.id]?.decision
  }

  /// Whether the checker found that `node`'s static type is `T!`.
  func isImplicitlyUnwrapped(_ node: some SyntaxProtocol) -> Bool {
    decision(at: node) == .implicitlyUnwrapped
  }

  /// The optional type `type(of:)` gives at the call `node`, if the checker knew its argument's.
  func optionalTypeOfArgument(at node: some SyntaxProtocol) -> ScriptType? {
    guard case .optionalTypeOfArgument(let type)? = decision(at: node) else { return nil }
    return type
  }

  /// The type the context gives `node` (``Decision/contextType(_:)``), if the checker knew it.
  func contextType(at node: some SyntaxProtocol) -> ScriptType? {
    guard case .contextType(let type)? = decision(at: node) else { return nil }
    return type
  }

  /// The type arguments the context of the construction `node` writes, if it writes them.
  func specialization(at node: some SyntaxProtocol) -> GenericArgumentListSyntax? {
    guard case .specialization(let arguments)? = decision(at: node) else { return nil }
    return arguments
  }

  /// The protocol whose extension method the call `node` runs, if the checker decided so.
  func protocolExtension(at node: some SyntaxProtocol) -> String? {
    guard hasStaticDispatch, case .protocolExtension(let name)? = decision(at: node) else { return nil }
    return name
  }

  /// The protocol whose extension gives the requirement the call `node` names its default, if
  /// the checker found one.
  func protocolWitness(at node: some SyntaxProtocol) -> String? {
    guard hasStaticDispatch, case .protocolWitness(let name)? = decision(at: node) else { return nil }
    return name
  }

  /// The type whose `private` method the call `node` runs, if the checker decided so.
  func privateMethodOwner(at node: some SyntaxProtocol) -> String? {
    guard hasStaticDispatch, case .privateMethod(let name)? = decision(at: node) else { return nil }
    return name
  }

  /// Whether the call `node` may run a method other than its base's type's own (a protocol
  /// extension's, or a `private` one an override would hide): such a call goes the general way.
  func dispatchesStatically(at node: some SyntaxProtocol) -> Bool {
    guard hasStaticDispatch else { return false }
    switch decision(at: node) {
    case .protocolExtension?, .protocolWitness?, .privateMethod?: return true
    default: return false
    }
  }

  /// The key by which an overload is known to both the checker and the evaluator: each
  /// parameter's label and type (`FunctionValue.signatureKey`, `CheckedSignature.signatureKey`).
  static func signatureKey(labels: [String?], types: [ScriptType?], autoclosures: [Bool] = []) -> String {
    zip(labels, types).enumerated().map { offset, parameter in
      (parameter.0 ?? "_") + " " + (autoclosures[safe: offset] == true ? "@autoclosure " : "") + (parameter.1?.description ?? "")
    }.joined(separator: ":")
  }
}
