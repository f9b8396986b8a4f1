import SwiftScript
import Testing

/// What Tab offers at the prompt: names, members of a session value's type, and argument labels.
@Suite struct CompletionTests {
  /// A host class standing in for a library type (the completer knows nothing of MSAL either).
  final class Client {
    let name = "contoso"
    func find(_ key: String) -> Client? { key.isEmpty ? nil : self }
  }

  final class Account {
    let username: String
    init(username: String) { self.username = username }
  }

  static func makeInterpreter() -> Interpreter {
    let registry = HostRegistry()
    registry.register(Account.self) { type in
      type.property("username") { $0.username }
    }
    registry.register(Client.self) { type in
      type.initializer(["name"]) { _ in Client() }
      type.property("name") { $0.name }
      type.method("acquireToken", ["with"]) { _, _ in .void }
      type.method("acquireTokenSilent", ["with", "completionBlock"], completion: true) { _, _ in .void }
      type.method("account", ["forIdentifier"], types: [.string], returns: .named("Account")) { _, arguments throws(ScriptFailure) in
        registry.wrap(Account(username: try arguments.get(0)))
      }
      type.method("account", ["forUsername"], types: [.string], returns: .named("Account")) { _, arguments throws(ScriptFailure) in
        registry.wrap(Account(username: try arguments.get(0)))
      }
      type.method("find", [nil], types: [.string], returns: .optional(.named("Client"))) { client, arguments throws(ScriptFailure) in
        .optional(client.find(try arguments.get(0)).map { registry.wrap($0) })
      }
      type.staticProperty("shared") { registry.wrap(Client()) }
    }
    return Interpreter(registry: registry) { _ in }
  }

  private func texts(_ line: String, cursor: Int? = nil, in interpreter: Interpreter) -> [String] {
    interpreter.completions(for: line, cursor: cursor ?? line.count).candidates.map(\.text)
  }

  // MARK: - Members

  @Test func membersOfAHostValueInTheSession() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("let application = Client(name: \"x\")").succeeded)
    let completions = interpreter.completions(for: "application.acq", cursor: 15)
    #expect(completions.candidates.map(\.text) == ["acquireToken(", "acquireTokenSilent("])
    #expect(completions.start == 12)
    #expect(completions.partial == "acq")
    #expect(completions.commonPrefix == "acquireToken")
    #expect(completions.candidates.last?.detail == "acquireTokenSilent(with:completionBlock:)")
  }

  @Test func membersThroughAMethodResultAndOptionalChaining() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("let application = Client(name: \"x\")").succeeded)
    #expect(texts("try application.account(forUsername: \"a\").user", in: interpreter) == ["username"])
    #expect(interpreter.run("let maybe: Client? = application.find(\"k\")").succeeded)
    #expect(texts("maybe?.na", in: interpreter) == ["name"])
  }

  @Test func staticMembersOfAHostType() {
    #expect(texts("Client.sh", in: Self.makeInterpreter()) == ["shared"])
  }

  @Test func membersOfUserTypesAndStandardValues() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("struct Point { var x = 0; var y = 0; func length() -> Int { x + y } }\nlet p = Point()").succeeded)
    #expect(texts("p.", in: interpreter) == ["length(", "x", "y"])
    #expect(interpreter.run("enum Kind { case red, green }").succeeded)
    #expect(texts("Kind.g", in: interpreter) == ["green"])
    #expect(interpreter.run("let names = [\"a\"]").succeeded)
    #expect(texts("names.app", in: interpreter) == ["append("])
    #expect(texts("names.count.is", in: interpreter) == ["isMultiple("])
  }

  // MARK: - Labels

  @Test func argumentLabelsOfAHostMethod() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("let application = Client(name: \"x\")").succeeded)
    #expect(texts("application.account(for", in: interpreter) == ["forIdentifier: ", "forUsername: "])
    #expect(texts("application.acquireTokenSilent(with: p, ", in: interpreter) == ["completionBlock: "])
    #expect(texts("Client(", in: interpreter) == ["name: "])
  }

  @Test func labelsOfUserFunctionsAndMemberwiseInitializers() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("func greet(person: String, from city: String) {}\nstruct Size { var width: Int; var height: Int }").succeeded)
    #expect(texts("greet(person: \"a\", ", in: interpreter) == ["from: "])
    #expect(texts("Size(", in: interpreter) == ["width: "])
  }

  // MARK: - Names

  @Test func sessionNamesBuiltinsTypesAndKeywords() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("let account = 1\nlet accessToken = \"t\"\nfunc acquire() {}").succeeded)
    #expect(texts("acc", in: interpreter) == ["accessToken", "account"])
    #expect(texts("acq", in: interpreter) == ["acquire("])
    #expect(texts("pri", in: interpreter) == ["print("])
    #expect(texts("Cli", in: interpreter) == ["Client"])
    #expect(texts("gua", in: interpreter) == ["guard"])
    #expect(texts("let x = acc", in: interpreter) == ["accessToken", "account"])
  }

  @Test func cursorInTheMiddleOfTheLine() {
    let interpreter = Self.makeInterpreter()
    #expect(interpreter.run("let account = 1").succeeded)
    let completions = interpreter.completions(for: "print(acc) // done", cursor: 9)
    #expect(completions.candidates.map(\.text) == ["account"])
    #expect(completions.start == 6)
  }

  @Test func nothingFitsAnUnknownReceiver() {
    #expect(texts("nobody.x", in: Self.makeInterpreter()).isEmpty)
    #expect(texts("zzzq", in: Self.makeInterpreter()).isEmpty)
  }
}
