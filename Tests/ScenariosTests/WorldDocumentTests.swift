import Device
import Foundation
import IdentityPlatform
import Scenarios
import Testing

/// Keeps `docs/WORLD.md` and the code in step: each table of the document against what the code builds.
///
/// Every check runs both ways: what the code has must be listed in the document with the same
/// values, and what the document lists must exist in the code. The expected values are always
/// enumerated from the code (`World.standardDirectory()`, `KnownApps`, `Scenario.allCases`), never
/// written down here.
@Suite("docs/WORLD.md describes the world the code builds")
struct WorldDocumentTests {
  private let directory = World.standardDirectory()

  // MARK: - The directory

  @Test("Clouds: every cloud with its host, aliases, cache host and Graph host")
  func clouds() throws {
    let rows = directory.clouds.map { cloud in
      CodeRow(
        cloud.name,
        [
          ("host", cloud.host), ("aliases", list(cloud.aliases)), ("preferred cache host", cloud.preferredCacheHost),
          ("Graph host", cloud.graphHost),
        ])
    }
    try check("Clouds", keyedBy: ["cloud"], against: rows, naming: "cloud")
  }

  @Test("Tenants: every tenant with its kind, cloud, tenant id, domains and B2C host and user flows")
  func tenants() throws {
    let rows = directory.tenants.map { tenant in
      CodeRow(
        tenant.displayName,
        [
          ("kind", tenant.kind.rawValue), ("cloud", tenant.cloudName), ("tenant id", tenant.id),
          ("domains", list(tenant.domains)), ("B2C host", tenant.b2cHost ?? nothing),
          ("B2C user flows", list(tenant.b2cPolicies)),
        ])
    }
    try check("Tenants", keyedBy: ["tenant"], against: rows, naming: "tenant")
  }

  @Test("Users: every user with display name, password, object id, home tenant, MFA and enabled state")
  func users() throws {
    let rows = directory.users.map { user in
      CodeRow(
        user.userPrincipalName,
        [
          ("user", user.displayName), ("password", user.password), ("object id (oid)", user.objectID),
          ("home tenant", tenantName(user.homeTenantID)), ("MFA registered", yesNo(user.isMFARegistered)),
          ("enabled", yesNo(user.isEnabled)),
        ])
    }
    try check("Users", keyedBy: ["username (UPN)"], against: rows, naming: "user")
  }

  @Test("Guest memberships: every B2B guest identity with its object id in the host tenant")
  func guestMemberships() throws {
    let rows = directory.users.flatMap { (user: DirectoryUser) -> [CodeRow] in
      user.guestMemberships.map { guest in
        CodeRow(
          key(user.userPrincipalName, tenantName(guest.tenantID)), [("guest object id", guest.objectID)])
      }
    }
    try check("Guest memberships", keyedBy: ["user", "host tenant"], against: rows, naming: "guest membership")
  }

  @Test("App registrations: every app with its client id, device identity, audience, redirect URIs and family")
  func appRegistrations() throws {
    let rows = directory.apps.map { (app: AppRegistration) -> CodeRow in
      // The device knows apps by bundle id, the platform by client id: they meet by display name.
      let installable = KnownApps.all.first { $0.displayName == app.displayName }
      return CodeRow(
        app.displayName,
        [
          ("client id", app.clientID), ("bundle id", installable?.bundleID ?? nothing),
          ("team id", installable?.teamID ?? nothing), ("home tenant", tenantName(app.homeTenantID)),
          ("sign-in audience", app.signInAudience.rawValue), ("redirect URIs", list(app.redirectURIs)),
          ("family", app.familyID ?? nothing), ("first-party", yesNo(app.isFirstParty)),
          ("created", utcDay(app.createdDate)),
        ])
    }
    try check("App registrations", keyedBy: ["app"], against: rows, naming: "app registration")
  }

