import SwiftScript
import Testing

/// Tab completion over the real bindings: what a learner sees after `application.` and inside calls.
@Suite struct CompletionWithBindingsTests {
  @Test func applicationMembersAndLookupLabels() throws {
    let harness = try ScriptHarness(.adal26SignedIn)
    harness.lines("let application = try MSALPublicClientApplication(configuration: workbookConfig)")
    let interpreter = harness.interpreter!
    let acquire = interpreter.completions(for: "application.acq", cursor: 15)
    #expect(acquire.candidates.map(\.text) == ["acquireToken(", "acquireTokenSilent("])
    let silent = try #require(acquire.candidates.last?.detail)
    #expect(silent.contains("acquireTokenSilent(with:completionBlock:)"))
    let labels = interpreter.completions(for: "try application.account(for", cursor: 27).candidates.map(\.text)
    #expect(labels == ["forIdentifier: ", "forUsername: "])
    let accountMembers = interpreter.completions(for: "try application.account(forUsername: \"adele@contoso.com\").", cursor: 59)
    #expect(accountMembers.candidates.map(\.text).contains("identifier"))
    #expect(accountMembers.candidates.map(\.text).contains("username"))
  }

  @Test func errorCodesAndTypeNames() throws {
    let interpreter = try ScriptHarness().interpreter!
    #expect(interpreter.completions(for: "MSALError.interaction", cursor: 21).candidates.map(\.text) == ["interactionRequired"])
    #expect(interpreter.completions(for: "MSALSilent", cursor: 10).candidates.map(\.text) == ["MSALSilentTokenParameters"])
    #expect(interpreter.completions(for: "MSALSilentTokenParameters(", cursor: 26).candidates.map(\.text).contains("scopes: "))
  }
}
