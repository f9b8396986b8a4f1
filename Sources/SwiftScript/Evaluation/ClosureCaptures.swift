import SwiftSyntax

// MARK: - What a closure captures

/// A `weak` or `unowned` entry of a closure's capture list (`[weak self]`, `[unowned p = parent]`):
/// the instance, held without keeping it alive, and made a constant of each call's scope.
struct ReferenceCapture {
  let name: String
  let reference: HeldReference
}

/// The names each closure expression uses (every identifier of its body and signature, nested
/// closures included) and whether it says `self`, read once per closure (a closure in a loop is
/// made on every pass). Each entry holds its node, so that no other node takes its identifier.
final class ClosureUsages {
  struct Usage {
    let names: Set<String>
    let mentionsSelf: Bool
  }

  private var usages: [SyntaxIdentifier: (node: Syntax, usage: Usage)] = [:]

  func usage(of closure: ClosureExprSyntax) -> Usage {
    if let known = usages[closure.id] { return known.usage }
    var names: Set<String> = []
    var mentionsSelf = false
    var tokens = Array(closure.statements.tokens(viewMode: .sourceAccurate))
    if let signature = closure.signature { tokens += signature.tokens(viewMode: .sourceAccurate) }
    for token in tokens {
      switch token.tokenKind {
      case .identifier(let text): names.insert(text)
      case .keyword(.self): mentionsSelf = true
      default: break
      }
    }
    let usage = Usage(names: names, mentionsSelf: mentionsSelf)
    usages[closure.id] = (Syntax(closure), usage)
    return usage
  }

  func removeAll() { usages = [:] }
}

extension Interpreter {
  /// The scope a closure made in `scope` runs in, and its `weak`/`unowned` captures.
  ///
  /// As in Swift, a closure keeps alive only what it uses: the scope it is given holds just the
  /// variables (the same ones: a change is seen on both sides), local functions and types of the
  /// enclosing function bodies and blocks that its body names, and the method's `self` only when
  /// the body says `self` or names a member of it; what lies beyond (the session's top level, a
  /// type's static members) is reached as before. A capture list's entries are taken now: plain
  /// ones as constants (`[x, y = f()]`), `weak` and `unowned` ones as references that do not keep
  /// their instance alive (``ReferenceCapture``).
  func closureScope(_ closure: ClosureExprSyntax, in scope: Scope) throws(ScriptFailure) -> (Scope, [ReferenceCapture]) {
    let capture = closure.signature?.capture
    let listed = Set(capture?.items.map(\.name.text) ?? [])
    let narrowed = narrowedScope(scope, for: closureUsages.usage(of: closure), excluding: listed)
    guard let capture, !capture.items.isEmpty else { return (narrowed, []) }
    // `[self]`: bare names in the body reach the instance's members, as in a method
    // (`{ [self] in x = 100 }`).
    var capturedSelf: Variable?
    if let item = capture.items.first(where: { $0.name.text == "self" && $0.specifier == nil && $0.initializer == nil }) {
      capturedSelf = Variable(name: "self", value: try lookupValue("self", in: scope, at: item), isConstant: true)
    }
    let captured = Scope(parent: narrowed, selfVariable: capturedSelf)
    var references: [ReferenceCapture] = []
    for item in capture.items {
      let name = item.name.text
      let value: Value
      if let initializer = item.initializer {
        value = try evaluate(initializer.value, in: scope)
      } else {
        value = try lookupValue(name, in: scope, at: item)
      }
      let ownership: NominalType.Ownership =
        switch item.specifier?.specifier.tokenKind {
        case .keyword(.weak)?: .weak
        case .keyword(.unowned)?: .unowned
        default: .strong
        }
      guard ownership != .strong else {
        if name != "self" || capturedSelf == nil { captured.declare(name, .variable(Variable(name: name, value: value, isConstant: true))) }
        continue
      }
      references.append(ReferenceCapture(name: name, reference: HeldReference(value, ownership: ownership, isOptional: ownership == .weak)))
    }
    return (captured, references)
  }

  /// The scope of a call of a closure with `weak`/`unowned` captures: each a constant, the
  /// instance while it lives (`weak`: optional, `nil` once gone; `unowned`: a fault once gone).
  func scopeWithReferences(_ references: [ReferenceCapture], over scope: Scope) throws(ScriptFailure) -> Scope {
    // `[self]` or `[unowned self]`: bare names in the body reach the instance's members, as in a
    // method (`{ [self] in x = 100 }`).
    var capturedSelf: Variable?
    if let capture = references.first(where: { $0.name == "self" && $0.reference.ownership != .weak }),
      let object = capture.reference.object
    {
      capturedSelf = Variable(name: "self", value: .object(object), isConstant: true)
    }
    let call = Scope(parent: scope, selfVariable: capturedSelf)
    for capture in references {
      call.declare(capture.name, .variable(Variable(name: capture.name, value: try capture.reference.read(), isConstant: true)))
    }
    return call
  }

  /// `scope` narrowed to what a closure with `usage` uses: the enclosing bodies' and blocks'
  /// entries it names (not those in `excluded`, its capture list's), over the first scope that
  /// lives on anyway (the session's top level, or a type's member scope).
  private func narrowedScope(_ scope: Scope, for usage: ClosureUsages.Usage, excluding excluded: Set<String>) -> Scope {
    var transient: [Scope] = []
    var current = scope
    while let parent = current.parent, !current.hasTypeContext {
      transient.append(current)
      current = parent
    }
    guard !transient.isEmpty else { return scope }
    let enclosingSelf = transient.lazy.compactMap(\.selfVariable).first
    var found: [(String, ScopeEntry)] = []
    var unresolved = false
    for name in usage.names where !excluded.contains(name) {
      if let here = transient.first(where: { $0.entries[name] != nil }), let entry = here.entries[name] {
        found.append((name, entry))
      } else {
        unresolved = true
      }
    }
    var carriedSelf: Variable?
    if let enclosingSelf, !excluded.contains("self") {
      if usage.mentionsSelf
        || unresolved && usage.names.contains(where: { !excluded.contains($0) && hasInstanceMember($0, of: enclosingSelf.value) })
      {
        carriedSelf = enclosingSelf
      }
    }
    if found.isEmpty, carriedSelf == nil { return current }
    let narrowed = Scope(parent: current, selfVariable: carriedSelf)
    for (name, entry) in found { narrowed.declare(name, entry) }
    return narrowed
  }

  /// Whether `name` is a property or method of the instance `value` (what a bare name in a
  /// method reaches through `self`).
  private func hasInstanceMember(_ name: String, of value: Value) -> Bool {
    guard let type = nominalType(of: value) else { return false }
    if type.fieldLayout.slots[name] != nil || type.storedProperties.contains(where: { $0.name == name }) { return true }
    return type.lookupComputed(name) != nil || !type.lookupMethods(name).isEmpty
  }
}
