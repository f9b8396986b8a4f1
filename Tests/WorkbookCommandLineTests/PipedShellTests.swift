import Foundation
import TestSupport
import Testing

/// `workbook < script.swift`: the shell without a terminal, as scripts and CI use it.
@Suite struct PipedShellTests {
  @Test("each entry's output in order, no prompts, no escape codes; errors on stderr; exit status 0")
  func pipedSession() throws {
    let script = """
      import MSAL
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.account(forUsername: "adele@contoso.com")
      account.identifier == nil
      let parameters = MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com/.default"], account: account)
      application.acquireTokenSilent(with: parameters) { result, error in
        print(result?.account.identifier ?? "no identifier")
      }
      :vars
      """
    let result = try WorkbookBinary.run(
      ["--scenario", "adal-2.6-signed-in"], input: script, environment: ["FORCE_COLOR": "", "TERM": "xterm"])
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("application: MSALPublicClientApplication = ") == true)
    #expect(lines.contains("account: MSALAccount = { username: \"adele@contoso.com\", identifier: nil, environment: \"login.microsoftonline.com\" }"))
    #expect(lines.contains("$R0: Bool = true"))
    #expect(lines.contains("a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"))
    // :vars comes last, after the print inside the completion block.
    #expect(lines.last?.hasPrefix("parameters: MSALSilentTokenParameters = ") == true)
    #expect(!result.output.contains("\u{1B}"))
    #expect(!result.output.contains("> "))
  }

  @Test("a failing entry goes to stderr with its input line; the rest still runs; exit status 1")
  func failingEntry() throws {
    let result = try WorkbookBinary.run([], input: "let scopes = [\"User.Read\"]\nscopes.frist\nprint(scopes.count)\n")
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("2:8: error: value of type '[String]' has no member 'frist'"))
    #expect(result.output.hasSuffix("1\n"))
  }

  @Test("--sign-in-as answers the sign-in page; an unknown user or scenario is refused before starting")
  func signInAsAndValidation() throws {
    let script = WorkbookScripts.interactiveSignIn + "\n"
    let signedIn = try WorkbookBinary.run(["--sign-in-as", "alex@contoso.com"], input: script)
    #expect(signedIn.output.hasSuffix("alex@contoso.com\n"))
    let unknownUser = try WorkbookBinary.run(["--sign-in-as", "mallory@contoso.com"])
    #expect(unknownUser.status != 0)
    #expect(unknownUser.error.contains("no user 'mallory@contoso.com' in the simulated world"))
    let unknownScenario = try WorkbookBinary.run(["--scenario", "yesterday"])
    #expect(unknownScenario.status != 0)
    #expect(unknownScenario.error.contains("unknown scenario 'yesterday'"))
  }

  @Test("a long value's echo shows its first 100 elements and how many more; print shows them all")
  func longEchoesAreShortened() throws {
    let result = try WorkbookBinary.run([], input: "let numbers = Array(0..<1_000)\nprint(numbers.last!, String(describing: numbers).count)\n")
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("numbers: [Int] = [0, 1, 2, ") == true)
    #expect(lines.first?.hasSuffix(", 98, 99, … 900 more]") == true, "\(lines.first ?? "")")
    let full = (0..<1_000).map(String.init).joined(separator: ", ")
    #expect(lines.last == "999 \(full.count + 2)")
  }
}
