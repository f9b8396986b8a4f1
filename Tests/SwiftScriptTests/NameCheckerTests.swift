import Bindings
import Foundation
import Testing

@testable import SwiftScript

// MARK: - A fake host API, shaped like MSAL's

/// Stands in for `MSALAccount`.
private final class FakeAccount {
  let username: String
  init(username: String) { self.username = username }
}

/// Stands in for `MSALPublicClientApplication`.
private final class FakeApplication {
  let clientId: String
  init(clientId: String) { self.clientId = clientId }
}

/// A registry with the fake types under MSAL's names: the account lookups take a `String` and
/// return an optional account.
private func fakeRegistry() -> HostRegistry {
  let registry = HostRegistry()
  FoundationBindings.register(on: registry)
  registry.register(FakeAccount.self, name: "MSALAccount") { type in
    type.property("username") { $0.username }
  }
  registry.register(FakeApplication.self, name: "MSALPublicClientApplication") { type in
    type.initializer(["clientId"], types: [.string]) { arguments throws(ScriptFailure) in FakeApplication(clientId: try arguments.get(0)) }
    for label in ["forIdentifier", "forUsername"] {
      type.method("account", [label], types: [.string], returns: .optional(.named("MSALAccount"))) { _, arguments throws(ScriptFailure) in
        registry.wrap(FakeAccount(username: try arguments.get(0)))
      }
    }
    type.method("acquireToken", ["scopes"], types: [.array(.string)]) { _, _ throws(ScriptFailure) in .void }
    type.method("remove", [nil], types: [.named("MSALAccount")]) { _, _ throws(ScriptFailure) in .void }
  }
  return registry
}

/// The checker's diagnostics for `source`, run after `earlier` entries in the same session.
private func check(_ source: String, after earlier: [String] = [], registry: HostRegistry = fakeRegistry()) -> [ScriptDiagnostic] {
  let interpreter = Interpreter(registry: registry) { _ in }
  for entry in earlier { interpreter.run(entry) }
  return NameChecker(interpreter: interpreter, entry: ScriptParser.parse(source)).check()
}

private let application = "let app = MSALPublicClientApplication(clientId: \"client\")\n"

@Suite("Name checker: the compiler's errors before an entry runs")
struct NameCheckerTests {
  // MARK: - Names and suggestions

  @Test("a typo of a name declared in an earlier entry gets the suggestion")
  func sessionTypo() throws {
    let diagnostics = check("print(acount)", after: ["var account = 100"])
    let first = try #require(diagnostics.first)
    #expect(first.message == "cannot find 'acount' in scope; did you mean 'account'?")
    #expect(first.notes.isEmpty)
    #expect((first.line, first.column) == (1, 7))
  }

  @Test("several equally close names become one note each, as swiftc words it")
  func severalSuggestions() throws {
    let diagnostics = check("print(account)", after: ["let account1 = 1", "let account2 = 2"])
    let first = try #require(diagnostics.first)
    #expect(first.message == "cannot find 'account' in scope")
    #expect(first.notes == ["did you mean 'account1'?", "did you mean 'account2'?"])
  }

  @Test("the entry does not run when the checker finds an error")
  func nothingRuns() {
    var printed = ""
    let interpreter = Interpreter(registry: fakeRegistry()) { printed += $0 }
    let result = interpreter.run("print(\"before\")\nprint(missingName)")
    #expect(result.diagnostics.first?.message == "cannot find 'missingName' in scope")
    #expect(printed.isEmpty)
  }

