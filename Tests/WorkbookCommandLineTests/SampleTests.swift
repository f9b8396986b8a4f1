import Foundation
import TestSupport
import Testing

/// The Contoso Mail samples (`Samples/`): each executable runs and prints its story; each sample's
/// auth file, loaded in the piped shell in the same world, prints exactly what the executable prints;
/// the branches the story does not take (interaction required, other errors) work in the shell.
@Suite("Samples")
struct SampleTests {
  /// Adele's MSAL account identifier (`<oid>.<home tenant id>`, docs/WORLD.md).
  static let adeleIdentifier = "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
  /// The shell options of the world both executables set up.
  static let worldOptions = ["--scenario", "adal-2.6-signed-in", "--sign-in-as", "adele@contoso.com"]

  // MARK: - The executables

  @Test("ContosoMailMSAL finds the ADAL user by username, gets a token silently, saves the identifier, then uses it")
  func msalExecutable() throws {
    let result = try SampleProgram.run("ContosoMailMSAL")
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = SampleProgram.lines(result.output)
    let silentSuccess =
      "  → a token for adele@contoso.com, scopes [\"https://graph.microsoft.com/Mail.Read\", "
      + "\"https://graph.microsoft.com/User.Read\", \"profile\", \"openid\", \"email\"], no sign-in page"
    let silentCall =
      "acquireTokenSilent(with: MSALSilentTokenParameters(scopes: [\"https://graph.microsoft.com/Mail.Read\"], account: adele@contoso.com))"
    SampleProgram.expectInOrder(
      [
        "account(forUsername: \"adele@contoso.com\")",
        "  → account adele@contoso.com, identifier nil",
        silentCall,
        silentSuccess,
        "  saved account.identifier \"\(Self.adeleIdentifier)\" in the settings",
        "account(forIdentifier: \"\(Self.adeleIdentifier)\")",
        "  → account adele@contoso.com, identifier \(Self.adeleIdentifier)",
        silentCall,
        silentSuccess,
        "remove(adele@contoso.com)",
        "  → removed",
        "no account: the sign-in page is needed",
      ], in: lines)
    // The ADAL user is upgraded without the sign-in page: the first interactive call comes after sign-out.
    let firstPrompt = lines.firstIndex { $0.hasPrefix("acquireToken(with:") }
    let signOut = lines.firstIndex(of: "remove(adele@contoso.com)")
    #expect(firstPrompt != nil && signOut != nil && firstPrompt! > signOut!)
    #expect(lines.last { !$0.isEmpty } == "  the mailbox loads")
  }

  @Test("ContosoMailADAL gets a Graph token silently for the saved userId, signs out, and signs in with AD_PROMPT_AUTO")
  func adalExecutable() throws {
    let result = try SampleProgram.run("ContosoMailADAL")
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = SampleProgram.lines(result.output)
    let clientId = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
    let silentCall =
      "acquireTokenSilent(withResource: \"https://graph.microsoft.com\", clientId: \"\(clientId)\", "
      + "redirectUri: x-msauth-contosomail://com.contoso.mail, userId: \"adele@contoso.com\")"
    let silentSuccess = "  → AD_SUCCEEDED: an access token for https://graph.microsoft.com (user adele@contoso.com), no sign-in page"
    SampleProgram.expectInOrder(
      [
        silentCall,
        silentSuccess,
        "ADKeychainTokenCache.defaultKeychain().removeAll(forUserId: \"adele@contoso.com\", clientId: \"\(clientId)\", error: &error)",
        "  → true",
        "ADAL cache items for Contoso Mail after: 0",
        "acquireToken(withResource: \"https://graph.microsoft.com\", clientId: \"\(clientId)\", "
          + "redirectUri: x-msauth-contosomail://com.contoso.mail, promptBehavior: AD_PROMPT_AUTO, userId: nil, extraQueryParameters: nil)",
        "  → AD_SUCCEEDED: adele@contoso.com is signed in; a token for https://graph.microsoft.com",
        "  saved userId \"adele@contoso.com\" in the settings",
        silentCall,
        silentSuccess,
      ], in: lines)
    let before = lines.first { $0.hasPrefix("ADAL cache items for Contoso Mail before: ") }
    let count = before.flatMap { Int($0.dropFirst("ADAL cache items for Contoso Mail before: ".count)) }
    #expect((count ?? 0) > 0, "sign-out had nothing to remove: \(before ?? "no count printed")")
  }

