import Foundation
import TextCoding

/// The fixed identities of `docs/WORLD.md`: ids that lessons, samples, tests and docs rely on.
///
/// Additions beyond `docs/WORLD.md` (allowed there: "More may be added") are marked as such:
/// Microsoft Outlook and Microsoft Authenticator (real first-party client ids, the family of
/// client ids that family refresh tokens need) and a B2C app and API, since `docs/WORLD.md` lists a
/// B2C tenant and user but no app registered in it.
public enum World {
  /// Tenant ids.
  public enum TenantID {
    public static let contoso = "c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
    public static let fabrikam = "fab1ca7e-2b3c-4d4e-9f50-6a7b8c9d0e1f"
    public static let consumers = Tenant.consumersTenantID
    public static let contosoFederal = "0fed0fed-1a2b-4c3d-8e4f-5a6b7c8d9e0f"
    public static let contosoB2C = "b2c0c0de-1111-4222-8333-444455556666"
  }

  /// Application (client) ids.
  public enum ClientID {
    public static let contosoMail = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
    public static let contosoMailTest = "7e57c11e-0000-4000-8000-00000000c0de"
    public static let contosoCalendar = "ca1e0da2-5b6c-4d7e-8f90-1a2b3c4d5e6f"
    public static let northwindNotes = "00d00d1e-7c8d-4e9f-a0b1-c2d3e4f5a6b7"
    /// Addition: Microsoft Outlook for iOS, a member of Microsoft's family of client ids.
    public static let microsoftOutlook = "27922004-5251-4030-b22d-91ecd9a37ea4"
    /// Addition: Microsoft Authenticator (the broker), a member of Microsoft's family of client ids.
    public static let microsoftAuthenticator = "4813382a-8fa7-425e-ab75-3b753aab3abb"
    /// Addition: Contoso Rewards, an app registered in the Contoso B2C directory.
    public static let contosoRewards = "b2c0a9b1-7c6d-4e5f-8a9b-0c1d2e3f4a5b"
  }

  /// API (resource) app ids.
  public enum APIAppID {
    public static let graph = ProtectedAPI.graphAppID
    public static let payroll = "5a1a7e11-8b9c-4d0e-9f1a-2b3c4d5e6f70"
    /// Addition: the API behind Contoso Rewards, in the B2C directory.
    public static let rewards = "0e1d2c3b-4a59-4687-9a5b-6c7d8e9f0a1b"
  }

  /// Object ids of the users.
  public enum UserObjectID {
    public static let adele = "a11ce000-0000-4000-8000-0000000000a1"
    public static let adeleGuestInFabrikam = "a11ce000-0000-4000-8000-0000000000f1"
    public static let alex = "a1e70000-0000-4000-8000-0000000000a2"
    public static let megan = "9e9a0000-0000-4000-8000-0000000000a3"
    public static let pat = "0a7c0000-0000-4000-8000-0000000000b1"
    public static let sam = "00000000-0000-0000-40c0-3bac188d01d1"
    public static let casey = "ca5e7000-0000-4000-8000-0000000000c1"
    public static let jordan = "d0da0000-0000-4000-8000-0000000000d1"
  }

  /// The B2C user flow of `docs/WORLD.md`.
  public static let b2cPolicy = "B2C_1_signupsignin"
  /// The B2C directory's host.
  public static let b2cHost = "contosob2c.b2clogin.com"

  /// The directory as `docs/WORLD.md` describes it, before anything has happened.
  public static func standardDirectory() -> Directory {
    Directory(
      clouds: [.worldwide, .usGovernment, .china],
      tenants: tenants, users: users, apps: apps, apis: apis, consentGrants: consentGrants)
  }

  // MARK: - Tenants

  private static let tenants: [Tenant] = [
    Tenant(
      id: TenantID.contoso, displayName: "Contoso", kind: .organization, cloudName: "worldwide",
      domains: ["contoso.com", "contoso.onmicrosoft.com"]),
    Tenant(
      id: TenantID.fabrikam, displayName: "Fabrikam", kind: .organization, cloudName: "worldwide",
      domains: ["fabrikam.com", "fabrikam.onmicrosoft.com"]),
    Tenant(
      id: TenantID.consumers, displayName: "Microsoft accounts", kind: .consumers, cloudName: "worldwide",
      domains: ["outlook.com", "hotmail.com", "live.com"]),
    Tenant(
      id: TenantID.contosoFederal, displayName: "Contoso Federal", kind: .organization, cloudName: "usgov",
      domains: ["contosofederal.us"]),
    Tenant(
      id: TenantID.contosoB2C, displayName: "Contoso B2C", kind: .b2c, cloudName: "worldwide",
      domains: ["contosob2c.onmicrosoft.com"], b2cHost: b2cHost, b2cPolicies: [b2cPolicy]),
  ]

  // MARK: - Users