  @Test("Static permissions: what /.default yields for every app, API by API")
  func staticPermissions() throws {
    let rows = directory.apps.flatMap { (app: AppRegistration) -> [CodeRow] in
      app.staticPermissions.map { permission in
        CodeRow(key(app.displayName, apiName(permission.resourceAppID)), [("scopes", list(permission.scopes))])
      }
    }
    try check("Static permissions", keyedBy: ["app", "API"], against: rows, naming: "static permission")
  }

  @Test("Families of client ids: every family with exactly the apps that belong to it")
  func families() throws {
    let familyIDs = Set(directory.apps.compactMap(\.familyID)).sorted()
    let rows = familyIDs.map { familyID in
      CodeRow(familyID, [("members", list(directory.apps.filter { $0.familyID == familyID }.map(\.displayName)))])
    }
    try check(
      "Families of client ids", keyedBy: ["family"], against: rows, naming: "family of client ids",
      unordered: ["members"])
  }

  @Test("APIs: every API with its app id, resource, token version, tenants, scopes and admin-only scopes")
  func apis() throws {
    let rows = directory.apis.map { (api: ProtectedAPI) -> CodeRow in
      let availability = api.availableTenantIDs.map { ids in list(ids.map { tenantName($0) }) } ?? "every tenant"
      return CodeRow(
        api.displayName,
        [
          ("app id", api.appID), ("resource (App ID URI)", api.identifierURI),
          ("token version", String(api.accessTokenVersion)), ("available in", availability),
          ("scopes", list(api.scopes.map(\.value))),
          ("admin consent", list(api.scopes.filter(\.requiresAdminConsent).map(\.value))),
          ("opaque for personal accounts", yesNo(api.issuesOpaqueTokensForPersonalAccounts)),
        ])
    }
    try check("APIs", keyedBy: ["API"], against: rows, naming: "API")
  }

  @Test("Consent: every grant the world starts with, its principal and scopes")
  func consent() throws {
    let rows = directory.consentGrants.map { (grant: ConsentGrant) -> CodeRow in
      let principal: String
      switch grant.principal {
      case .allUsers: principal = "all users"
      case .user(let objectID): principal = "user \(objectID)"
      }
      return CodeRow(
        key(tenantName(grant.tenantID), appName(grant.clientID), apiName(grant.resourceAppID), principal),
        [("scopes", list(grant.scopes.sorted()))])
    }
    try check(
      "Consent granted at the start", keyedBy: ["tenant", "app", "API", "principal"], against: rows,
      naming: "consent grant", unordered: ["scopes"])
  }

  // MARK: - The device

  @Test("Apps on the device: every known app build with its bundle id, team, keychain groups and schemes")
  func deviceApps() throws {
    // `KnownApps.all` leaves out the ADAL builds of Contoso Mail and Contoso Calendar, which only the
    // scenarios install, and Mail's macOS build, which lives on the Mac.
    let builds = KnownApps.all + [KnownApps.contosoMailADAL, KnownApps.contosoCalendarADAL, KnownApps.contosoMailMac]
    let rows = builds.map { app in
      CodeRow(
        key(app.displayName, app.version + (app == KnownApps.contosoMailMac ? " (macOS)" : "")),
        [
          ("bundle id", app.bundleID), ("team id", app.teamID), ("keychain access groups", list(app.keychainAccessGroups)),
          ("URL schemes", list(app.urlSchemes)), ("queries schemes", list(app.queriesSchemes)),
          ("scene manifest", app.usesScenes ? "yes" : "no"), ("links", list(app.linkedLibraries.map(\.description))),
        ])
    }
    try check("Apps on the device", keyedBy: ["app", "version"], against: rows, naming: "device app")
  }

  @Test("Keychain groups: MSAL's default group on each platform")
  func keychainGroups() throws {
    // `SimulatedDevice.Platform` is not `CaseIterable`; these are all of its cases.
    let platforms: [SimulatedDevice.Platform] = [.iOS, .macOS]
    let rows = platforms.map { platform in
      CodeRow(platform.rawValue, [("default keychain group", platform.defaultKeychainGroup)])
    }
    try check("Keychain groups", keyedBy: ["platform"], against: rows, naming: "platform")
  }