  @Test("SharedSignIn: Calendar (ADAL 2.7) saves the homeAccountId, Mail (MSAL) finds Adele by it; Megan's MSAL sign-in serves Calendar; sign-out is shared")
  func sharedSignInExecutable() throws {
    let result = try SampleProgram.run("SharedSignIn")
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = SampleProgram.lines(result.output)
    let calendarSilent = { (user: String) in
      "acquireTokenSilent(withResource: \"https://graph.microsoft.com\", clientId: \"4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d\", "
        + "redirectUri: msauth.com.contoso.calendar://auth, userId: \"\(user)\")"
    }
    let megan = "9e9a0000-0000-4000-8000-0000000000a3.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
    SampleProgram.expectInOrder(
      [
        calendarSilent("adele@contoso.com"),
        "  → AD_SUCCEEDED: a token for adele@contoso.com, no sign-in page",
        "  Contoso Calendar saved userId \"adele@contoso.com\" and homeAccountId \"\(Self.adeleIdentifier)\" in the App Group",
        "account(forIdentifier: \"\(Self.adeleIdentifier)\")",
        "  → adele@contoso.com",
        "  → a token for adele@contoso.com, no sign-in page",
        "remove(adele@contoso.com)",
        "  → megan@contoso.com signed in on the sign-in page",
        "  Contoso Mail saved userId \"megan@contoso.com\" and homeAccountId \"\(megan)\" in the App Group",
        calendarSilent("megan@contoso.com"),
        "  → AD_SUCCEEDED: a token for megan@contoso.com, no sign-in page",
        calendarSilent("adele@contoso.com"),
        "  → AD_FAILED: ADAuthenticationErrorDomain 200 (AD_ERROR_SERVER_USER_INPUT_NEEDED)",
      ], in: lines)
    #expect(lines.filter { $0.hasPrefix("acquireToken(with:") }.count == 1, "one sign-in page in the whole story: Megan's")
  }

  // MARK: - The same code in the shell

  @Test("loaded in the piped shell and called, each sample prints what its executable prints", arguments: ["ContosoMailADAL", "ContosoMailMSAL"])
  func shellFidelity(sample: String) throws {
    let native = try SampleProgram.run(sample)
    #expect(native.status == 0)
    let shell = try WorkbookBinary.run(Self.worldOptions, input: ":load \(SampleProgram.authFile(sample))\nrunMailSample()\n")
    #expect(shell.status == 0)
    #expect(shell.error == "")
    #expect(!native.output.isEmpty)
    #expect(shell.output == native.output)
  }

  @Test("SharedSignIn's four files, loaded in the piped shell in its world, print what the executable prints")
  func sharedSignInShellFidelity() throws {
    let native = try SampleProgram.run("SharedSignIn")
    #expect(native.status == 0)
    let loads = ["AppGroupSettings", "CalendarAuthentication", "MailAuthentication", "Story"].map {
      ":load \(SampleProgram.file("SharedSignIn", "\($0).swift"))"
    }
    let shell = try WorkbookBinary.run(
      ["--scenario", "adal-2.7-calendar-signed-in", "--sign-in-as", "adele@contoso.com"],
      input: (loads + ["runSharedSignInSample()"]).joined(separator: "\n") + "\n")
    #expect(shell.status == 0)
    #expect(shell.error == "")
    #expect(!native.output.isEmpty)
    #expect(shell.output == native.output)
  }

  // MARK: - Branches the story does not take

