import Device
import Foundation
import MSAL
import SwiftScript

/// What token requests take and give: the parameter classes, `MSALWebviewParameters`,
/// `MSALPromptType`, `MSALWebviewType` and `MSALResult`.
enum MSALTokenBindings {
  static func register(on registry: HostRegistry) {
    registerParameters(on: registry)
    registerWebview(on: registry)
    registerResult(on: registry)
  }

  // MARK: - Parameters

  private static func registerParameters(on registry: HostRegistry) {
    registry.register(MSALParameters.self, supertype: "NSObject") { type in
      type.property("completionBlockQueue", \.completionBlockQueue)
    }

    registry.register(MSALTokenParameters.self, supertype: "MSALParameters") { type in
      type.initializer(["scopes"], types: [Types.strings]) { arguments throws(ScriptFailure) in
        MSALTokenParameters(scopes: try arguments.get(0))
      }
      type.property("scopes", \.scopes)
      type.property("account", \.account)
      type.property("authority", \.authority)
      type.property("extraQueryParameters", \.extraQueryParameters)
      type.property("correlationId", \.correlationId)
    }

    registry.register(MSALSilentTokenParameters.self, supertype: "MSALTokenParameters") { type in
      type.initializer(["scopes", "account"], types: [Types.strings, Types.named("MSALAccount")]) { arguments throws(ScriptFailure) in
        MSALSilentTokenParameters(scopes: try arguments.get(0), account: try arguments.get(1))
      }
      type.property("forceRefresh", \.forceRefresh)
      type.property("allowUsingLocalCachedRtWhenSsoExtFailed", \.allowUsingLocalCachedRtWhenSsoExtFailed)
      type.inspect { parameters in
        Inspection.fields([
          "scopes": Inspection.list(parameters.scopes), "account": Inspection.quoted(parameters.account?.username),
          "forceRefresh": "\(parameters.forceRefresh)",
        ])
      }
    }

    registry.register(MSALInteractiveTokenParameters.self, supertype: "MSALTokenParameters") { type in
      type.initializer(["scopes", "webviewParameters"], types: [Types.strings, Types.named("MSALWebviewParameters")]) {
        arguments throws(ScriptFailure) in
        MSALInteractiveTokenParameters(scopes: try arguments.get(0), webviewParameters: try arguments.get(1))
      }
      type.property("promptType", \.promptType)
      type.property("loginHint", \.loginHint)
      type.property("domainHint", \.domainHint)
      type.property("extraScopesToConsent", \.extraScopesToConsent)
      type.property("webviewParameters") { $0.webviewParameters }
      type.inspect { parameters in
        Inspection.fields([
          "scopes": Inspection.list(parameters.scopes), "promptType": ".\(parameters.promptType)",
          "loginHint": Inspection.quoted(parameters.loginHint),
        ])
      }
    }

    registry.register(MSALSignoutParameters.self, supertype: "MSALParameters") { type in
      type.initializer(["webviewParameters"], types: [Types.named("MSALWebviewParameters")]) { arguments throws(ScriptFailure) in
        MSALSignoutParameters(webviewParameters: try arguments.get(0))
      }
      type.property("webviewParameters") { $0.webviewParameters }
      type.property("signoutFromBrowser", \.signoutFromBrowser)
      type.property("wipeAccount", \.wipeAccount)
      type.property("wipeCacheForAllAccounts", \.wipeCacheForAllAccounts)
      type.property("extraQueryParameters", \.extraQueryParameters)
    }

    registry.register(MSALPromptType.self) { type in
      type.integerEnumeration(cases: [
        "selectAccount": .selectAccount, "login": .login, "consent": .consent, "create": .create,
        "promptIfNecessary": .promptIfNecessary, "default": .default,
      ])
    }
  }

  // MARK: - Web view

  private static func registerWebview(on registry: HostRegistry) {
    registry.register(MSALWebviewParameters.self, supertype: "NSObject") { type in
      type.initializer(["authPresentationViewController"], types: [Types.named("UIViewController")]) {
        arguments throws(ScriptFailure) in
        MSALWebviewParameters(authPresentationViewController: try arguments.get(0))
      }
      type.property("parentViewController", \.parentViewController)
      type.property("prefersEphemeralWebBrowserSession", \.prefersEphemeralWebBrowserSession)
      type.property("webviewType", \.webviewType)
      type.inspect { webview in
        Inspection.fields([
          "webviewType": ".\(webview.webviewType)",
          "prefersEphemeralWebBrowserSession": "\(webview.prefersEphemeralWebBrowserSession)",
        ])
      }
    }

    registry.register(MSALWebviewType.self) { type in
      type.integerEnumeration(cases: [
        "default": .default, "authenticationSession": .authenticationSession, "safariViewController": .safariViewController,
        "wkWebView": .wkWebView,
      ])
    }

    registry.register(MSALBrokeredAvailability.self) { type in
      type.integerEnumeration(cases: ["auto": .auto, "none": .none])
    }
  }

  // MARK: - Result

  private static func registerResult(on registry: HostRegistry) {
    registry.register(MSALResult.self, supertype: "NSObject") { type in
      type.property("accessToken") { $0.accessToken }
      type.property("expiresOn") { $0.expiresOn }
      type.property("extendedLifeTimeToken") { $0.extendedLifeTimeToken }
      type.property("idToken") { $0.idToken }
      type.property("scopes") { $0.scopes }
      type.property("tenantProfile") { $0.tenantProfile }
      type.property("account") { $0.account }
      type.property("authority") { $0.authority }
      type.property("correlationId") { $0.correlationId }
      type.property("authorizationHeader") { $0.authorizationHeader }
      type.property("authenticationScheme") { $0.authenticationScheme }
      type.inspect { result in
        Inspection.fields([
          "accessToken": Inspection.token(result.accessToken), "expiresOn": Inspection.date(result.expiresOn),
          "scopes": Inspection.list(result.scopes), "account": Inspection.quoted(result.account.username ?? result.account.identifier),
        ])
      }
    }
  }
}
