import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Looking up bare names

  /// What a bare name stands for, as Swift's unqualified lookup finds it: local scopes innermost
  /// first (members of `self` where a method's body begins), the session, the host, the builtins.
  func lookupSymbol(_ name: String, in scope: StaticScope) -> StaticSymbol? {
    var current: StaticScope? = scope
    while let here = current {
      if let symbol = here.local(name) {
        // At the top level, a function's overloads from earlier entries stay callable.
        if here.parent == nil, case .functions(let overloads) = symbol, case .functions(let earlier)? = sessionSymbol(name) {
          return .functions(overloads + earlier)
        }
        return symbol
      }
      // A closure's own scope does not reach members: the enclosing method's scopes come first.
      if let context = here.context, context.kind != .closure, let selfType = context.selfType {
        // (In a static method an instance member is swiftc's own error: it resolves here.)
        if selfType.hasInstanceMember(name) { return .member(selfType, isStatic: false) }
        if selfType.hasStaticMember(name) { return .member(selfType, isStatic: true) }
      }
      if let memberType = here.memberType, memberType.hasStaticMember(name) { return .member(memberType, isStatic: true) }
      current = here.parent
    }
    if let symbol = sessionSymbol(name) { return symbol }
    if let global = interpreter.registry.globals[name] {
      if case .function(let function) = global { return .functions([CheckedSignature(function)]) }
      return .opaque(knownType(of: global))
    }
    if let model = model(named: name) { return .type(model) }
    if interpreter.registry.types[name] != nil || Interpreter.standardTypeNames.contains(name)
      || NameChecker.swiftTypeNames.contains(name)
    {
      return .type(nil)
    }
    if interpreter.builtinFunction(name) != nil || NameChecker.swiftGlobalNames.contains(name) { return .opaque(nil) }
    return nil
  }

  /// Resolves a bare name used as a value, reporting it when nothing declares it.
  func resolveName(_ token: TokenSyntax, in scope: StaticScope, at node: some SyntaxProtocol) -> StaticSymbol? {
    let name = token.text
    // Operators used as functions (`reduce(0, +)`), `$0`, `self`: the runtime knows them.
    if case .dollarIdentifier = token.tokenKind { return lookupSymbol(name, in: scope) ?? .opaque(nil) }
    guard case .identifier = token.tokenKind else { return .opaque(nil) }
    if let symbol = lookupSymbol(name, in: scope) {
      if case .type(nil) = symbol { reportUnsupportedFoundationType(name, at: node) }
      return symbol
    }
    if name.hasPrefix("$") || name == "_" || NameChecker.macroNames.contains(name) { return .opaque(nil) }
    // A generic parameter as a type in an expression (`[T]()`, `Stack<T>()`).
    if Interpreter.isGenericParameter(name, around: node) { return .type(nil) }
    // A protocol of the script's as a type in an expression (`Shape.self`).
    if isScriptProtocol(name), Syntax(node).parent?.is(MemberAccessExprSyntax.self) == true { return .type(nil) }
    reportMisspelling("cannot find '\(name)' in scope", typed: name, among: declaredNames(in: scope), at: node)
    return nil
  }

  /// Foundation's types the workbook does not model (swiftc finds them; the workbook would not).
  static let unsupportedFoundationTypes: Set<String> = [
    "JSONEncoder", "JSONDecoder", "NumberFormatter", "DateFormatter", "Calendar", "Locale", "TimeZone", "URLComponents",
    "URLRequest", "Bundle", "ProcessInfo", "FileManager", "UserDefaults", "NotificationCenter", "OperationQueue", "Thread",
    "RunLoop",
  ]

  /// Reports `name` when it is one of Foundation's types the workbook does not model (and no
  /// binding registers), in the words of what the workbook does not support, not "cannot find":
  /// Swift would find it.
  func reportUnsupportedFoundationType(_ name: String, at node: some SyntaxProtocol) {
    guard NameChecker.unsupportedFoundationTypes.contains(name), interpreter.registry.types[name] == nil,
      interpreter.knownTypes[name] == nil
    else { return }
    report("Foundation's '\(name)' is not supported in the workbook", at: node)
  }

  /// The names a misspelled bare name may have meant: the entry's scopes, members of `self`, the
  /// session's top level and host globals (not the standard library's, as swiftc).
  func declaredNames(in scope: StaticScope) -> [String] {
    var names: [String] = []
    var current: StaticScope? = scope
    while let here = current {
      names += here.names.sorted()
      if let context = here.context, context.kind != .closure, let selfType = context.selfType {
        names += context.isStatic ? selfType.staticMemberNames : selfType.instanceMemberNames + selfType.staticMemberNames
      }
      current = here.parent
    }
    names += interpreter.globalNames
    names += interpreter.registry.globals.keys.sorted()
    // The host types bindings add (the standard ones, `UInt8` and the like, swiftc does not offer).
    names += interpreter.registry.types.keys.filter { !FixedWidthIntegers.typeNames.contains($0) }.sorted()
    return names
  }

  /// The standard library's macros: swiftc words a bare use of one differently ("expansion of
  /// macro 'file()' requires leading '#'").
  static let macroNames: Set<String> = [
    "file", "fileID", "filePath", "line", "column", "function", "dsohandle", "error", "warning", "externalMacro", "isolation",
  ]

  /// Swift's global functions and values the runtime may not model (never reported as unknown).
  static let swiftGlobalNames: Set<String> = [
    "print", "debugPrint", "dump", "min", "max", "abs", "stride", "zip", "type", "readLine", "assert", "precondition",
    "fatalError", "preconditionFailure", "assertionFailure", "swap", "repeatElement", "sequence", "exit", "abort",
    "numericCast", "withExtendedLifetime", "isKnownUniquelyReferenced", "autoreleasepool", "NSLog", "sqrt", "pow",
    "floor", "ceil", "round", "log", "log2", "log10", "exp", "sin", "cos", "tan", "atan", "atan2", "fabs", "hypot",
    "arc4random", "arc4random_uniform", "NSLocalizedString", "unsafeBitCast", "withUnsafePointer",
    "withUnsafeMutablePointer", "MemoryLayout", "DispatchQueue", "DispatchTime", "Task", "withCheckedContinuation", "withTaskGroup", "withThrowingTaskGroup",
    "withCheckedThrowingContinuation", "ObjectIdentifier", "String", "Int", "Double", "Bool", "Character", "Array",
    "Dictionary", "Set", "Optional", "Float", "UUID", "URL", "Date", "Data", "NSError", "Result", "Range",
    "ClosedRange", "CGFloat", "Substring",
  ]
}
