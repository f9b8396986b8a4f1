import ADAL
import Foundation
import SwiftScript

/// ADAL's client: `ADAuthenticationContext`, its initializers (failable, with an `error:`
/// out-parameter) and its token methods (completion block `(ADAuthenticationResult) -> Void`).
enum ADALContextBindings {
  static func register(on registry: HostRegistry) {
    registry.register(ADAuthenticationContext.self, supertype: "NSObject") { type in
      registerInitializers(type)
      type.property("authority") { $0.authority }
      type.property("validateAuthority", \.validateAuthority)
      type.property("correlationId", \.correlationId)
      type.property("credentialsType", \.credentialsType)
      type.property("logComponent", \.logComponent)
      type.property("parentController", \.parentController)
      type.property("extendedLifetimeEnabled", \.extendedLifetimeEnabled)
      type.property("useRefreshTokenForWebview", \.useRefreshTokenForWebview)
      type.property("clientCapabilities", \.clientCapabilities)
      registerInteractive(type, registry)
      registerSilent(type, registry)
      type.staticMethod("handleADALResponse", [nil, "sourceApplication"], types: [Types.url, Types.optionalString], returns: Types.bool) {
        arguments throws(ScriptFailure) in
        .bool(ADAuthenticationContext.handleADALResponse(try arguments.get(0), sourceApplication: try arguments.get(1)))
      }
      type.inspect { Inspection.fields(["authority": Inspection.quoted($0.authority), "validateAuthority": "\($0.validateAuthority)"]) }
    }
  }

  private static func registerInitializers(_ type: HostTypeBuilder<ADAuthenticationContext>) {
    type.failableInitializer(["authority", "error"], types: [Types.string, nil]) { arguments throws(ScriptFailure) in
      let authority: String = try arguments.get(0)
      try HostCalls.requireBuildableApp()
      return try ADALErrorPointer.with(arguments, at: 1) { ADAuthenticationContext(authority: authority, error: $0) }
    }
    type.failableInitializer(["authority", "validateAuthority", "error"], types: [Types.string, Types.bool, nil]) {
      arguments throws(ScriptFailure) in
      let authority: String = try arguments.get(0)
      let validate: Bool = try arguments.get(1)
      try HostCalls.requireBuildableApp()
      return try ADALErrorPointer.with(arguments, at: 2) {
        ADAuthenticationContext(authority: authority, validateAuthority: validate, error: $0)
      }
    }
    type.failableInitializer(["authority", "sharedGroup", "error"], types: [Types.string, Types.optionalString, nil]) {
      arguments throws(ScriptFailure) in
      let authority: String = try arguments.get(0)
      let group: String? = try arguments.get(1)
      try HostCalls.requireBuildableApp()
      return try ADALErrorPointer.with(arguments, at: 2) { ADAuthenticationContext(authority: authority, sharedGroup: group, error: $0) }
    }
    type.failableInitializer(
      ["authority", "validateAuthority", "sharedGroup", "error"], types: [Types.string, Types.bool, Types.optionalString, nil]
    ) { arguments throws(ScriptFailure) in
      let authority: String = try arguments.get(0)
      let validate: Bool = try arguments.get(1)
      let group: String? = try arguments.get(2)
      try HostCalls.requireBuildableApp()
      return try ADALErrorPointer.with(arguments, at: 3) {
        ADAuthenticationContext(authority: authority, validateAuthority: validate, sharedGroup: group, error: $0)
      }
    }
  }

  /// The parameter list every token method starts with, and the completion block it ends with.
  private static let head: [String?] = ["withResource", "clientId", "redirectUri"]
  private static let headTypes: [ScriptType?] = [Types.string, Types.string, Types.url]
  private static let callback = Types.completion(Types.named("ADAuthenticationResult"))

  /// Registers a token method `name(withResource:clientId:redirectUri:<middle>completionBlock:)`.
  private static func tokenMethod(
    _ name: String, _ type: HostTypeBuilder<ADAuthenticationContext>, _ registry: HostRegistry,
    middle: [String] = [], middleTypes: [ScriptType?] = [],
    _ start: @escaping (ADAuthenticationContext, ArgumentReader, @escaping ADAuthenticationCallback) throws(ScriptFailure) -> Void
  ) {
    let labels = head + middle.map { Optional($0) } + ["completionBlock"]
    type.method(name, labels, types: headTypes + middleTypes + [callback], completion: true) { context, arguments throws(ScriptFailure) in
      try HostCalls.withCompletion(arguments, at: labels.count - 1) { completion throws(ScriptFailure) in
        try start(context, arguments) { result in completion?.callAsFunction(registry.wrap(result)) }
      }
    }
  }

