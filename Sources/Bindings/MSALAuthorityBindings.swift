import Foundation
import MSAL
import SwiftScript

/// MSAL's authorities: `MSALAuthority`, `MSALAADAuthority`, `MSALB2CAuthority`,
/// `MSALADFSAuthority`, and the `MSALAzureCloudInstance` / `MSALAudienceType` enums.
enum MSALAuthorityBindings {
  static func register(on registry: HostRegistry) {
    registry.register(MSALAuthority.self, supertype: "NSObject") { type in
      type.initializer(["url"], types: [Types.url], throws: true) { arguments throws(ScriptFailure) in
        let url: URL = try arguments.get(0)
        return try HostCalls.run(registry) { try MSALAuthority(url: url) }
      }
      type.property("url") { $0.url }
      type.inspect { Inspection.fields(["url": Inspection.quoted($0.url.absoluteString)]) }
    }

    registry.register(MSALAADAuthority.self, supertype: "MSALAuthority") { type in
      type.initializer(["url"], types: [Types.url], throws: true) { arguments throws(ScriptFailure) in
        let url: URL = try arguments.get(0)
        return try HostCalls.run(registry) { try MSALAADAuthority(url: url) }
      }
      type.initializer(["url", "rawTenant"], types: [Types.url, Types.optionalString], throws: true) { arguments throws(ScriptFailure) in
        let url: URL = try arguments.get(0)
        let rawTenant: String? = try arguments.get(1)
        return try HostCalls.run(registry) { try MSALAADAuthority(url: url, rawTenant: rawTenant) }
      }
      type.initializer(
        ["cloudInstance", "audienceType", "rawTenant"],
        types: [Types.named("MSALAzureCloudInstance"), Types.named("MSALAudienceType"), Types.optionalString], throws: true
      ) { arguments throws(ScriptFailure) in
        let cloudInstance: MSALAzureCloudInstance = try arguments.get(0)
        let audienceType: MSALAudienceType = try arguments.get(1)
        let rawTenant: String? = try arguments.get(2)
        return try HostCalls.run(registry) {
          try MSALAADAuthority(cloudInstance: cloudInstance, audienceType: audienceType, rawTenant: rawTenant)
        }
      }
      type.initializer(
        ["environment", "audienceType", "rawTenant"], types: [Types.string, Types.named("MSALAudienceType"), Types.optionalString],
        throws: true
      ) { arguments throws(ScriptFailure) in
        let environment: String = try arguments.get(0)
        let audienceType: MSALAudienceType = try arguments.get(1)
        let rawTenant: String? = try arguments.get(2)
        return try HostCalls.run(registry) {
          try MSALAADAuthority(environment: environment, audienceType: audienceType, rawTenant: rawTenant)
        }
      }
    }

    registry.register(MSALB2CAuthority.self, supertype: "MSALAuthority") { type in
      type.initializer(["url"], types: [Types.url], throws: true) { arguments throws(ScriptFailure) in
        let url: URL = try arguments.get(0)
        return try HostCalls.run(registry) { try MSALB2CAuthority(url: url) }
      }
    }

    registry.register(MSALADFSAuthority.self, supertype: "MSALAuthority") { type in
      type.initializer(["url"], types: [Types.url], throws: true) { arguments throws(ScriptFailure) in
        let url: URL = try arguments.get(0)
        return try HostCalls.run(registry) { try MSALADFSAuthority(url: url) }
      }
    }

    registry.register(MSALAzureCloudInstance.self) { type in
      type.integerEnumeration(cases: [
        "publicCloudInstance": .publicCloudInstance, "chinaCloudInstance": .chinaCloudInstance,
        "germanyCloudInstance": .germanyCloudInstance, "usGovernmentCloudInstance": .usGovernmentCloudInstance,
        "franceCloudInstance": .franceCloudInstance, "delosCloudInstance": .delosCloudInstance,
        "govSGCloudInstance": .govSGCloudInstance,
      ])
    }

    registry.register(MSALAudienceType.self) { type in
      type.integerEnumeration(cases: [
        "azureADAndPersonalMicrosoftAccountAudience": .azureADAndPersonalMicrosoftAccountAudience,
        "azureADMultipleOrgsAudience": .azureADMultipleOrgsAudience, "azureADMyOrgOnlyAudience": .azureADMyOrgOnlyAudience,
        "personalMicrosoftAccountAudience": .personalMicrosoftAccountAudience,
      ])
    }
  }
}
