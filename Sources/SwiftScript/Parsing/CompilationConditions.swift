import SwiftSyntax

/// `#if` blocks, decided as `swift FILE.swift` decides them with the toolchain the workbook was
/// built with: `swift(>=5.0)` compares with the language mode a script runs in (Swift 5),
/// `compiler(>=6.0)` with the compiler's version, `os(…)`, `arch(…)`, `canImport(…)` with this
/// machine and the modules a script can import; a custom flag (`DEBUG`) is not set.
enum CompilationConditions {
  /// The items of `items` with each `#if … #endif` replaced by the statements of its active
  /// clause (none when no clause is active), recursively; `items` as they are when there is no `#if`.
  static func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
    guard items.contains(where: { $0.item.is(IfConfigDeclSyntax.self) }) else { return Array(items) }
    var active: [CodeBlockItemSyntax] = []
    for item in items {
      guard case .decl(let declaration) = item.item, let conditional = declaration.as(IfConfigDeclSyntax.self) else {
        active.append(item)
        continue
      }
      if case .statements(let statements)? = activeClause(of: conditional)?.elements {
        active += activeItems(statements)
      }
    }
    return active
  }

  /// The clause of `conditional` whose condition holds (an `#else` holds always).
  static func activeClause(of conditional: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    conditional.clauses.first { clause in clause.condition.map(holds) ?? true }
  }

  /// Whether a compilation condition holds.
  static func holds(_ condition: ExprSyntax) -> Bool {
    if let boolean = condition.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return holds(only.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return !holds(prefix.expression) }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      switch op.operator.text {
      case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
      case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
      default: return false
      }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      // Not folded: `a || b && c` read left to right, `&&` first (it binds tighter).
      return holdsSequence(Array(sequence.elements))
    }
    guard let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let argument = call.arguments.first?.expression
    else { return false }
    let text = argument.trimmedDescription
    switch name {
    case "swift": return compare(text, with: languageVersion)
    case "compiler": return compare(text, with: compilerVersion)
    case "os": return text == operatingSystem
    case "arch": return text == architecture
    case "canImport": return importable.contains(text)
    case "targetEnvironment": return false
    default: return false
    }
  }

  private static func holdsSequence(_ elements: [ExprSyntax]) -> Bool {
    // Split on `||`, then each part on `&&`.
    var groups: [[ExprSyntax]] = [[]]
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        if op.operator.text == "||" { groups.append([]) }
        continue
      }
      groups[groups.count - 1].append(element)
    }
    return groups.contains { group in !group.isEmpty && group.allSatisfy(holds) }
  }

  /// `>=5.9` or `<6.0` against `version`.
  private static func compare(_ text: String, with version: [Int]) -> Bool {
    let isLess = text.hasPrefix("<")
    let number = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }
    let wanted = number.split(separator: ".").compactMap { Int($0) }
    guard !wanted.isEmpty else { return false }
    let atLeast = !version.lexicographicallyPrecedes(wanted + Array(repeating: 0, count: max(0, version.count - wanted.count)))
    return isLess ? !atLeast : atLeast
  }

  /// The language mode `swift FILE.swift` runs a script in.
  static let languageVersion = [5, 10]

  /// The version of the compiler that built the workbook.
  static let compilerVersion: [Int] = {
    #if compiler(>=6.4)
      return [6, 4]
    #elseif compiler(>=6.3)
      return [6, 3]
    #elseif compiler(>=6.2)
      return [6, 2]
    #elseif compiler(>=6.1)
      return [6, 1]
    #else
      return [6, 0]
    #endif
  }()

  static let operatingSystem: String = {
    #if os(macOS)
      return "macOS"
    #elseif os(Linux)
      return "Linux"
    #else
      return "unknown"
    #endif
  }()

  static let architecture: String = {
    #if arch(arm64)
      return "arm64"
    #elseif arch(x86_64)
      return "x86_64"
    #else
      return "unknown"
    #endif
  }()

  /// What a script can `import` here.
  static let importable: Set<String> = ["Swift", "Foundation", "Dispatch", "MSAL", "ADAL"]
}
