import Foundation
import SwiftParser
import SwiftSyntax

/// A type whose members the completer can list.
private enum CompletionType {
  case host(HostType)
  case hostMetatype(HostType)
  case user(NominalType)
  case userMetatype(NominalType)
  case standard(ScriptType)
}

extension Interpreter {
  /// The names, members and argument labels that fit at `cursor` (a character offset) in `line`,
  /// for the shell's Tab: `application.acq` → `acquireToken(`, `acquireTokenSilent(`;
  /// `application.account(for` → `forIdentifier: `, `forUsername: `; `pri` → `print(`.
  public func completions(for line: String, cursor: Int) -> Completions {
    let context = CompletionContext(line: line, cursor: cursor)
    var candidates: [CompletionCandidate]
    switch context.position {
    case .name:
      candidates = nameCandidates()
    case .member(let receiver):
      candidates = completionType(ofText: receiver).map(memberCandidates) ?? []
    case .argument(let callee, let usedLabels):
      candidates = labelCandidates(callee: callee, usedLabels: usedLabels)
      // An argument may also be an expression: names fit after a partial word, statement keywords do not.
      if !context.partial.isEmpty { candidates += nameCandidates().filter { $0.kind != .keyword } }
    }
    return Completions(start: context.start, partial: context.partial, candidates: Self.filter(candidates, by: context.partial))
  }

  /// Candidates starting with `partial` (case-sensitively when any do, else ignoring case), one per text.
  private static func filter(_ candidates: [CompletionCandidate], by partial: String) -> [CompletionCandidate] {
    var matching = candidates.filter { $0.text.hasPrefix(partial) }
    if matching.isEmpty { matching = candidates.filter { $0.text.lowercased().hasPrefix(partial.lowercased()) } }
    var seen = Set<String>()
    return matching.filter { seen.insert($0.text).inserted }
  }

  // MARK: - Names

  private func nameCandidates() -> [CompletionCandidate] {
    var candidates: [CompletionCandidate] = []
    for name in globals.visibleNamesHere.sorted() {
      switch globals.localEntry(name) {
      case .variable?: candidates.append(CompletionCandidate(text: name, kind: .variable))
      case .functions(let overloads)?:
        candidates.append(CompletionCandidate(text: name + "(", kind: .function, detail: Self.detail(overloads.map(\.fullName))))
      case .type?: candidates.append(CompletionCandidate(text: name, kind: .type))
      case nil: break
      }
    }
    for (name, value) in registry.globals.sorted(by: { $0.key < $1.key }) {
      if case .function(let function) = value {
        candidates.append(CompletionCandidate(text: name + "(", kind: .function, detail: function.fullName))
      } else {
        candidates.append(CompletionCandidate(text: name, kind: .variable))
      }
    }
    // The global functions the runtime provides (Swift's names, kept to those it implements).
    let functions = NameChecker.swiftGlobalNames.filter { builtinFunction($0) != nil }.sorted()
    candidates += functions.map { CompletionCandidate(text: $0 + "(", kind: .function) }
    let types = Set(registry.types.keys).union(Interpreter.standardTypeNames).sorted()
    candidates += types.map { CompletionCandidate(text: $0, kind: .type) }
    candidates += StandardNames.keywords.map { CompletionCandidate(text: $0, kind: .keyword) }
    return candidates
  }

  // MARK: - Members

