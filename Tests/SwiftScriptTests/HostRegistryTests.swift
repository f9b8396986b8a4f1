import Foundation
import SwiftScript
import Testing

@Suite("Host values find their registered type")
struct HostRegistryTests {
  class Authority {}
  class AADAuthority: Authority {}
  final class TenantAuthority: AADAuthority {}
  final class Unrelated {}
  struct Failure: Error {}

  @Test("a value of a registered class has that class's type")
  func ownClass() {
    let registry = HostRegistry()
    let authority = registry.register(Authority.self)
    let aad = registry.register(AADAuthority.self)
    #expect(registry.hostType(for: Authority()) === authority)
    #expect(registry.hostType(for: AADAuthority()) === aad)
  }

  @Test("an unregistered subclass takes its nearest registered superclass, skipping unregistered ones")
  func nearestSuperclass() {
    let registry = HostRegistry()
    let authority = registry.register(Authority.self)
    #expect(registry.hostType(for: TenantAuthority()) === authority)
    let aad = registry.register(AADAuthority.self)
    #expect(registry.hostType(for: TenantAuthority()) === aad)
  }

  @Test("an unregistered error is an NSError; anything else unregistered has no type")
  func fallbacks() {
    let registry = HostRegistry()
    let nsError = registry.register(NSError.self)
    #expect(registry.hostType(for: Failure()) === nsError)
    #expect(registry.hostType(for: Unrelated()) == nil)
    #expect(registry.hostType(for: 42) == nil)
  }

  enum LookupFailure: Error, CustomNSError {
    case nothingMatched
    static var errorDomain: String { "Foundation._GenericObjCError" }
  }

  @Test("a registered Swift error is an NSError, and as NSError it is what its bridge makes")
  func registeredError() {
    let registry = HostRegistry()
    let nsError = registry.register(NSError.self, name: "NSError") { type in
      type.property("domain") { $0.domain }
      type.property("code") { $0.code }
    }
    registry.registerError(LookupFailure.self) { _ in NSError(domain: "bridged by the registry", code: 7) }
    #expect(registry.hostType(for: LookupFailure.nothingMatched) === nsError)
    #expect(registry.bridgedError(LookupFailure.nothingMatched)?.domain == "bridged by the registry")
    #expect(registry.bridgedError(Failure()) == nil)
    registry.constant("failure", registry.wrap(LookupFailure.nothingMatched))
    var output = ""
    let interpreter = Interpreter(registry: registry) { output += $0 }
    _ = interpreter.run("let error = failure as NSError\nprint(error.domain, error.code)")
    #expect(output == "bridged by the registry 7\n")
  }
}