  private static let users: [DirectoryUser] = [
    DirectoryUser(
      objectID: UserObjectID.adele, userPrincipalName: "adele@contoso.com", displayName: "Adele Vance",
      givenName: "Adele", surname: "Vance", password: "Contoso!2019", homeTenantID: TenantID.contoso,
      guestMemberships: [GuestMembership(tenantID: TenantID.fabrikam, objectID: UserObjectID.adeleGuestInFabrikam)]),
    DirectoryUser(
      objectID: UserObjectID.alex, userPrincipalName: "alex@contoso.com", displayName: "Alex Wilber",
      givenName: "Alex", surname: "Wilber", password: "Contoso!2019", homeTenantID: TenantID.contoso,
      isMFARegistered: true),
    DirectoryUser(
      objectID: UserObjectID.megan, userPrincipalName: "megan@contoso.com", displayName: "Megan Bowen",
      givenName: "Megan", surname: "Bowen", password: "Contoso!2019", homeTenantID: TenantID.contoso),
    DirectoryUser(
      objectID: UserObjectID.pat, userPrincipalName: "pat@fabrikam.com", displayName: "Pat Kim",
      givenName: "Pat", surname: "Kim", password: "Fabrikam!2019", homeTenantID: TenantID.fabrikam),
    DirectoryUser(
      objectID: UserObjectID.sam, userPrincipalName: "sam@outlook.com", displayName: "Sam Taylor",
      givenName: "Sam", surname: "Taylor", password: "Outlook!2019", homeTenantID: TenantID.consumers),
    DirectoryUser(
      objectID: UserObjectID.casey, userPrincipalName: "casey@example.org", displayName: "Casey Lee",
      givenName: "Casey", surname: "Lee", password: "B2c!2019", homeTenantID: TenantID.contosoB2C),
    DirectoryUser(
      objectID: UserObjectID.jordan, userPrincipalName: "jordan@contosofederal.us", displayName: "Jordan Diaz",
      givenName: "Jordan", surname: "Diaz", password: "Federal!2019", homeTenantID: TenantID.contosoFederal),
  ]