  private func memberCandidates(_ type: CompletionType) -> [CompletionCandidate] {
    switch type {
    case .host(let hostType):
      return hostType.memberNames.sorted().map { name in
        Self.candidate(name, overloads: hostType.lookupMethods(name).map(\.fullName), otherwise: .property)
      }
    case .hostMetatype(let hostType):
      return hostType.staticMemberNames.map { name in
        Self.candidate(name, overloads: hostType.staticMethods[name]?.map(\.fullName) ?? [], otherwise: .property)
      }
    case .user(let nominal):
      var candidates = nominal.memberNames.map { name in
        Self.candidate(name, overloads: nominal.lookupMethods(name).map(\.fullName), otherwise: .property)
      }
      if nominal.kind == .enumeration, nominal.rawType != nil { candidates.append(CompletionCandidate(text: "rawValue", kind: .property)) }
      return candidates.sorted { $0.text < $1.text }
    case .userMetatype(let nominal):
      var candidates = nominal.staticMemberNames.map { name in
        let isType: Bool
        if case .type? = nominal.memberScope.localEntry(name) { isType = true } else { isType = false }
        return Self.candidate(name, overloads: nominal.staticMethods[name]?.map(\.fullName) ?? [], otherwise: isType ? .type : .property)
      }
      if nominal.conforms(to: "CaseIterable") { candidates.append(CompletionCandidate(text: "allCases", kind: .property)) }
      return candidates.sorted { $0.text < $1.text }
    case .standard(let type):
      return StandardNames.members(of: type).map { name in
        CompletionCandidate(text: name, kind: name.hasSuffix("(") ? .method : .property)
      }
    }
  }

  /// A method (`name(`, with its overloads' full names) when `overloads` is not empty, else `kind`.
  private static func candidate(_ name: String, overloads: [String], otherwise kind: CompletionCandidate.Kind) -> CompletionCandidate {
    overloads.isEmpty
      ? CompletionCandidate(text: name, kind: kind) : CompletionCandidate(text: name + "(", kind: .method, detail: detail(overloads))
  }

  /// `a(x:), a(y:)` when the overloads say more than the name.
  private static func detail(_ fullNames: [String]) -> String? {
    fullNames.isEmpty ? nil : fullNames.joined(separator: ", ")
  }

  // MARK: - Argument labels