  // MARK: - Scenarios and policies

  @Test("Scenarios: every scenario, by name, with the summary the shell prints")
  func scenarios() throws {
    let rows = Scenario.allCases.map { scenario in CodeRow(scenario.rawValue, [("summary", scenario.summary)]) }
    try check("Scenarios", keyedBy: ["scenario"], against: rows, naming: "scenario")
  }

  @Test("Conditional Access policies: the presets' policy ids and users")
  func policies() throws {
    // The presets are static properties, which the code cannot enumerate.
    let presets: [(name: String, scope: PolicyScope)] = [
      ("mfaForAlex", ConditionalAccessPolicies.mfaForAlex),
      ("compliantDeviceForEveryone", ConditionalAccessPolicies.compliantDeviceForEveryone),
    ]
    let rows = presets.map { (preset: (name: String, scope: PolicyScope)) -> CodeRow in
      let users = preset.scope.userObjectIDs.map { ids in
        list(ids.map { directory.user(objectID: $0)?.userPrincipalName ?? $0 }.sorted())
      }
      return CodeRow(preset.name, [("policy id", preset.scope.policyID), ("users", users ?? "everyone")])
    }
    try check("Conditional Access policies", keyedBy: ["preset"], against: rows, naming: "policy", unordered: ["users"])
  }

  // MARK: - The document itself

  @Test("every source path the document cites exists")
  func citedPaths() throws {
    let document = try WorldDocument.load()
    let cited = document.codeSpans.filter { $0.hasPrefix("Sources/") || $0.hasPrefix("Tests/") }
    #expect(!cited.isEmpty, "docs/WORLD.md cites no file of the code")
    for path in Set(cited).sorted() {
      let url = WorldDocument.packageRoot.appendingPathComponent(path)
      #expect(FileManager.default.fileExists(atPath: url.path), "docs/WORLD.md cites \(path), which does not exist")
    }
  }

  @Test("the table reader finds a section's table, strips backticks and splits cells")
  func tableReader() throws {
    let document = WorldDocument(
      text: """
        # Title

        ## Other
        | a | b |
        |---|---|
        | 1 | 2 |

        ## Wanted

        Some text.

        | name | values |
        |:---|---:|
        | `x` | `p`, `q` |
        | y | — |

        ## After
        | c |
        |---|
        | 3 |
        """)
    let table = try document.table(under: "Wanted")
    #expect(table.columns == ["name", "values"])
    let names = table.rows.map { $0["name"] }
    let values = table.rows.map { $0["values"] }
    #expect(names == ["x", "y"])
    #expect(values == ["p, q", "—"])
    #expect(items(of: values[0]) == ["p", "q"] && items(of: values[1]).isEmpty)
    #expect(throws: DocumentError.self) { try document.table(under: "Missing") }
  }

  // MARK: - Comparing

