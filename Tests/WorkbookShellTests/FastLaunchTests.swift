import Scenarios
import Testing
import WorkbookShell

@Suite struct FastLaunchTests {
  @Test(
    "the everyday invocations are recognised with their world",
    arguments: [
      ([], FastLaunch.shell(scenario: .fresh, persona: nil)),
      (["shell"], .shell(scenario: .fresh, persona: nil)),
      (["--scenario", "adal-2.6-signed-in"], .shell(scenario: .adal26SignedIn, persona: nil)),
      (["shell", "--sign-in-as=adele@contoso.com"], .shell(scenario: .fresh, persona: "adele@contoso.com")),
      (["run", "a.swift"], .run(file: "a.swift", scenario: .fresh, persona: nil)),
      (
        ["run", "--scenario", "msal-signed-in", "--sign-in-as", "adele@contoso.com", "lesson.swift"],
        .run(file: "lesson.swift", scenario: .msalSignedIn, persona: "adele@contoso.com")
      ),
      (["run", "lesson.swift", "--scenario=adal-2.6-signed-in"], .run(file: "lesson.swift", scenario: .adal26SignedIn, persona: nil)),
      (["run", "-"], .run(file: "-", scenario: .fresh, persona: nil)),
    ] as [([String], FastLaunch)])
  func recognised(arguments: [String], expected: FastLaunch) {
    #expect(FastLaunch(arguments: arguments) == expected)
  }

  @Test(
    "everything else is left to ArgumentParser, which explains it",
    arguments: [
      ["--help"], ["--version"], ["run"], ["run", "--help"], ["run", "a.swift", "b.swift"], ["run", ""],
      ["run", "--scenario", "no-such-world", "a.swift"], ["run", "--sign-in-as", "nobody@contoso.com", "a.swift"],
      ["run", "a.swift", "--scenario"], ["run", "--scenario", "--sign-in-as", "adele@contoso.com", "a.swift"],
      ["run", "--scenario", "fresh", "--scenario", "fresh", "a.swift"], ["run", "--", "a.swift"],
      ["shell", "extra"], ["lesson", "2"], ["lessons"], ["world"], ["decode", "x"], ["check"], ["demo", "1"],
      ["--color", "always"],
    ])
  func leftToArgumentParser(arguments: [String]) {
    #expect(FastLaunch(arguments: arguments) == nil)
  }
}
