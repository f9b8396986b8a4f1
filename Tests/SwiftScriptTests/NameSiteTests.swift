import Testing

@testable import SwiftScript

/// A call site's memo of a name (`NameSite`) answers without walking the scopes while their clock
/// has not moved, and looks again as soon as any scope of the tree was made or changed.
@Suite("A name site sees every change to the scopes it looked through")
struct NameSiteTests {
  @Test("a name declared in an outer scope after the site looked is found")
  func seesLaterDeclarations() {
    let root = Scope(parent: nil)
    let inner = Scope(parent: Scope(parent: root))
    let site = NameSite(name: "x")
    #expect(site.resolve(in: inner) == nil)
    // Asked again with nothing changed: still nothing (the answer kept).
    #expect(site.resolve(in: inner) == nil)
    let variable = Variable(name: "x", value: .int(1), isConstant: true)
    root.declare("x", .variable(variable))
    guard case .variable(let found)? = site.resolve(in: inner) else {
      Issue.record("the declaration was not seen")
      return
    }
    #expect(found === variable)
    // From another scope of the same tree, made since: looked at anew, the same variable.
    guard case .variable(let again)? = site.resolve(in: Scope(parent: root)) else {
      Issue.record("the variable was not found from a new scope")
      return
    }
    #expect(again === variable)
  }

  @Test("a type context given to a scope on the way moves its stamp")
  func typeContextMovesTheStamp() {
    let root = Scope(parent: nil)
    let scope = Scope(parent: root)
    let before = scope.stamp
    let type = NominalType(name: "Point", kind: .structure, declarationScope: root)
    scope.typeContext = type
    #expect(scope.stamp != before)
    #expect(scope.clock.last == scope.stamp)
  }
}