  /// Compares the table under `## heading` with `codeRows`, both ways, recording one issue per difference.
  ///
  /// A document row's key is its `keyColumns` cells joined by ` / `, as ``key(_:)`` joins the code's.
  private func check(
    _ heading: String, keyedBy keyColumns: [String], against codeRows: [CodeRow], naming thing: String,
    unordered: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let table = try WorldDocument.load().table(under: heading)
    let place = "docs/WORLD.md (## \(heading))"
    var neededColumns = keyColumns
    for row in codeRows {
      for cell in row.cells where !neededColumns.contains(cell.column) { neededColumns.append(cell.column) }
    }
    let missingColumns = neededColumns.filter { !table.columns.contains($0) }
    guard missingColumns.isEmpty else {
      Issue.record(
        "\(place) has no column \(missingColumns.joined(separator: ", ")); its columns: \(table.columns.joined(separator: ", "))",
        sourceLocation: sourceLocation)
      return
    }

    var documented: [String: MarkdownTable.Row] = [:]
    for row in table.rows {
      let rowKey = key(keyColumns.map { row[$0] })
      if documented[rowKey] != nil {
        Issue.record("\(place) lists \(thing) \(rowKey) twice (line \(row.line))", sourceLocation: sourceLocation)
      }
      documented[rowKey] = row
    }

    var codeKeys = Set<String>()
    for codeRow in codeRows {
      if !codeKeys.insert(codeRow.key).inserted {
        Issue.record(
          "the code has two of \(thing) \(codeRow.key); the document cannot tell them apart", sourceLocation: sourceLocation)
      }
      guard let row = documented[codeRow.key] else {
        Issue.record("the code has \(thing) \(codeRow.key), but \(place) does not list it", sourceLocation: sourceLocation)
        continue
      }
      for cell in codeRow.cells {
        let stated = row[cell.column]
        let agrees =
          unordered.contains(cell.column)
          ? items(of: stated).sorted() == items(of: cell.value).sorted() : stated == cell.value
        if !agrees {
          let listing = "\(place), line \(row.line), lists \(thing) \(codeRow.key)"
          Issue.record(
            "\(listing) with \(cell.column) '\(stated)', the code has '\(cell.value)'", sourceLocation: sourceLocation)
        }
      }
    }
    for row in table.rows {
      let rowKey = key(keyColumns.map { row[$0] })
      if !codeKeys.contains(rowKey) {
        Issue.record(
          "\(place), line \(row.line), lists \(thing) \(rowKey), but the code has no such \(thing)",
          sourceLocation: sourceLocation)
      }
    }
  }

  // MARK: - Values as the document writes them

  /// The name of the tenant with `id`, as the tables refer to tenants (the id itself when unknown).
  private func tenantName(_ id: String) -> String {
    directory.tenant(id: id)?.displayName ?? id
  }

  /// The display name of the app with `clientID` (the client id itself when unknown).
  private func appName(_ clientID: String) -> String {
    directory.app(clientID: clientID)?.displayName ?? clientID
  }

  /// The display name of the API with `appID` (the app id itself when unknown).
  private func apiName(_ appID: String) -> String {
    directory.api(appID: appID)?.displayName ?? appID
  }
}

/// What the document writes in a cell that has no value.
private let nothing = "—"

/// A list cell: the values separated by `, `, or ``nothing`` when there are none.
private func list(_ values: [String]) -> String {
  values.isEmpty ? nothing : values.joined(separator: ", ")
}

/// The values of a list cell (none for ``nothing``).
private func items(of cell: String) -> [String] {
  cell == nothing || cell.isEmpty ? [] : cell.components(separatedBy: ", ")
}

/// A yes/no cell.
private func yesNo(_ value: Bool) -> String {
  value ? "yes" : "no"
}

/// The key of a row whose identity takes several cells: the cells joined by ` / `.
private func key(_ parts: String...) -> String {
  key(parts)
}

/// The key of a row whose identity takes several cells: the cells joined by ` / `.
private func key(_ parts: [String]) -> String {
  parts.joined(separator: " / ")
}

