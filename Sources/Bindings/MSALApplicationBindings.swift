import Foundation
import MSAL
import SwiftScript

/// MSAL's application and its configuration: `MSALPublicClientApplication`,
/// `MSALPublicClientApplicationConfig`, `MSALCacheConfig`.
enum MSALApplicationBindings {
  static func register(on registry: HostRegistry) {
    registerConfig(on: registry)
    registerApplication(on: registry)
  }

  // MARK: - Configuration

  private static func registerConfig(on registry: HostRegistry) {
    registry.register(MSALPublicClientApplicationConfig.self, supertype: "NSObject") { type in
      type.initializer(["clientId"], types: [Types.string]) { arguments throws(ScriptFailure) in
        MSALPublicClientApplicationConfig(clientId: try arguments.get(0))
      }
      type.initializer(
        ["clientId", "redirectUri", "authority"], types: [Types.string, Types.optionalString, Types.optional("MSALAuthority")]
      ) { arguments throws(ScriptFailure) in
        MSALPublicClientApplicationConfig(
          clientId: try arguments.get(0), redirectUri: try arguments.get(1), authority: try arguments.get(2))
      }
      type.initializer(
        ["clientId", "redirectUri", "authority", "nestedAuthBrokerClientId", "nestedAuthBrokerRedirectUri"],
        types: [Types.string, Types.optionalString, Types.optional("MSALAuthority"), Types.optionalString, Types.optionalString]
      ) { arguments throws(ScriptFailure) in
        MSALPublicClientApplicationConfig(
          clientId: try arguments.get(0), redirectUri: try arguments.get(1), authority: try arguments.get(2),
          nestedAuthBrokerClientId: try arguments.get(3), nestedAuthBrokerRedirectUri: try arguments.get(4))
      }
      type.property("clientId", \.clientId)
      type.property("redirectUri", \.redirectUri)
      type.property("authority", \.authority)
      type.property("knownAuthorities", \.knownAuthorities)
      type.property("extendedLifetimeEnabled", \.extendedLifetimeEnabled)
      type.property("clientApplicationCapabilities", \.clientApplicationCapabilities)
      type.property("tokenExpirationBuffer", \.tokenExpirationBuffer)
      type.property("cacheConfig") { $0.cacheConfig }
      type.property("multipleCloudsSupported", \.multipleCloudsSupported)
      type.property("bypassRedirectURIValidation", \.bypassRedirectURIValidation)
      type.property("nestedAuthBrokerClientId", \.nestedAuthBrokerClientId)
      type.property("nestedAuthBrokerRedirectUri", \.nestedAuthBrokerRedirectUri)
      type.inspect { config in
        Inspection.fields([
          "clientId": Inspection.quoted(config.clientId), "redirectUri": Inspection.quoted(config.redirectUri),
          "authority": Inspection.quoted(config.authority.url.absoluteString),
        ])
      }
    }

    registry.register(MSALCacheConfig.self, supertype: "NSObject") { type in
      type.property("keychainSharingGroup", \.keychainSharingGroup)
      type.staticMethod("defaultKeychainSharingGroup", [], returns: Types.string) { _ in
        .string(MSALCacheConfig.defaultKeychainSharingGroup())
      }
      type.inspect { Inspection.fields(["keychainSharingGroup": Inspection.quoted($0.keychainSharingGroup)]) }
    }
  }

  // MARK: - Application

  private static func registerApplication(on registry: HostRegistry) {
    registry.register(MSALPublicClientApplication.self, supertype: "NSObject") { type in
      // Creating
      type.initializer(["configuration"], types: [Types.named("MSALPublicClientApplicationConfig")], throws: true) {
        arguments throws(ScriptFailure) in
        let configuration: MSALPublicClientApplicationConfig = try arguments.get(0)
        try HostCalls.requireBuildableApp()
        return try HostCalls.run(registry) { try MSALPublicClientApplication(configuration: configuration) }
      }
      type.initializer(["clientId"], types: [Types.string], throws: true) { arguments throws(ScriptFailure) in
        let clientId: String = try arguments.get(0)
        try HostCalls.requireBuildableApp()
        return try HostCalls.run(registry) { try MSALPublicClientApplication(clientId: clientId) }
      }
      type.property("configuration") { $0.configuration }
      type.property("isCompatibleAADBrokerAvailable") { $0.isCompatibleAADBrokerAvailable }

      // Accounts
      type.method("allAccounts", [], returns: .array(Types.named("MSALAccount")), throws: true) { application, _ throws(ScriptFailure) in
        try HostCalls.run(registry) { try application.allAccounts() }.toScript(registry)
      }
      type.method("account", ["forIdentifier"], types: [Types.string], returns: Types.named("MSALAccount"), throws: true) {
        application, arguments throws(ScriptFailure) in
        let identifier: String = try arguments.get(0)
        return try HostCalls.run(registry) { try application.account(forIdentifier: identifier) }.toScript(registry)
      }
      type.method("account", ["forUsername"], types: [Types.string], returns: Types.named("MSALAccount"), throws: true) {
        application, arguments throws(ScriptFailure) in
        let username: String = try arguments.get(0)
        return try HostCalls.run(registry) { try application.account(forUsername: username) }.toScript(registry)
      }
      type.method(
        "accounts", ["for"], types: [Types.named("MSALAccountEnumerationParameters")], returns: .array(Types.named("MSALAccount")),
        throws: true
      ) { application, arguments throws(ScriptFailure) in
        let parameters: MSALAccountEnumerationParameters = try arguments.get(0)
        return try HostCalls.run(registry) { try application.accounts(for: parameters) }.toScript(registry)
      }
      type.method(
        "getCurrentAccount", ["with", "completionBlock"],
        types: [
          Types.optional("MSALParameters"),
          Types.completion(Types.optional("MSALAccount"), Types.optional("MSALAccount"), .optional(Types.error)),
        ], completion: true
      ) { application, arguments throws(ScriptFailure) in
        let parameters: MSALParameters? = try arguments.get(0)
        return try HostCalls.withCompletion(arguments, at: 1) { completion in
          application.getCurrentAccount(with: parameters) { current, previous, error in
            completion?.callAsFunction(current.toScript(registry), previous.toScript(registry), HostCalls.optionalError(error, registry))
          }
        }
      }
      type.method("remove", [nil], types: [Types.named("MSALAccount")], throws: true) { application, arguments throws(ScriptFailure) in
        let account: MSALAccount = try arguments.get(0)
        try HostCalls.run(registry) { try application.remove(account) }
        return .void
      }
      registerSignout(type, registry)

      // Tokens
      registerTokenMethod(
        "acquireToken", parameterType: "MSALInteractiveTokenParameters", on: type, registry: registry,
        start: { application, parameters, completion in
          application.acquireToken(with: parameters as! MSALInteractiveTokenParameters, completionBlock: completion)
        })
      registerTokenMethod(
        "acquireTokenSilent", parameterType: "MSALSilentTokenParameters", on: type, registry: registry,
        start: { application, parameters, completion in
          application.acquireTokenSilent(with: parameters as! MSALSilentTokenParameters, completionBlock: completion)
        })

      // Class members
      type.staticProperty("sdkVersion") { MSALPublicClientApplication.sdkVersion.toScript(registry) }
      type.staticMethod(
        "handleMSALResponse", [nil, "sourceApplication"], types: [Types.url, Types.optionalString], returns: Types.bool
      ) { arguments throws(ScriptFailure) in
        .bool(MSALPublicClientApplication.handleMSALResponse(try arguments.get(0), sourceApplication: try arguments.get(1)))
      }
      type.staticMethod("cancelCurrentWebAuthSession", [], returns: Types.bool) { _ in
        .bool(MSALPublicClientApplication.cancelCurrentWebAuthSession())
      }
      type.inspect { application in
        Inspection.fields([
          "clientId": Inspection.quoted(application.configuration.clientId),
          "redirectUri": Inspection.quoted(application.configuration.redirectUri),
          "authority": Inspection.quoted(application.configuration.authority.url.absoluteString),
        ])
      }
    }
  }