  @Test("suggestions follow swiftc: within a third of the candidate's length, ties within one edit")
  func suggestionHeuristic() {
    #expect(Suggestions.candidates(for: "acount", among: ["account", "amount2x"]) == ["account"])
    #expect(Suggestions.candidates(for: "acc", among: ["account"]).isEmpty)
    #expect(Suggestions.candidates(for: "abcdXX", among: ["abcdef", "abcde"]) == ["abcde", "abcdef"])
    #expect(Suggestions.candidates(for: "lenght", among: ["length", "lengthen", "width"]) == ["length", "lengthen"])
    #expect(Suggestions.candidates(for: "XX", among: ["ab"]).isEmpty)
    #expect(Suggestions.candidates(for: "_x", among: ["_y", "y"]) == ["_y"])
  }

  @Test("standard library names are not offered for a bare name, as swiftc")
  func noStandardSuggestions() {
    let first = check("prnt(\"x\")").first
    #expect(first?.message == "cannot find 'prnt' in scope")
    #expect(first?.notes == [])
  }

  @Test("an implicit member the contextual type lacks: annotations, arguments, comparisons, patterns")
  func implicitMembers() {
    let source = """
      enum Color { case red, green }
      let c: Color = .purple
      func f(_ c: Color) {}
      f(.blu)
      let o: Color? = .none
      if c == .gren {}
      switch c { case .red: break; case .gree: break; default: break }
      """
    let diagnostics = check(source)
    #expect(
      diagnostics.map(\.message) == [
        "type 'Color' has no member 'purple'", "type 'Color' has no member 'blu'",
        "type 'Color' has no member 'gren'; did you mean 'green'?", "type 'Color' has no member 'gree'; did you mean 'green'?",
      ])
    #expect(diagnostics.map(\.line) == [2, 4, 6, 7])
    #expect(diagnostics.map(\.column) == [17, 4, 10, 36])
    #expect(diagnostics.last?.notes.isEmpty == true)
  }

  @Test("a switch naming a case the enum lacks reports that case, not exhaustiveness")
  func misspelledCaseInSwitch() {
    let source = "enum Direction { case north, east }\nfunc f(_ d: Direction) {\n  switch d {\n  case .north: print(1)\n  case .eas: print(2)\n  }\n}"
    #expect(check(source).map(\.message) == ["type 'Direction' has no member 'eas'; did you mean 'east'?"])
  }

  @Test("optionals where none can be: force unwrap, conditional binding, nil for a plain type")
  func nonOptionals() {
    let unwrap = check("let s = \"x\"\nprint(s!)\nstruct P { var n = 1 }\nprint(P().n!)")
    #expect(unwrap.map(\.message) == ["cannot force unwrap value of non-optional type 'String'", "cannot force unwrap value of non-optional type 'Int'"])
    #expect(unwrap.map(\.column) == [8, 12])
    let binding = check("let n = 3\nif let m = n { print(m) }\nguard let k = n else { fatalError() }\nif let n { print(n) }")
    #expect(binding.map(\.message) == Array(repeating: "initializer for conditional binding must have Optional type, not 'Int'", count: 3))
    #expect(binding.map(\.column) == [4, 7, 4])
    let nilValue = check("let x: Int = nil\nstruct P { var n: Int = nil }")
    #expect(nilValue.map(\.message) == ["'nil' cannot initialize specified type 'Int'", "'nil' cannot initialize specified type 'Int'"])
    #expect(nilValue.map(\.column) == [14, 25])
  }

  @Test("the compound assignment of an optional's member and the standard macros' names are left to swiftc's own wording")
  func otherWordings() {
    #expect(check("class C { var name = \"\" }\nvar c: C? = nil\nc.name += \"x\"").isEmpty)
    #expect(check("file = \"a\"\nprint(line)").isEmpty)
    let plain = check("class C { var name = \"\" }\nvar c: C? = nil\nc.name = \"x\"")
    #expect(plain.first?.message == "value of optional type 'C?' must be unwrapped to refer to member 'name' of wrapped base type 'C'")
  }

  @Test("top-level errors come first, then those in bodies, as swiftc checks them; flow errors only without type errors")
  func order() {
    let source = "func f() {\n  print(missingInBody)\n}\nprint(missingAtTop)\nfunc g() -> Int {\n  if missingInBody == 1 { return 1 }\n}"
    #expect(check(source).map(\.line) == [4, 2, 6])
    let flowOnly = check("func g(_ n: Int) -> Int {\n  if n > 0 { return 1 }\n}")
    #expect(flowOnly.map(\.message) == ["missing return in global function expected to return 'Int'"])
  }

  @Test("a member's type is checked with the top-level code, in source order")
  func memberTypeOrder() {
    let source = "struct Car { var engine: Engine? }\nlet c = Car(engine: Engine(power: 1))\nfunc f(_ x: Wheel) {}"
    #expect(check(source).map(\.message) == ["cannot find type 'Engine' in scope", "cannot find 'Engine' in scope", "cannot find type 'Wheel' in scope"])
  }

  @Test("a label no initializer takes: no exact matches, without the type's name")
  func initializerOverloads() throws {
    let source = "struct T {\n  var c: Double\n  init(f: Double) { c = f }\n  init(k: Double) { c = k }\n}\nlet t = T(c: 1)"
    let first = try #require(check(source).first)
    #expect(first.message == "no exact matches in call to initializer")
    #expect((first.line, first.column) == (6, 9))
  }

  @Test("a missing return after a last expression of the result type points at the expression")
  func missingReturnAtLastExpression() throws {
    let first = try #require(check("func g(_ n: Int) -> Int {\n  if n > 0 { return 1 }\n  n + 1\n}").first)
    #expect(first.message == "missing return in global function expected to return 'Int'")
    #expect((first.line, first.column) == (3, 3))
    #expect(first.notes == ["did you mean to return the last expression?"])
    let brace = try #require(check("func g(_ n: Int) -> Int? {\n  if n > 0 { return 1 }\n  n + 1\n}").first)
    #expect((brace.line, brace.column) == (4, 1))
  }

  // MARK: - Host types

  @Test("an unknown member of a host type, with the member it probably meant")
  func hostMemberTypo() throws {
    let first = try #require(check(application + "app.acquireTokn(scopes: [])").first)
    #expect(first.message == "value of type 'MSALPublicClientApplication' has no member 'acquireTokn'; did you mean 'acquireToken'?")
    #expect(first.notes.isEmpty)
    #expect((first.line, first.column) == (2, 5))
  }

  @Test("a label no overload takes: no exact matches, at the method's name")
  func hostOverloadLabels() throws {
    let first = try #require(check(application + "let a = app.account(forIdentifer: \"x\")").first)
    #expect(first.message == "no exact matches in call to instance method 'account'")
    #expect((first.line, first.column) == (2, 13))
  }

  @Test("no error when any overload takes the labels")
  func hostOverloadMatches() {
    #expect(check(application + "let a = app.account(forUsername: \"x\")\nlet b = app.account(forIdentifier: \"y\")").isEmpty)
  }

  @Test("the wrong label for a host initializer")
  func hostInitializerLabel() throws {
    let first = try #require(check("let app = MSALPublicClientApplication(clientID: \"x\")").first)
    #expect(first.message == "incorrect argument label in call (have 'clientID:', expected 'clientId:')")
    #expect((first.line, first.column) == (1, 38))
  }

  @Test("the wrong label for a host method with one signature")
  func hostMethodLabel() throws {
    let registry = fakeRegistry()
    registry.register(FakeApplication.self, name: "MSALPublicClientApplication") { type in
      type.method("signOut", ["account"], types: [.named("MSALAccount")]) { _, _ throws(ScriptFailure) in .void }
    }
    let first = try #require(check(application + "app.signOut(acount: MSALAccount())", registry: registry).first)
    #expect(first.message == "incorrect argument label in call (have 'acount:', expected 'account:')")
  }

  @Test("an MSALAccount? passed where an MSALAccount is needed")
  func hostOptionalArgument() throws {
    let source = application + "let account = app.account(forUsername: \"ann\")\napp.remove(account)"
    let first = try #require(check(source).first)
    #expect(first.message == "value of optional type 'MSALAccount?' must be unwrapped to a value of type 'MSALAccount'")
    #expect((first.line, first.column) == (3, 12))
    #expect(check(application + "if let account = app.account(forUsername: \"ann\") {\n  app.remove(account)\n}").isEmpty)
    #expect(check(application + "let account = app.account(forUsername: \"ann\")\napp.remove(account!)").isEmpty)
  }

  @Test("a member of an MSALAccount? without ? or !")
  func hostOptionalMember() throws {
    let first = try #require(check(application + "let account = app.account(forUsername: \"ann\")\nprint(account.username)").first)
    #expect(first.message == "value of optional type 'MSALAccount?' must be unwrapped to refer to member 'username' of wrapped base type 'MSALAccount'")
    #expect(check(application + "let account = app.account(forUsername: \"ann\")\nprint(account?.username ?? \"none\")").isEmpty)
  }

  @Test("an argument of the wrong type for a host method's registered parameter type")
  func hostArgumentType() throws {
    let first = try #require(check(application + "app.remove(\"ann\")").first)
    #expect(first.message == "cannot convert value of type 'String' to expected argument type 'MSALAccount'")
    #expect((first.line, first.column) == (2, 12))
  }

  @Test("a host class under NSObject: NSObject's members exist, others are checked")
  func hostUnderNSObject() throws {
    let source = "let e = NSError(domain: \"d\", code: 1, userInfo: nil)\nprint(e.isEqual(e), e.hash)\nprint(e.domian)"
    let first = try #require(check(source).first)
    #expect(first.message == "value of type 'NSError' has no member 'domian'; did you mean 'domain'?")
    #expect(first.notes.isEmpty)
    #expect((first.line, first.column) == (3, 9))
  }

  @Test("a host type with an unregistered superclass other than NSObject: members are not judged")
  func hostUnknownSupertype() {
    let registry = fakeRegistry()
    registry.register(FakeAccount.self, name: "MSALTenantProfile", supertype: "MSALUnregisteredBase") { _ in }
    #expect(check("func f(_ p: MSALTenantProfile) { print(p.tenantId) }", registry: registry).isEmpty)
  }

  @Test("an integer value of an earlier entry may be a Double to Swift; a declared type is kept")
  func sessionIntegers() {
    let earlier = ["let prices = [\"a\": 1, \"b\": 2.5]\nlet a = prices[\"a\"]!\nlet biggest = max(3, 2.5)\nlet count: Int = 3"]
    #expect(check("func takesDouble(_ x: Double) {}\ntakesDouble(a)\ntakesDouble(biggest)", after: earlier).isEmpty)
    #expect(check("if count { }", after: earlier).first?.message == "type 'Int' cannot be used as a boolean; test for '!= 0' instead")
  }

  @Test("a session variable's runtime value gives its type")
  func sessionValueType() throws {
    let first = try #require(check("app.acquireTokn(scopes: [])", after: [application]).first)
    #expect(first.message == "value of type 'MSALPublicClientApplication' has no member 'acquireTokn'; did you mean 'acquireToken'?")
  }

  // MARK: - No false positives

  @Test("names the runtime knows resolve")
  func runtimeNamesResolve() {
    let source = """
      let numbers = [3, 1, 2]
      print(numbers.map { $0 * 2 }, numbers.sorted(by: { a, b in a < b }), min(1, 2), type(of: numbers))
      for (index, value) in numbers.enumerated() where index > 0 { print(index, value) }
      for i in stride(from: 0, to: 6, by: 2) { print(i) }
      let maybe: Int? = 4
      if let maybe { print(maybe) }
      guard let unwrapped = maybe else { fatalError() }
      enum Fail: Error { case bad }
      do { throw Fail.bad } catch { print(error) }
      do { throw Fail.bad } catch let failure as Fail { print(failure) } catch { print(error) }
      enum Shape { case circle(Double), square(side: Double) }
      let shape: Shape = .circle(2)
      switch shape {
      case .circle(let radius): print(radius)
      case let .square(side): print(side)
      }
      if case .circle(let r) = shape { print(r) }
      func outer() -> Int {
        func inner() -> Int { helper + unwrapped }
        struct Local { var x = 1 }
        let helper = Local().x
        return inner()
      }
      class Base { func name() -> String { "base" } }
      class Derived: Base { override func name() -> String { super.name() + "!" } }
      struct Point { var x = 0; mutating func move() { x += 1; self.x += 1 } ; func copy() -> Point { self } }
      print(outer(), Derived().name(), Point().copy())
      """
    #expect(check(source).isEmpty)
  }

  @Test("flow checks stay silent where swiftc is satisfied: constant conditions, Never calls, loops left by break")
  func flowAccepted() {
    let source = """
      func f() -> Int {
        var x: Int
        while true { x = 1; break }
        return x
      }
      func g() -> Int {
        if true { return 1 }
      }
      func h(_ n: Int) -> Int {
        guard n > 0 else { fatalError("negative") }
        return n
      }
      func never() -> Never { fatalError() }
      func k(_ b: Bool) -> Int {
        if b { return 1 }
        never()
      }
      print(f(), g(), h(1), k(true))
      """
    #expect(check(source).isEmpty)
  }

  @Test("initializers swiftc accepts: extension ones beside the memberwise one, inherited ones, self.init")
  func initializersAccepted() {
    let source = """
      struct Point { var x: Int; var y: Int }
      extension Point { init(both: Int) { self.init(x: both, y: both) } }
      class Animal { let name: String; init(name: String) { self.name = name } }
      class Dog: Animal { convenience init() { self.init(name: "Rex") } }
      print(Point(x: 1, y: 2).x, Point(both: 3).y, Dog().name, Dog(name: "Fido").name)
      """
    #expect(check(source).isEmpty)
  }

  @Test("a type declared in an earlier entry: its initializer's labels and members are known")
  func sessionType() throws {
    let earlier = ["struct Point { var x: Int; var y: Int; func length() -> Int { x + y } }"]
    #expect(check("let p = Point(x: 1, y: 2)\nprint(p.length())", after: earlier).isEmpty)
    let labels = try #require(check("let p = Point(x: 1, z: 2)", after: earlier).first)
    #expect(labels.message == "incorrect argument label in call (have 'x:z:', expected 'x:y:')")
    let member = try #require(check("let p = Point(x: 1, y: 2)\nprint(p.lenght())", after: earlier).first)
    #expect(member.message == "value of type 'Point' has no member 'lenght'; did you mean 'length'?")
    #expect(member.notes.isEmpty)
  }

  @Test("types used before their declaration, generic parameters, associated types and extension generics resolve")
  func typeNamesResolve() {
    let source = """
      struct A { var b: B; var c: [C] }
      struct B { var n = 1 }
      enum C { case x }
      protocol Container { associatedtype Item; func get() -> Item }
      extension Container { func twice() -> [Item] { [get(), get()] } }
      struct IntBox: Container { func get() -> Int { 1 } }
      extension Array { func second<T>(as: T.Type) -> Element? { count > 1 ? self[1] : nil } }
      func wrap<T>(_ x: T) -> [T] { [x] }
      struct G<Value> { var v: Value; func map<U>(_ f: (Value) -> U) -> G<U> { G<U>(v: f(v)) } }
      func outer() { struct Local { var l: Inner2 }; struct Inner2 {}; print(Local(l: Inner2())) }
      print(A(b: B(), c: [.x]).b.n, IntBox().twice(), [1, 2].second(as: Int.self) ?? 0, wrap(1), G(v: 1).map { $0 + 1 }.v)
      """
    #expect(check(source).isEmpty)
  }

  @Test("a very deep expression does not exhaust the checker's stack")
  func deepExpression() {
    let source = "let a = 1\nlet b = " + Array(repeating: "a", count: 20_000).joined(separator: " + ") + "\nprint(missing)"
    let diagnostics = check(source)
    #expect(diagnostics.map(\.message) == ["cannot find 'missing' in scope"])
  }

  @Test("in a closure inside a method, the method's parameters come before the type's members")
  func closureScopes() {
    let source = "struct S {\n  var flag = 0\n  func f(flag: Bool) {\n    let work = { if flag { print(\"on\") } }\n    work()\n  }\n}\nS().f(flag: true)"
    #expect(check(source).isEmpty)
  }

  @Test("every script of the corpus without a diagnostic passes the checker, pending ones included")
  func corpusIsClean() throws {
    // (A script of valid Swift the workbook does not run is reported, by the checker or at run time.)
    for script in try CorpusScript.all() where script.expectedDiagnostic == nil && script.expectedUnsupported == nil {
      let diagnostics = check(script.source, registry: Bindings.makeRegistry())
      #expect(diagnostics.isEmpty, "\(script): \(diagnostics.map(\.description))")
    }
  }

  @Test("the checker's diagnostics are at swiftc's line and column", arguments: try CorpusScript.all().filter { $0.source.contains("// expect-diagnostic-column:") })
  func corpusLocations(_ script: CorpusScript) throws {
    let lines = script.source.split(separator: "\n")
    func value(_ key: String) -> Int? {
      lines.first { $0.hasPrefix(key) }.flatMap { Int($0.dropFirst(key.count).trimmingCharacters(in: .whitespaces)) }
    }
    let registry = HostRegistry()
    FoundationBindings.register(on: registry)
    let first = try #require(check(script.source, registry: registry).first, "\(script): no diagnostic from the checker")
    #expect(first.message == script.expectedDiagnostic)
    #expect(first.line == value("// expect-diagnostic-line:"))
    #expect(first.column == value("// expect-diagnostic-column:"))
  }

  // MARK: - Cost

  @Test("a long entry in a session of many names checks clean (its cost shows in bench/run's per-entry latency)")
  func cost() {
    let earlier = (0..<500).map { "let value\($0) = \($0)" }.joined(separator: "\n")
    let entry = (0..<3000).map { "let next\($0) = value\($0 % 500) + \($0)" }.joined(separator: "\n")
    let interpreter = Interpreter(registry: fakeRegistry()) { _ in }
    interpreter.run(earlier)
    let parsed = ScriptParser.parse(entry)
    let diagnostics = NameChecker(interpreter: interpreter, entry: parsed).check()
    #expect(diagnostics.isEmpty)
  }
}

@Suite("Objective-C habits: swiftc's error, and a sentence on the Swift spelling")
struct ObjectiveCHabitTests {
  @Test("nil where a non-optional is taken; Objective-C's message syntax; an NSError ** argument")
  func habits() {
    let interpreter = Interpreter(registry: fakeRegistry()) { _ in }
    func first(_ source: String) -> ScriptDiagnostic? {
      let parsed = ScriptParser.parse(source)
      if let syntax = parsed.diagnostics.first { return syntax }
      return NameChecker(interpreter: interpreter, entry: parsed).check().first
    }
    let nilArgument = first(application + "let a = app.account(forUsername: nil)")
    #expect(nilArgument?.message == "'nil' is not compatible with expected argument type 'String'")
    #expect(nilArgument?.notes.first?.hasPrefix("Objective-C passed nil") == true)
    let message = first(application + "let a = [app allAccounts]")
    #expect(message?.notes.first?.hasPrefix("this is Objective-C's message syntax") == true)
    #expect(first("let numbers = [1 2]")?.notes.isEmpty == true, "a missing comma in a literal is not a message send")
  }
}
