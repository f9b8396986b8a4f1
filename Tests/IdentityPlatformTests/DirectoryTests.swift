import Foundation
import IdentityPlatform
import Testing

@Suite("The directory: docs/WORLD.md's identities, and administration at run time")
struct DirectoryTests {
  @Test("the standard world has docs/WORLD.md's tenants, users and apps with their exact ids")
  func standardWorld() throws {
    let directory = World.standardDirectory()
    #expect(directory.tenant(named: "contoso.com", in: .worldwide)?.id == "c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b")
    #expect(directory.user(username: "ADELE@contoso.com")?.objectID == "a11ce000-0000-4000-8000-0000000000a1")
    #expect(directory.user(username: "adele@contoso.com")?.objectID(inTenant: World.TenantID.fabrikam) == "a11ce000-0000-4000-8000-0000000000f1")
    #expect(directory.user(username: "alex@contoso.com")?.isMFARegistered == true)
    #expect(directory.app(clientID: "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d")?.redirectURIs.contains("msauth.com.contoso.mail://auth") == true)
    #expect(directory.app(clientID: World.ClientID.contosoMail)?.staticPermissions.first?.scopes == ["User.Read", "Mail.Read"])
    #expect(directory.api(identifier: "https://payroll.contoso.com/")?.appID == World.APIAppID.payroll)
    #expect(directory.api(identifier: "https://payroll.contoso.com") == nil)
    #expect(directory.cloud(forHost: "login.usgovcloudapi.net")?.name == "usgov")
    #expect(directory.b2cTenant(forHost: "contosob2c.b2clogin.com")?.b2cPolicies == ["B2C_1_signupsignin"])
  }

  @Test("adding a user makes them able to sign in")
  func addUser() throws {
    let platform = IdentityPlatform()
    try platform.directory.addUser(
      DirectoryUser(
        objectID: "11111111-0000-4000-8000-000000000001", userPrincipalName: "lee@contoso.com", displayName: "Lee Gu",
        givenName: "Lee", surname: "Gu", password: "Contoso!2019", homeTenantID: World.TenantID.contoso))
    let body = try MSALWireClient(platform: platform).acquireInteractively(as: "lee@contoso.com", scopes: ["User.Read"])
    #expect(try claims(of: body["id_token"])["name"] == "Lee Gu")
  }

  @Test("administration refuses what the real directory refuses", arguments: [
    ("megan@contoso.com", "adele@contoso.com", DirectoryError.usernameTaken("adele@contoso.com")),
    ("megan@contoso.com", "megan@northwind.com", DirectoryError.unverifiedDomain("northwind.com", tenant: "Contoso")),
    ("nobody@contoso.com", "x@contoso.com", DirectoryError.unknownUser("nobody@contoso.com")),
    ("megan@contoso.com", "megan", DirectoryError.invalidValue("'megan' is not of the form name@domain")),
  ])
  func refusals(from: String, to: String, expected: DirectoryError) {
    var directory = World.standardDirectory()
    #expect(throws: expected) { try directory.renameUser(from, to: to) }
  }

  @Test("a duplicate user is refused, and errors read as sentences")
  func duplicateUser() {
    var directory = World.standardDirectory()
    let copy = DirectoryUser(
      objectID: "22222222-0000-4000-8000-000000000002", userPrincipalName: "alex@contoso.com", displayName: "",
      givenName: "", surname: "", password: "x", homeTenantID: World.TenantID.contoso)
    #expect(throws: DirectoryError.usernameTaken("alex@contoso.com")) { try directory.addUser(copy) }
    #expect("\(DirectoryError.usernameTaken("alex@contoso.com"))" == "another user already signs in as 'alex@contoso.com'")
  }

  @Test("the summary lists every user and app")
  func summary() {
    let text = World.standardDirectory().summary()
    for name in ["adele@contoso.com", "jordan@contosofederal.us", "Contoso Mail (test)", "https://payroll.contoso.com/", "B2C_1_signupsignin"] {
      #expect(text.contains(name), "summary lacks \(name)")
    }
  }

  @Test("the summary shows each user's password (the world is simulated) and fits a width without breaking ids")
  func summaryForATerminal() {
    let directory = World.standardDirectory()
    #expect(directory.summary().contains("  Adele Vance  adele@contoso.com         Contoso!2019"))
    for width in [60, 80, 100, 120] {
      let text = directory.summary(width: width)
      for line in text.split(separator: "\n") { #expect(line.count <= width, "\(width): \(line)") }
      for id in ["a11ce000-0000-4000-8000-0000000000a1", "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", "Contoso!2019"] {
        #expect(text.contains(id), "\(width) columns: \(id) is broken or missing")
      }
    }
  }

  @Test("the summary lists each registration's static permissions and who has consented to what, consent given later too")
  func summaryShowsPermissionsAndConsent() {
    var directory = World.standardDirectory()
    let before = directory.summary()
    #expect(before.contains("Microsoft Graph: User.Read, Mail.Read"), "Contoso Mail's static permissions")
    #expect(before.contains("Contoso Mail         Microsoft Graph      an administrator, for all users  Mail.Read, User.Read"))
    #expect(before.contains("Contoso Mail (test)  Contoso Payroll      an administrator, for all users  Payroll.Read"))
    #expect(!before.contains("adele@contoso.com, for themselves"))
    directory.grantConsent(
      tenantID: World.TenantID.contoso, clientID: World.ClientID.contosoMail, resourceAppID: World.APIAppID.payroll,
      principal: .user(objectID: World.UserObjectID.adele), scopes: ["Payroll.Read"])
    let after = directory.summary()
    #expect(after.contains("Contoso Payroll"))
    #expect(after.contains("adele@contoso.com, for themselves  Payroll.Read"))
  }
}