  // MARK: - Apps

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    UTCTimestamp.midnight(year: year, month: month, day: day)
  }

  /// The family of client ids Microsoft's own apps (Outlook, Authenticator) belong to. As in the real
  /// service, a third-party app cannot join it: Contoso's apps share sign-in through one client id.
  public static let microsoftFamily = "1"

  private static let apps: [AppRegistration] = [
    AppRegistration(
      clientID: ClientID.contosoMail, displayName: "Contoso Mail", homeTenantID: TenantID.contoso,
      redirectURIs: [
        "x-msauth-contosomail://com.contoso.mail", "msauth.com.contoso.mail://auth",
        "msauth://code/msauth.com.contoso.mail%3A%2F%2Fauth",
        // The Contoso Calendar builds that share sign-in with Mail use Mail's client id (lesson 9).
        "msauth.com.contoso.calendar://auth",
      ],
      signInAudience: .myOrganization,
      staticPermissions: [StaticPermission(resourceAppID: APIAppID.graph, scopes: ["User.Read", "Mail.Read"])], createdDate: date(2016, 3, 1)),
    AppRegistration(
      clientID: ClientID.contosoMailTest, displayName: "Contoso Mail (test)", homeTenantID: TenantID.contoso,
      redirectURIs: ["msauth.com.contoso.mail://auth", "http://localhost"], signInAudience: .organizationsAndPersonalAccounts,
      staticPermissions: [
        StaticPermission(resourceAppID: APIAppID.graph, scopes: ["User.Read", "Mail.Read"]),
        StaticPermission(resourceAppID: APIAppID.payroll, scopes: ["Payroll.Read"]),
      ], createdDate: date(2019, 6, 1)),
    AppRegistration(
      clientID: ClientID.contosoCalendar, displayName: "Contoso Calendar", homeTenantID: TenantID.contoso,
      redirectURIs: ["msauth.com.contoso.calendar://auth"], signInAudience: .multipleOrganizations,
      staticPermissions: [StaticPermission(resourceAppID: APIAppID.graph, scopes: ["User.Read", "Calendars.Read"])], createdDate: date(2017, 9, 12)),
    AppRegistration(
      clientID: ClientID.northwindNotes, displayName: "Northwind Notes", homeTenantID: TenantID.fabrikam,
      redirectURIs: ["msauth.com.northwind.notes://auth"], signInAudience: .multipleOrganizations,
      staticPermissions: [StaticPermission(resourceAppID: APIAppID.graph, scopes: ["User.Read"])],
      createdDate: date(2020, 2, 20)),
    AppRegistration(
      clientID: ClientID.microsoftOutlook, displayName: "Microsoft Outlook", homeTenantID: TenantID.consumers,
      redirectURIs: ["msauth.com.microsoft.Outlook://auth"], signInAudience: .organizationsAndPersonalAccounts,
      staticPermissions: [
        StaticPermission(resourceAppID: APIAppID.graph, scopes: ["User.Read", "Mail.Read", "Calendars.Read"])
      ],
      familyID: microsoftFamily, isFirstParty: true, createdDate: date(2015, 1, 29)),
    AppRegistration(
      clientID: ClientID.microsoftAuthenticator, displayName: "Microsoft Authenticator",
      homeTenantID: TenantID.consumers,
      redirectURIs: ["msauth.com.microsoft.azureauthenticator://auth"], signInAudience: .organizationsAndPersonalAccounts,
      staticPermissions: [StaticPermission(resourceAppID: APIAppID.graph, scopes: ["User.Read"])],
      familyID: microsoftFamily, isFirstParty: true, createdDate: date(2015, 6, 1)),
    AppRegistration(
      clientID: ClientID.contosoRewards, displayName: "Contoso Rewards", homeTenantID: TenantID.contosoB2C,
      redirectURIs: ["msauth.com.contoso.rewards://auth"], signInAudience: .myOrganization,
      staticPermissions: [StaticPermission(resourceAppID: APIAppID.rewards, scopes: ["Rewards.Read"])],
      createdDate: date(2021, 4, 15)),
  ]

  // MARK: - APIs

  private static let apis: [ProtectedAPI] = [
    ProtectedAPI(
      appID: APIAppID.graph, displayName: "Microsoft Graph", identifierURI: "https://graph.microsoft.com",
      scopes: [
        PermissionScope("openid", "Sign you in"),
        PermissionScope("profile", "View your basic profile"),
        PermissionScope("email", "View your email address"),
        PermissionScope("offline_access", "Maintain access to data you have given it access to"),
        PermissionScope("User.Read", "Sign you in and read your profile"),
        PermissionScope("Mail.Read", "Read your mail"),
        PermissionScope("Calendars.Read", "Read your calendars"),
        PermissionScope("Directory.Read.All", "Read directory data", requiresAdminConsent: true),
        PermissionScope("Directory.ReadWrite.All", "Read and write directory data", requiresAdminConsent: true),
        PermissionScope("User.RevokeSessions.All", "Revoke all sign in sessions for a user", requiresAdminConsent: true),
      ],
      accessTokenVersion: 1, availableTenantIDs: nil, issuesOpaqueTokensForPersonalAccounts: true),
    ProtectedAPI(
      appID: APIAppID.payroll, displayName: "Contoso Payroll", identifierURI: "https://payroll.contoso.com/",
      scopes: [PermissionScope("Payroll.Read", "Read your payroll statements")],
      accessTokenVersion: 2, availableTenantIDs: [TenantID.contoso]),
    ProtectedAPI(
      appID: APIAppID.rewards, displayName: "Contoso Rewards API",
      identifierURI: "https://contosob2c.onmicrosoft.com/rewards",
      scopes: [PermissionScope("Rewards.Read", "Read your rewards balance")],
      accessTokenVersion: 2, availableTenantIDs: [TenantID.contosoB2C]),
  ]

  // MARK: - Consent

  private static let consentGrants: [ConsentGrant] = [
    // Contoso's administrator consented to Contoso's own apps for everyone in the tenant.
    ConsentGrant(
      tenantID: TenantID.contoso, clientID: ClientID.contosoMail, resourceAppID: APIAppID.graph,
      principal: .allUsers, scopes: ["openid", "profile", "email", "offline_access", "User.Read", "Mail.Read"]),
    ConsentGrant(
      tenantID: TenantID.contoso, clientID: ClientID.contosoCalendar, resourceAppID: APIAppID.graph,
      principal: .allUsers, scopes: ["openid", "profile", "email", "offline_access", "User.Read", "Calendars.Read"]),
    // The test registration, for scripted clients (`workbook serve`'s conformance suite): Contoso's
    // administrator granted its configured permissions (Graph's User.Read and Mail.Read, Contoso
    // Payroll's Payroll.Read) for everyone in Contoso, so a password or device-code sign-in there
    // needs no consent page, and Graph's User.RevokeSessions.All, so a test can revoke its own
    // refresh tokens through Graph. Personal accounts still consent for themselves.
    ConsentGrant(
      tenantID: TenantID.contoso, clientID: ClientID.contosoMailTest, resourceAppID: APIAppID.graph,
      principal: .allUsers,
      scopes: ["openid", "profile", "email", "offline_access", "User.Read", "Mail.Read", "User.RevokeSessions.All"]),
    ConsentGrant(
      tenantID: TenantID.contoso, clientID: ClientID.contosoMailTest, resourceAppID: APIAppID.payroll,
      principal: .allUsers, scopes: ["Payroll.Read"]),
    // B2C apps get their permissions granted by the administrator at registration.
    ConsentGrant(
      tenantID: TenantID.contosoB2C, clientID: ClientID.contosoRewards, resourceAppID: APIAppID.graph,
      principal: .allUsers, scopes: ["openid", "offline_access"]),
    ConsentGrant(
      tenantID: TenantID.contosoB2C, clientID: ClientID.contosoRewards, resourceAppID: APIAppID.rewards,
      principal: .allUsers, scopes: ["Rewards.Read"]),
  ]
}