/// `date`'s calendar day in UTC, as `2016-03-01`.
private func utcDay(_ date: Date) -> String {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
  let parts = calendar.dateComponents([.year, .month, .day], from: date)
  func padded(_ number: Int?, to width: Int) -> String {
    let digits = String(number ?? 0)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
  return "\(padded(parts.year, to: 4))-\(padded(parts.month, to: 2))-\(padded(parts.day, to: 2))"
}

/// One thing the code builds, as a row of the document would describe it.
private struct CodeRow {
  /// What identifies it in the document (the key columns' cells, joined by ` / `).
  let key: String
  /// The other cells, by column name, written as the document writes them.
  let cells: [(column: String, value: String)]

  init(_ key: String, _ cells: [(column: String, value: String)]) {
    self.key = key
    self.cells = cells
  }
}

// MARK: - Reading the document

/// Why the document could not be read as the test expects.
private struct DocumentError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// One Markdown table: its header cells and its rows.
private struct MarkdownTable {
  /// One row of the table.
  struct Row {
    /// The 1-based line of the document the row is on.
    let line: Int
    /// The cells by column name.
    let values: [String: String]

    /// The cell in `column`, or an empty string when the table has no such column.
    subscript(_ column: String) -> String {
      values[column] ?? ""
    }
  }

  /// The header cells.
  let columns: [String]
  /// The rows below the separator.
  let rows: [Row]
}

/// `docs/WORLD.md` as lines, with a reader for the table of each `##` section.
private struct WorldDocument {
  /// The package's root folder: two folders up from this file is `Tests/`, and the root is above it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/ScenariosTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package root

  /// The document's lines, without line terminators.
  let lines: [String]

  /// Reads a document from its text.
  init(text: String) {
    lines = text.components(separatedBy: "\n").map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
  }

  /// Reads `docs/WORLD.md` from the package.
  static func load() throws -> WorldDocument {
    let url = packageRoot.appendingPathComponent("docs/WORLD.md")
    do {
      return WorldDocument(text: try String(contentsOf: url, encoding: .utf8))
    } catch {
      throw DocumentError("cannot read docs/WORLD.md at \(url.path): \(error)")
    }
  }

  /// Every `code span` of the document, backticks removed.
  var codeSpans: [String] {
    lines.flatMap { line in
      line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map { $0.element }
    }
  }

  /// The first table of the section headed `## heading` (before the next `##` heading).
  func table(under heading: String) throws -> MarkdownTable {
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "## " + heading }) else {
      throw DocumentError("docs/WORLD.md has no section '## \(heading)'")
    }
    var index = start + 1
    while index < lines.count, !isHeading(lines[index]), !isTableLine(lines[index]) { index += 1 }
    guard index < lines.count, isTableLine(lines[index]) else {
      throw DocumentError("docs/WORLD.md's section '## \(heading)' has no table")
    }
    let columns = cells(of: lines[index])
    index += 1
    guard index < lines.count, isTableLine(lines[index]), isSeparator(cells(of: lines[index])) else {
      throw DocumentError("docs/WORLD.md's table under '## \(heading)' has no |---| line below its header (line \(index + 1))")
    }
    index += 1
    var rows: [MarkdownTable.Row] = []
    while index < lines.count, isTableLine(lines[index]) {
      let values = cells(of: lines[index])
      guard values.count == columns.count else {
        throw DocumentError(
          "docs/WORLD.md line \(index + 1) (## \(heading)) has \(values.count) cells under \(columns.count) columns")
      }
      rows.append(
        MarkdownTable.Row(line: index + 1, values: Dictionary(zip(columns, values), uniquingKeysWith: { first, _ in first })))
      index += 1
    }
    return MarkdownTable(columns: columns, rows: rows)
  }

  /// Whether `line` starts a section of the same or a higher level (`#` or `##`).
  private func isHeading(_ line: String) -> Bool {
    line.hasPrefix("# ") || line.hasPrefix("## ")
  }

  /// Whether `line` is a row of a table.
  private func isTableLine(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
  }

  /// Whether `cells` are the `|---|:---:|` line below a header.
  private func isSeparator(_ cells: [String]) -> Bool {
    !cells.isEmpty && cells.allSatisfy { cell in !cell.isEmpty && cell.allSatisfy { $0 == "-" || $0 == ":" } }
  }

  /// The cells of a table line, trimmed, with backticks removed.
  private func cells(of line: String) -> [String] {
    var text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("|") { text.removeFirst() }
    if text.hasSuffix("|") { text.removeLast() }
    return text.split(separator: "|", omittingEmptySubsequences: false).map { cell in
      String(cell).replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
    }
  }
}