  private static func registerInteractive(_ type: HostTypeBuilder<ADAuthenticationContext>, _ registry: HostRegistry) {
    tokenMethod("acquireToken", type, registry) { context, a, done throws(ScriptFailure) in
      context.acquireToken(withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), completionBlock: done)
    }
    tokenMethod("acquireToken", type, registry, middle: ["userId"], middleTypes: [Types.optionalString]) {
      context, a, done throws(ScriptFailure) in
      context.acquireToken(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), userId: try a.get(3), completionBlock: done)
    }
    tokenMethod(
      "acquireToken", type, registry, middle: ["userId", "extraQueryParameters"], middleTypes: [Types.optionalString, Types.optionalString]
    ) { context, a, done throws(ScriptFailure) in
      context.acquireToken(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), userId: try a.get(3),
        extraQueryParameters: try a.get(4), completionBlock: done)
    }
    let prompt = Types.named("ADPromptBehavior")
    tokenMethod(
      "acquireToken", type, registry, middle: ["promptBehavior", "userId", "extraQueryParameters"],
      middleTypes: [prompt, Types.optionalString, Types.optionalString]
    ) { context, a, done throws(ScriptFailure) in
      context.acquireToken(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), promptBehavior: try a.get(3),
        userId: try a.get(4), extraQueryParameters: try a.get(5), completionBlock: done)
    }
    let user = Types.optional("ADUserIdentifier")
    tokenMethod(
      "acquireToken", type, registry, middle: ["promptBehavior", "userIdentifier", "extraQueryParameters"],
      middleTypes: [prompt, user, Types.optionalString]
    ) { context, a, done throws(ScriptFailure) in
      context.acquireToken(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), promptBehavior: try a.get(3),
        userIdentifier: try a.get(4), extraQueryParameters: try a.get(5), completionBlock: done)
    }
    let withClaims = ["promptBehavior", "userIdentifier", "extraQueryParameters", "claims"]
    let withClaimsTypes = [prompt, user, Types.optionalString, Types.optionalString]
    tokenMethod("acquireToken", type, registry, middle: withClaims, middleTypes: withClaimsTypes) {
      context, a, done throws(ScriptFailure) in
      context.acquireToken(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), promptBehavior: try a.get(3),
        userIdentifier: try a.get(4), extraQueryParameters: try a.get(5), claims: try a.get(6), completionBlock: done)
    }
    tokenMethod("acquireTokenInteractive", type, registry, middle: withClaims, middleTypes: withClaimsTypes) {
      context, a, done throws(ScriptFailure) in
      context.acquireTokenInteractive(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), promptBehavior: try a.get(3),
        userIdentifier: try a.get(4), extraQueryParameters: try a.get(5), claims: try a.get(6), completionBlock: done)
    }
  }

  private static func registerSilent(_ type: HostTypeBuilder<ADAuthenticationContext>, _ registry: HostRegistry) {
    tokenMethod("acquireTokenSilent", type, registry) { context, a, done throws(ScriptFailure) in
      context.acquireTokenSilent(withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), completionBlock: done)
    }
    tokenMethod("acquireTokenSilent", type, registry, middle: ["userId"], middleTypes: [Types.optionalString]) {
      context, a, done throws(ScriptFailure) in
      context.acquireTokenSilent(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), userId: try a.get(3), completionBlock: done)
    }
    tokenMethod(
      "acquireTokenSilent", type, registry, middle: ["userId", "forceRefresh"], middleTypes: [Types.optionalString, Types.bool]
    ) { context, a, done throws(ScriptFailure) in
      context.acquireTokenSilent(
        withResource: try a.get(0), clientId: try a.get(1), redirectUri: try a.get(2), userId: try a.get(3),
        forceRefresh: try a.get(4), completionBlock: done)
    }
  }
}
