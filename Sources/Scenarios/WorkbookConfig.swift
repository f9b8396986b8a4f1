import Foundation
import IdentityPlatform
import MSAL

/// Workbook-only helper (not MSAL API): Contoso Mail's MSAL configuration, as the migration guide
/// builds it — client id, the `msauth.com.contoso.mail://auth` redirect URI and the `common`
/// authority. A new configuration on every read, so changing one never changes the next.
public var workbookConfig: MSALPublicClientApplicationConfig {
  MSALPublicClientApplicationConfig(
    clientId: World.ClientID.contosoMail, redirectUri: "msauth.com.contoso.mail://auth",
    authority: try! MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/common")!))
}
