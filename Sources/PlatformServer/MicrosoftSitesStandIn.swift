import Foundation
import IdentityPlatform

/// The other Microsoft addresses real clients reach on their way through a sign-in:
/// `https://microsoft.com/devicelogin`, which a device code names and which leads to the
/// device-login page, and the Microsoft account service's federation metadata on
/// `nexus.passport.com`, which a personal account's user realm names.
struct MicrosoftSitesStandIn {
  /// The hosts answered here.
  static let hosts: Set<String> = ["microsoft.com", "www.microsoft.com", "nexus.passport.com"]

  /// Where `microsoft.com/devicelogin` leads: the service's device-login page.
  static let deviceLoginPage = "https://login.microsoftonline.com/common/oauth2/deviceauth"

  /// The answer to `request` when it is for one of ``hosts``; nil otherwise.
  func answer(_ request: HTTPRequest, host: String) -> HTTPResponse? {
    guard Self.hosts.contains(host), let url = request.parsedURL else { return nil }
    let path = url.path.lowercased()
    let known = host == "nexus.passport.com" ? path == "/federationmetadata/2007-06/federationmetadata.xml" : path == "/devicelogin"
    guard known else {
      return .text("The workbook answers only \(Self.summary) on the Microsoft sites it stands in for.", status: 404)
    }
    guard request.method == .get || request.method == .head else {
      var response = HTTPResponse.text("The requested resource does not support http method '\(request.method.rawValue)'.", status: 405)
      response.headers["Allow"] = "GET"
      return response
    }
    if host == "nexus.passport.com" {
      return HTTPResponse(
        status: 200, headers: ["Content-Type": "text/xml; charset=utf-8"], body: Data(Self.federationMetadata.utf8))
    }
    return .redirect(to: Self.deviceLoginPage)
  }

  private static let summary =
    "https://microsoft.com/devicelogin and \(IdentityPlatform.microsoftAccountFederationMetadataURL)"

  /// The Microsoft account service's WS-Federation metadata, abbreviated to what a client reads:
  /// the security token service's active (WS-Trust) and passive endpoints. It is federation
  /// metadata, not a WS-MetadataExchange document, so it names no WS-Trust username/password
  /// binding: MSAL reports "Unable to find wstrust endpoint from MEX" for personal accounts, as
  /// against the real service.
  static let federationMetadata = """
    <?xml version="1.0" encoding="utf-8"?>
    <EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="urn:federation:MicrosoftOnline" \
    xmlns:fed="http://docs.oasis-open.org/wsfed/federation/200706" \
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
    xmlns:wsa="http://www.w3.org/2005/08/addressing">
      <RoleDescriptor xsi:type="fed:SecurityTokenServiceType" \
    protocolSupportEnumeration="http://docs.oasis-open.org/wsfed/federation/200706">
        <fed:SecurityTokenServiceEndpoint>
          <wsa:EndpointReference><wsa:Address>https://login.live.com/rst2.srf</wsa:Address></wsa:EndpointReference>
        </fed:SecurityTokenServiceEndpoint>
        <fed:PassiveRequestorEndpoint>
          <wsa:EndpointReference><wsa:Address>https://login.live.com/login.srf</wsa:Address></wsa:EndpointReference>
        </fed:PassiveRequestorEndpoint>
      </RoleDescriptor>
    </EntityDescriptor>

    """
}
