import Foundation
import SwiftScript
import Testing

@Suite("Settable host properties")
struct HostPropertyTests {
  final class Parameters {
    var forceRefresh = false
  }

  /// Counts how often the bindings' key path expression is evaluated.
  final class KeyPathCount: @unchecked Sendable {
    var made = 0
    func forceRefresh() -> ReferenceWritableKeyPath<Parameters, Bool> {
      made += 1
      return \.forceRefresh
    }
  }

  @Test("a script reads and sets the property; its key path is made on use, not when the type's members are built")
  func keyPathOnUse() {
    let count = KeyPathCount()
    let registry = HostRegistry()
    registry.register(Parameters.self) { type in
      type.initializer([]) { _ in Parameters() }
      type.property("forceRefresh", count.forceRefresh())
      type.property("description") { _ in "parameters" }
    }
    var output = ""
    let interpreter = Interpreter(registry: registry) { output += $0 }
    let made = interpreter.run("let parameters = Parameters()\nprint(parameters.description)")
    #expect(made.failure == nil && made.diagnostics.isEmpty)
    #expect(output == "parameters\n")
    #expect(count.made == 0)

    let used = interpreter.run("parameters.forceRefresh = true\nprint(parameters.forceRefresh)")
    #expect(used.failure == nil && used.diagnostics.isEmpty)
    #expect(output == "parameters\ntrue\n")
    #expect(count.made == 2)
  }

  enum SampleError: Error { case failed }

  @Test("members registered for Error read an NSError as itself and bridge a Swift error")
  func errorMembers() {
    let registry = HostRegistry()
    registry.register((any Error).self, name: "NSError") { type in
      type.property("domain") { ($0 as NSError).domain }
      type.property("code") { ($0 as NSError).code }
    }
    registry.constant("nsError", registry.wrap(NSError(domain: "com.contoso.mail", code: 42)))
    registry.constant("swiftError", registry.wrap(SampleError.failed))
    var output = ""
    let interpreter = Interpreter(registry: registry) { output += $0 }
    _ = interpreter.run("print(nsError.domain, nsError.code)\nprint(swiftError.code)")
    #expect(output == "com.contoso.mail 42\n0\n")
  }
}
