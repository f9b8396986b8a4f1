import ADAL
import Foundation
import SwiftScript

/// What ADAL's token methods give: `ADAuthenticationResult`, `ADAuthenticationError`,
/// `ADTokenCacheItem`, `ADUserInformation` and `ADUserIdentifier`.
enum ADALResultBindings {
  static func register(on registry: HostRegistry) {
    registry.register(ADAuthenticationResult.self, supertype: "NSObject") { type in
      type.property("status") { $0.status }
      type.property("accessToken") { $0.accessToken }
      type.property("tokenCacheItem") { $0.tokenCacheItem }
      type.property("error") { $0.error }
      type.property("multiResourceRefreshToken") { $0.multiResourceRefreshToken }
      type.property("correlationId") { $0.correlationId }
      type.property("extendedLifeTimeToken") { $0.extendedLifeTimeToken }
      type.property("authority") { $0.authority }
      type.inspect { result in
        Inspection.fields([
          "status": ADALConstantBindings.statusName(result.status), "accessToken": Inspection.token(result.accessToken),
          "userId": Inspection.quoted(result.tokenCacheItem?.userInformation?.userId),
          "error": result.error.map { "\($0.domain) \($0.code)" } ?? "nil",
        ])
      }
    }

    registry.register(ADAuthenticationError.self, supertype: "NSError") { type in
      type.property("protocolCode") { $0.protocolCode }
      type.property("errorDetails") { $0.errorDetails }
      type.inspect { error in
        Inspection.fields([
          "domain": Inspection.quoted(error.domain), "code": "\(error.code)", "protocolCode": Inspection.quoted(error.protocolCode),
        ])
      }
    }

    registry.register(ADTokenCacheItem.self, supertype: "NSObject") { type in
      type.property("resource", \.resource)
      type.property("authority", \.authority)
      type.property("clientId", \.clientId)
      type.property("familyId", \.familyId)
      type.property("accessToken", \.accessToken)
      type.property("accessTokenType", \.accessTokenType)
      type.property("refreshToken", \.refreshToken)
      type.property("sessionKey", \.sessionKey)
      type.property("expiresOn", \.expiresOn)
      type.property("userInformation") { $0.userInformation }
      type.method("isExpired", [], returns: Types.bool) { item, _ in .bool(item.isExpired()) }
      type.method("isEmptyUser", [], returns: Types.bool) { item, _ in .bool(item.isEmptyUser()) }
      type.method("isMultiResourceRefreshToken", [], returns: Types.bool) { item, _ in .bool(item.isMultiResourceRefreshToken()) }
      type.inspect { item in
        Inspection.fields([
          "resource": Inspection.quoted(item.resource), "clientId": Inspection.quoted(item.clientId),
          "userId": Inspection.quoted(item.userInformation?.userId), "expiresOn": Inspection.date(item.expiresOn),
        ])
      }
    }

    registry.register(ADUserInformation.self, supertype: "NSObject") { type in
      type.property("userId") { $0.userId }
      type.property("userIdDisplayable") { $0.userIdDisplayable }
      type.property("homeAccountId") { $0.homeAccountId }
      type.property("uniqueId") { $0.uniqueId }
      type.property("givenName") { $0.givenName }
      type.property("familyName") { $0.familyName }
      type.property("identityProvider") { $0.identityProvider }
      type.property("eMail") { $0.eMail }
      type.property("uniqueName") { $0.uniqueName }
      type.property("upn") { $0.upn }
      type.property("tenantId") { $0.tenantId }
      type.property("subject") { $0.subject }
      type.property("userObjectId") { $0.userObjectId }
      type.property("guestId") { $0.guestId }
      type.property("rawIdToken") { $0.rawIdToken }
      type.property("allClaims", type: .optional(.dictionary(.string, .any))) { information in
        .optional(information.allClaims.map { claims in
          var byName: [String: Any] = [:]
          for (key, value) in claims { byName["\(key)"] = value }
          return registry.value(fromAny: byName)
        })
      }
      type.staticMethod(
        "userInformation", ["withIdToken", "error"], types: [Types.string, nil], returns: Types.optional("ADUserInformation")
      ) {
        arguments throws(ScriptFailure) in
        let idToken: String = try arguments.get(0)
        return try ADALErrorPointer.with(arguments, at: 1) { ADUserInformation.userInformation(withIdToken: idToken, error: $0) }
          .toScript(registry)
      }
      type.staticMethod("normalizeUserId", [nil], types: [Types.optionalString], returns: Types.optionalString) {
        arguments throws(ScriptFailure) in
        ADUserInformation.normalizeUserId(try arguments.get(0)).toScript(registry)
      }
      type.inspect { information in
        Inspection.fields([
          "userId": Inspection.quoted(information.userId), "homeAccountId": Inspection.quoted(information.homeAccountId),
          "tenantId": Inspection.quoted(information.tenantId),
        ])
      }
    }

    registry.register(ADUserIdentifier.self, supertype: "NSObject") { type in
      type.property("userId") { $0.userId }
      type.property("type") { $0.type }
      type.method("isDisplayable", [], returns: Types.bool) { identifier, _ in .bool(identifier.isDisplayable()) }
      type.staticMethod("identifier", ["withId"], types: [Types.optionalString], returns: Types.named("ADUserIdentifier")) {
        arguments throws(ScriptFailure) in
        ADUserIdentifier.identifier(withId: try arguments.get(0)).toScript(registry)
      }
      type.staticMethod(
        "identifier", ["withId", "type"], types: [Types.optionalString, Types.named("ADUserIdentifierType")],
        returns: Types.named("ADUserIdentifier")
      ) { arguments throws(ScriptFailure) in
        ADUserIdentifier.identifier(withId: try arguments.get(0), type: try arguments.get(1)).toScript(registry)
      }
    }
  }
}