  /// `signout(with:signoutParameters:completionBlock:)` and its async form.
  private static func registerSignout(_ type: HostTypeBuilder<MSALPublicClientApplication>, _ registry: HostRegistry) {
    let parameterTypes = [Types.named("MSALAccount"), Types.named("MSALSignoutParameters")]
    type.method(
      "signout", ["with", "signoutParameters", "completionBlock"],
      types: parameterTypes + [Types.completion(Types.bool, .optional(Types.error))], completion: true
    ) { application, arguments throws(ScriptFailure) in
      let account: MSALAccount = try arguments.get(0)
      let parameters: MSALSignoutParameters = try arguments.get(1)
      return try HostCalls.withCompletion(arguments, at: 2) { completion in
        application.signout(with: account, signoutParameters: parameters) { success, error in
          completion?.callAsFunction(.bool(success), HostCalls.optionalError(error, registry))
        }
      }
    }
    type.method("signout", ["with", "signoutParameters"], types: parameterTypes, returns: Types.bool, throws: true, async: true) {
      application, arguments throws(ScriptFailure) in
      let account: MSALAccount = try arguments.get(0)
      let parameters: MSALSignoutParameters = try arguments.get(1)
      let succeeded: Bool = try HostCalls.awaitOutcome(registry) { (finish: @escaping (Bool?, Error?) -> Void) in
        application.signout(with: account, signoutParameters: parameters) { success, error in finish(success, error) }
      }
      return .bool(succeeded)
    }
  }

  /// A token method in both forms: `name(with:completionBlock:)` (or a trailing closure) and
  /// `try await name(with:)`.
  private static func registerTokenMethod(
    _ name: String, parameterType: String, on type: HostTypeBuilder<MSALPublicClientApplication>, registry: HostRegistry,
    start: @escaping (MSALPublicClientApplication, MSALTokenParameters, @escaping MSALCompletionBlock) -> Void
  ) {
    type.method(
      name, ["with", "completionBlock"],
      types: [Types.named(parameterType), Types.completion(Types.optional("MSALResult"), .optional(Types.error))], completion: true
    ) { application, arguments throws(ScriptFailure) in
      let parameters = try tokenParameters(arguments, parameterType)
      return try HostCalls.withCompletion(arguments, at: 1) { completion in
        start(application, parameters) { result, error in
          completion?.callAsFunction(result.toScript(registry), HostCalls.optionalError(error, registry))
        }
      }
    }
    type.method(name, ["with"], types: [Types.named(parameterType)], returns: Types.named("MSALResult"), throws: true, async: true) {
      application, arguments throws(ScriptFailure) in
      let parameters = try tokenParameters(arguments, parameterType)
      let result: MSALResult = try HostCalls.awaitOutcome(registry) { finish in start(application, parameters, finish) }
      return result.toScript(registry)
    }
  }

  /// The parameters argument, checked to be of the class the method takes.
  private static func tokenParameters(_ arguments: ArgumentReader, _ expected: String) throws(ScriptFailure) -> MSALTokenParameters {
    let value = arguments.value(0)
    let parameters: MSALTokenParameters = try arguments.get(0)
    let matches =
      expected == "MSALSilentTokenParameters"
      ? parameters is MSALSilentTokenParameters : parameters is MSALInteractiveTokenParameters
    guard matches else {
      throw .diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type '\(expected)'")
    }
    return parameters
  }
}
