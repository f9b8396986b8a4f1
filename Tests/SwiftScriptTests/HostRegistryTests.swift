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
}
