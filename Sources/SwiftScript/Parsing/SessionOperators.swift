import SwiftOperators
import SwiftSyntax

/// The operators a session folds its entries with: Swift's, and the `operator` and
/// `precedencegroup` declarations its entries have made.
///
/// A group's `lowerThan: X` is given to the table as `higherThan:` on `X`: swift-syntax's
/// `PrecedenceGraph` answers a question settled by a `lowerThan` relation the wrong way round (a
/// group declared `higherThan: AdditionPrecedence, lowerThan: MultiplicationPrecedence` bound
/// tighter than `*`, so `2 * 2 |> 3` folded as `2 * (2 |> 3)`), while its `higherThan` searches
/// are right. The two spellings say the same thing, so the table says it with the one that works.
struct SessionOperators: Sendable {
  /// The groups and operators the session declared, in order.
  private var groups: [PrecedenceGroup] = []
  private var declared: [Operator] = []
  /// The table made from Swift's declarations and the session's.
  private(set) var table: OperatorTable = ScriptParser.operators

  /// Adds the declarations at the top level of `file`; a group or operator declared twice, or a
  /// relation naming no group, is reported to `errors`.
  mutating func add(_ file: SourceFileSyntax, errors: inout [OperatorError]) {
    var added = false
    for item in file.statements {
      if let declaration = item.item.as(PrecedenceGroupDeclSyntax.self) {
        groups.append(Self.group(declaring: declaration))
        added = true
      } else if let declaration = item.item.as(OperatorDeclSyntax.self) {
        let kind = OperatorKind(rawValue: declaration.fixitySpecifier.text) ?? .infix
        // `postfix operator ++`: the standard library declares it already (another module may
        // declare it again; its functions are gone since Swift 3).
        if kind != .infix, ScriptParser.standardOperatorList.contains(where: { $0.kind == kind && $0.name == declaration.name.text }) {
          continue
        }
        declared.append(
          Operator(
            kind: kind, name: declaration.name.text, precedenceGroup: declaration.operatorPrecedenceAndTypes?.precedenceGroup.text,
            syntax: declaration))
        added = true
      }
    }
    guard added else { return }
    table = Self.table(groups: groups, operators: declared, errors: &errors)
  }

  /// The table of Swift's groups and operators and `groups` and `operators`, every `lowerThan`
  /// relation turned round.
  private static func table(groups: [PrecedenceGroup], operators: [Operator], errors: inout [OperatorError]) -> OperatorTable {
    var all = ScriptParser.standardGroups + groups
    var turned: [PrecedenceGroupName: [PrecedenceRelation]] = [:]
    for index in all.indices {
      for relation in all[index].relations where relation.kind == .lowerThan {
        turned[relation.groupName, default: []].append(.higherThan(all[index].name, syntax: relation.syntax))
      }
      all[index].relations.removeAll { $0.kind == .lowerThan }
    }
    for index in all.indices { all[index].relations += turned.removeValue(forKey: all[index].name) ?? [] }
    for relations in turned.values {
      // `lowerThan:` a group nobody declared: reported where it is named.
      for relation in relations {
        if let syntax = relation.syntax { errors.append(.missingGroup(relation.groupName, referencedFrom: Syntax(syntax))) }
      }
    }
    return OperatorTable(precedenceGroups: all, operators: ScriptParser.standardOperatorList + operators) { errors.append($0) }
  }

  /// A `precedencegroup` declaration as a group (as swift-syntax reads one).
  private static func group(declaring declaration: PrecedenceGroupDeclSyntax) -> PrecedenceGroup {
    var group = PrecedenceGroup(name: declaration.name.text, syntax: declaration)
    for attribute in declaration.groupAttributes {
      switch attribute {
      case .precedenceGroupRelation(let relation):
        let isLowerThan = relation.higherThanOrLowerThanLabel.tokenKind == .keyword(.lowerThan)
        for other in relation.precedenceGroups {
          group.relations.append(isLowerThan ? .lowerThan(other.name.text, syntax: other) : .higherThan(other.name.text, syntax: other))
        }
      case .precedenceGroupAssignment(let assignment):
        group.assignment = assignment.value.tokenKind == .keyword(.true)
      case .precedenceGroupAssociativity(let associativity):
        switch associativity.value.tokenKind {
        case .keyword(.left): group.associativity = .left
        case .keyword(.right): group.associativity = .right
        default: group.associativity = .none
        }
      }
    }
    return group
  }
}