  @Test("MSAL sample: a refused refresh token (91 days later) is interactionRequired, so acquireToken runs")
  func msalInteractionRequired() throws {
    let lines = try Self.shellSession(
      "ContosoMailMSAL",
      [
        "let authentication = try MailAuthentication(settings: MailSettings(adalUserId: \"adele@contoso.com\", accountIdentifier: nil), presentingViewController: UIViewController())",
        ":clock +91d",
        "authentication.mailToken { result in print(result == nil ? \"no token\" : \"token\") }",
      ])
    SampleProgram.expectInOrder(
      [
        "  → MSALErrorDomain -50002 (interactionRequired)",
        "  interaction required: the sign-in page is needed",
        "  saved account.identifier \"\(Self.adeleIdentifier)\" in the settings",
        "token",
      ], in: lines)
    #expect(lines.contains { $0.hasPrefix("acquireToken(with:") })
  }

  @Test("MSAL sample: another error (offline, token expired) does not show the sign-in page")
  func msalOtherError() throws {
    let lines = try Self.shellSession(
      "ContosoMailMSAL",
      [
        "let authentication = try MailAuthentication(settings: MailSettings(adalUserId: \"adele@contoso.com\", accountIdentifier: nil), presentingViewController: UIViewController())",
        ":fault offline",
        ":clock +2h",
        "authentication.mailToken { result in print(result == nil ? \"no token\" : \"token\") }",
      ])
    SampleProgram.expectInOrder(["  another error: the app shows it and lets the user retry", "no token"], in: lines)
    #expect(!lines.contains { $0.hasPrefix("acquireToken(with:") })
  }

  @Test("ADAL sample: a refused refresh token makes the silent call fail with AD_ERROR_SERVER_USER_INPUT_NEEDED")
  func adalUserInputNeeded() throws {
    let lines = try Self.shellSession(
      "ContosoMailADAL",
      [
        "let authentication = MailAuthentication(settings: MailSettings(signedInUserId: \"adele@contoso.com\"))!",
        ":clock +91d",
        "authentication.mailToken { token in print(token == nil ? \"no token\" : \"token\") }",
      ])
    SampleProgram.expectInOrder(
      [
        "  → AD_FAILED: ADAuthenticationErrorDomain 200 (AD_ERROR_SERVER_USER_INPUT_NEEDED), protocolCode invalid_grant",
        "  the user has to sign in again: the app shows the Sign In button",
        "no token",
      ], in: lines)
  }

  /// Loads `sample`'s auth file in the piped shell (the samples' world), then types `entries`;
  /// the output's lines (after checking the session went without errors).
  private static func shellSession(_ sample: String, _ entries: [String]) throws -> [String] {
    let input = ([":load \(SampleProgram.authFile(sample))"] + entries).joined(separator: "\n") + "\n"
    let result = try WorkbookBinary.run(worldOptions, input: input)
    #expect(result.status == 0)
    #expect(result.error == "")
    return SampleProgram.lines(result.output)
  }
}

/// A sample's executable (built next to `workbook`) and its source.
enum SampleProgram {
  /// Runs the executable `name` with no input; its exit status, standard output and standard error.
  static func run(_ name: String) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = try WorkbookBinary.url.deletingLastPathComponent().appendingPathComponent(name)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
  }

  /// The absolute path of `Samples/<sample>/MailAuthentication.swift` in this checkout.
  static func authFile(_ sample: String) -> String {
    file(sample, "MailAuthentication.swift")
  }

  /// The absolute path of `Samples/<sample>/<name>` in this checkout.
  static func file(_ sample: String, _ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples/\(sample)/\(name)").path
  }

  /// `text` as lines.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Records an issue unless every line of `expected` is a whole line of `lines`, in that order.
  static func expectInOrder(_ expected: [String], in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var position = lines.startIndex
    for line in expected {
      guard let found = lines[position...].firstIndex(of: line) else {
        Issue.record("missing (in order): \(line)\n--- output\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return
      }
      position = found + 1
    }
  }
}
