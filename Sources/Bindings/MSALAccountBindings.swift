import Foundation
import MSAL
import SwiftScript

/// MSAL's accounts: `MSALAccount`, `MSALAccountId`, `MSALTenantProfile` and
/// `MSALAccountEnumerationParameters`.
enum MSALAccountBindings {
  static func register(on registry: HostRegistry) {
    registry.register(MSALAccount.self, supertype: "NSObject") { type in
      type.property("username") { $0.username }
      type.property("identifier") { $0.identifier }
      type.property("environment") { $0.environment }
      type.property("accountClaims", type: .optional(.dictionary(.string, .any))) { account in
        .optional(account.accountClaims.map { registry.value(fromAny: $0) })
      }
      type.property("tenantProfiles") { $0.tenantProfiles }
      type.property("homeAccountId") { $0.homeAccountId }
      type.property("isSSOAccount") { $0.isSSOAccount }
      type.inspect { account in
        Inspection.fields([
          "username": Inspection.quoted(account.username), "identifier": Inspection.quoted(account.identifier),
          "environment": Inspection.quoted(account.environment),
        ])
      }
    }

    registry.register(MSALAccountId.self, supertype: "NSObject") { type in
      type.property("identifier") { $0.identifier }
      type.property("objectId") { $0.objectId }
      type.property("tenantId") { $0.tenantId }
      type.inspect { id in
        Inspection.fields([
          "identifier": Inspection.quoted(id.identifier), "objectId": Inspection.quoted(id.objectId),
          "tenantId": Inspection.quoted(id.tenantId),
        ])
      }
    }

    registry.register(MSALTenantProfile.self, supertype: "NSObject") { type in
      type.property("identifier") { $0.identifier }
      type.property("environment") { $0.environment }
      type.property("tenantId") { $0.tenantId }
      type.property("isHomeTenantProfile") { $0.isHomeTenantProfile }
      type.property("claims", type: .optional(.dictionary(.string, .any))) { profile in
        .optional(profile.claims.map { registry.value(fromAny: $0) })
      }
      type.inspect { profile in
        Inspection.fields([
          "identifier": Inspection.quoted(profile.identifier), "tenantId": Inspection.quoted(profile.tenantId),
          "isHomeTenantProfile": "\(profile.isHomeTenantProfile)",
        ])
      }
    }

    registry.register(MSALAccountEnumerationParameters.self, supertype: "MSALParameters") { type in
      type.initializer([]) { _ in MSALAccountEnumerationParameters() }
      type.initializer(["identifier"], types: [Types.string]) { arguments throws(ScriptFailure) in
        MSALAccountEnumerationParameters(identifier: try arguments.get(0))
      }
      type.initializer(["identifier", "username"], types: [Types.optionalString, Types.string]) { arguments throws(ScriptFailure) in
        MSALAccountEnumerationParameters(identifier: try arguments.get(0), username: try arguments.get(1))
      }
      type.initializer(["tenantProfileIdentifier"], types: [Types.string]) { arguments throws(ScriptFailure) in
        MSALAccountEnumerationParameters(tenantProfileIdentifier: try arguments.get(0))
      }
      type.property("identifier") { $0.identifier }
      type.property("tenantProfileIdentifier") { $0.tenantProfileIdentifier }
      type.property("username") { $0.username }
      type.property("returnOnlySignedInAccounts", \.returnOnlySignedInAccounts)
    }
  }
}
