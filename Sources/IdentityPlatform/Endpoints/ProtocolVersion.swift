/// Which generation of the endpoint a request went to.
public enum ProtocolVersion: String, Equatable, Sendable {
  /// Azure AD v1.0 (`/oauth2/token`, `resource`): what ADAL speaks.
  case v1 = "1.0"
  /// Microsoft identity platform v2.0 (`/oauth2/v2.0/token`, `scope`): what MSAL speaks.
  case v2 = "2.0"
}
