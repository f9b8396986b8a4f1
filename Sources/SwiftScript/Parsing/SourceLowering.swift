import SwiftSyntax

/// A replacement of a range of an entry's text (UTF-8 offsets).
struct SourceEdit {
  let range: Range<Int>
  let text: String
}

/// Writes what the workbook runs in terms of plainer Swift into the entry's text before anything
/// else sees it, keeping every line where it was (locations stay right, but for columns on those
/// lines): property wrappers (`PropertyWrapperLowering`), actors (`ActorLowering`) and names
/// qualified by the standard library's module (`ModuleQualifierLowering`).
enum SourceLowering {
  /// `source` with the lowerings' edits of `tree` made, or nil when there are none.
  static func lower(_ source: String, tree: SourceFileSyntax, wrappers: PropertyWrapperTypes) -> String? {
    let edits =
      PropertyWrapperLowering.edits(of: tree, wrappers: wrappers) + ActorLowering.edits(of: tree) + ModuleQualifierLowering.edits(of: tree)
    guard !edits.isEmpty else { return nil }
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= bytes.count {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Actors, written as the classes they run as here: `actor Logger` becomes
/// `@_actor final class Logger` (the workbook runs one entry at a time, so an actor's isolation
/// has nothing to protect at run time). The checker knows the type as an actor by the marker
/// and rejects what Swift rejects: an actor's mutable state or methods reached from outside it
/// without `await` (``SwiftSyntax/ClassDeclSyntax/isLoweredActor``).
enum ActorLowering {
  static func edits(of tree: SourceFileSyntax) -> [SourceEdit] {
    let finder = ActorFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    var edits: [SourceEdit] = []
    for actor in finder.found {
      let start = actor.positionAfterSkippingLeadingTrivia.utf8Offset
      let keyword = actor.actorKeyword
      let keywordRange = keyword.positionAfterSkippingLeadingTrivia.utf8Offset..<keyword.endPositionBeforeTrailingTrivia.utf8Offset
      if keywordRange.lowerBound == start {
        edits.append(SourceEdit(range: keywordRange, text: "@_actor final class"))
      } else {
        edits.append(SourceEdit(range: start..<start, text: "@_actor "))
        edits.append(SourceEdit(range: keywordRange, text: "final class"))
      }
    }
    return edits
  }
}

private final class ActorFinder: SyntaxVisitor {
  var found: [ActorDeclSyntax] = []

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}

extension ClassDeclSyntax {
  /// Whether this class was an `actor` (``ActorLowering``).
  var isLoweredActor: Bool {
    attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_actor" }
  }
}

/// `Swift.abs(-3)`, `Swift.Int`: a name qualified by the standard library's module is the name
/// itself (a script declares nothing of its own named `Swift`).
enum ModuleQualifierLowering {
  static func edits(of tree: SourceFileSyntax) -> [SourceEdit] {
    let finder = ModuleQualifierFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }
}

private final class ModuleQualifierFinder: SyntaxVisitor {
  var found: [SourceEdit] = []

  private func drop(from start: AbsolutePosition, through end: AbsolutePosition) {
    found.append(SourceEdit(range: start.utf8Offset..<end.utf8Offset, text: ""))
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Swift", base.argumentNames == nil {
      drop(from: base.positionAfterSkippingLeadingTrivia, through: node.period.endPositionBeforeTrailingTrivia)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Swift", base.genericArgumentClause == nil {
      drop(from: base.positionAfterSkippingLeadingTrivia, through: node.period.endPositionBeforeTrailingTrivia)
    }
    return .visitChildren
  }
}