  private func labelCandidates(callee: String, usedLabels: [String]) -> [CompletionCandidate] {
    var overloads: [[String?]] = []
    if let expression = Self.expression(callee) {
      if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
        let name = access.declName.baseName.text
        switch completionType(of: base) {
        case .host(let type)?: overloads = type.lookupMethods(name).map(\.labels)
        case .hostMetatype(let type)?: overloads = (type.staticMethods[name] ?? []).map(Self.labels)
        case .user(let type)?: overloads = type.lookupMethods(name).map(Self.labels)
        case .userMetatype(let type)?: overloads = (type.staticMethods[name] ?? []).map(Self.labels)
        default: break
        }
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        overloads = labelsOfCallable(named: reference.baseName.text)
      }
    }
    var candidates: [CompletionCandidate] = []
    for labels in overloads {
      let written = labels.compactMap { $0 }
      guard written.count > usedLabels.count, Array(written.prefix(usedLabels.count)) == usedLabels else { continue }
      let next = written[usedLabels.count]
      let fullName = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      candidates.append(CompletionCandidate(text: next + ": ", kind: .label, detail: fullName))
    }
    return candidates
  }

  /// The label lists of a global function or of a type's initializers.
  private func labelsOfCallable(named name: String) -> [[String?]] {
    switch globals.localEntry(name) {
    case .functions(let overloads)?: return overloads.map(Self.labels)
    case .type(let nominal)?:
      if !nominal.initializers.isEmpty { return nominal.initializers.map(Self.labels) }
      return nominal.kind == .structure ? [nominal.storedProperties.map(\.name)] : []
    default: break
    }
    if case .function(let function)? = registry.globals[name] { return [Self.labels(function)] }
    if let hostType = registry.types[name] { return hostType.initializers.map(Self.labels) }
    return []
  }

  private static func labels(_ function: FunctionValue) -> [String?] { function.parameters.map(\.label) }


  // MARK: - Static types of receivers

  private static func expression(_ text: String) -> ExprSyntax? {
    let tree = Parser.parse(source: text)
    guard tree.statements.count == 1, case .expr(let expression) = tree.statements.first?.item else { return nil }
    return expression
  }

  private func completionType(ofText text: String) -> CompletionType? {
    Self.expression(text).flatMap { completionType(of: $0) }
  }

  private func completionType(of expression: ExprSyntax) -> CompletionType? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return completionType(ofName: reference.baseName.text)
    }
    if let chained = expression.as(OptionalChainingExprSyntax.self) { return completionType(of: chained.expression) }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return completionType(of: forced.expression) }
    if let tried = expression.as(TryExprSyntax.self) { return completionType(of: tried.expression) }
    if let awaited = expression.as(AwaitExprSyntax.self) { return completionType(of: awaited.expression) }
    if expression.is(StringLiteralExprSyntax.self) { return .standard(.string) }
    if expression.is(IntegerLiteralExprSyntax.self) { return .standard(.int) }
    if expression.is(ArrayExprSyntax.self) { return .standard(.array(.any)) }
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      return memberType(access.declName.baseName.text, of: base)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
        let name = access.declName.baseName.text
        switch completionType(of: base) {
        case .host(let type)?: return type.lookupMethods(name).first?.returnType.flatMap(completionType(of:))
        case .user(let type)?: return type.lookupMethods(name).first?.returnType.flatMap(completionType(of:))
        case .hostMetatype(let type)?: return type.staticMethods[name]?.first?.returnType.flatMap(completionType(of:))
        default: return nil
        }
      }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        switch completionType(ofName: reference.baseName.text) {
        case .hostMetatype(let type)?: return .host(type)
        case .userMetatype(let type)?: return .user(type)
        default: break
        }
        if case .functions(let overloads)? = globals.localEntry(reference.baseName.text) {
          return overloads.first?.returnType.flatMap(completionType(of:))
        }
      }
    }
    return nil
  }

  private func completionType(ofName name: String) -> CompletionType? {
    switch globals.localEntry(name) {
    case .variable(let variable)?:
      if variable.isInitialized, let type = completionType(of: variable.currentValue) { return type }
      return variable.declaredType.flatMap(completionType(of:))
    case .type(let nominal)?: return .userMetatype(nominal)
    case .functions?: return nil
    case nil: break
    }
    if let value = registry.globals[name] { return completionType(of: value) }
    if let hostType = registry.types[name] { return .hostMetatype(hostType) }
    return nil
  }

  private func memberType(_ name: String, of base: ExprSyntax) -> CompletionType? {
    switch completionType(of: base) {
    case .host(let type)?: return type.lookupProperty(name)?.type.flatMap(completionType(of:))
    case .hostMetatype(let type)?:
      guard let value = try? type.staticProperties[name]?() else { return nil }
      return completionType(of: value)
    case .user(let type)?:
      if let (_, stored) = type.fieldLayout.property(named: name) { return stored.type.flatMap(completionType(of:)) }
      return type.lookupComputed(name)?.type.flatMap(completionType(of:))
    case .userMetatype(let type)?:
      return type.cases.contains { $0.name == name } ? .user(type) : nil
    case .standard(let type)?:
      switch name {
      case "count": return .standard(.int)
      case "first", "last":
        if case .array(let element) = type { return completionType(of: element) }
        return nil
      case "description": return .standard(.string)
      default: return nil
      }
    case nil: return nil
    }
  }

  private func completionType(of value: Value) -> CompletionType? {
    switch value {
    case .host(let host): return .host(host.type)
    case .structure(let structure): return .user(structure.type)
    case .object(let object): return .user(object.type)
    case .enumCase(let enumCase): return .user(enumCase.type)
    case .optional(let wrapped?): return completionType(of: wrapped)
    case .optional(nil), .void, .function: return nil
    default: return .standard(value.staticType)
    }
  }

  private func completionType(of type: ScriptType) -> CompletionType? {
    switch type {
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return completionType(of: wrapped)
    case .named(let name):
      if let hostType = registry.types[name] { return .host(hostType) }
      if let nominal = knownTypes[name] { return .user(nominal) }
      return nil
    case .any, .void, .function, .tuple: return nil
    default: return .standard(type)
    }
  }
}
