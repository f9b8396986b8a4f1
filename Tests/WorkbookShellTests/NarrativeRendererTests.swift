import Lessons
import Terminal
import TestSupport
import Testing
@testable import WorkbookShell


@Suite struct NarrativeRendererTests {
  private func plain(_ width: Int) -> NarrativeRenderer {
    NarrativeRenderer(style: .plain, width: width)
  }

  private func spaces(_ count: Int) -> String {
    String(repeating: " ", count: count)
  }

  // MARK: - Blocks

  @Test func emptyNarrativeGivesNothing() {
    #expect(plain(80).render("") == "")
    #expect(plain(80).render("\n\n   \n") == "")
  }

  @Test func headingsStandAloneWithATitleRuleAndOneBlankLineAfter() {
    let narrative = "# Account lookup\nIntro.\n## Step 1 · Find it\n\n\n### Why"
    let expected = "Account lookup\n──────────────\n\nIntro.\n\nStep 1 · Find it\n\nWhy\n"
    #expect(plain(40).render(narrative) == expected)
  }

  @Test func tablesAreDrawnInColumnsWithTheirMarkupRemoved() {
    let narrative = """
      Authorities:

      | authority | who |
      |---|:--|
      | `/common` | **everyone** |
      | `/consumers` | personal accounts |
      After the table.
      """
    let expected = """
      Authorities:

        authority   who
        ──────────  ─────────────────
        /common     everyone
        /consumers  personal accounts

      After the table.

      """
    #expect(plain(40).render(narrative) == expected)
  }

  @Test func pipeLinesWithoutADelimiterRowStayAParagraph() {
    #expect(plain(40).render("| a | b |\n| c | d |") == "| a | b | | c | d |\n")
  }

  @Test func aTableTooWideBecomesOneRecordPerRow() {
    let narrative = "| authority | who can sign in there |\n|---|---|\n| https://login.microsoftonline.com/organizations | work accounts of any tenant |"
    let rendered = plain(40).render(narrative)
    #expect(rendered.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(rendered)")
    #expect(
      rendered == """
          https://login.microsoftonline.com/orga
        nizations
            who can sign in there  work accounts
                                   of any tenant

        """, "one record: the first cell as its title (broken only at the width), each other cell under its header")
  }

  @Test func headingsAreBold() {
    let rendered = NarrativeRenderer(style: TextStyle(usesColor: true), width: 40).render("## Recap")
    #expect(rendered == "\u{1B}[1mRecap\u{1B}[0m\n")
  }

  @Test func paragraphsAreReflowedToTheWidthWithOneBlankLineBetween() {
    let narrative = """
      MSAL keeps one public
      client application for every authority,
      where ADAL needed a context per authority.



      Second paragraph.
      """
    let expected = """
      MSAL keeps one public client application
      for every authority, where ADAL needed a
      context per authority.

      Second paragraph.

      """
    #expect(plain(40).render(narrative) == expected)
  }

  @Test func wordsLongerThanALineAreBrokenAndNarrowWidthsAreTreatedAsTwenty() {
    #expect(plain(5).render("supercalifragilisticexpialidocious ok") == "supercalifragilistic\nexpialidocious ok\n")
  }

  @Test func tabsAndControlCharactersInProseBecomeSpaces() {
    #expect(plain(40).render("one\ttwo\u{1B}three") == "one two three\n")
  }

  @Test func oddAndEmptyConstructsRenderWithoutCrashing() {
    #expect(plain(20).render("```") == "")
    #expect(plain(20).render("-\n1.\n#\n> ") == "  •\n  1.\n")
    #expect(plain(20).render("[a]( **a* _ `") == "[a]( **a* _ `\n")
  }

  @Test func windowsLineEndsEndLinesToo() {
    #expect(plain(20).render("# A\r\nb\r\nc") == "A\n─\n\nb c\n")
  }

  // MARK: - Inline markup

  @Test func inlineMarkersAreRemoved() {
    let narrative =
      "Call **`acquireTokenSilent`** first, *then* _fall back_ to [the docs](https://example.com/msal) or [https://aka.ms/msal](https://aka.ms/msal)."
    let expected =
      "Call acquireTokenSilent first, then fall back to the docs (https://example.com/msal) or https://aka.ms/msal.\n"
    #expect(plain(200).render(narrative) == expected)
  }

  @Test func unmatchedMarkersAndUnderscoresInsideWordsStayLiteral() {
    let narrative = "Compute 2 * 3 in a_b_c and __init__, a lone ` tick, 5*, **open and \\*escaped\\*."
    let expected = "Compute 2 * 3 in a_b_c and __init__, a lone ` tick, 5*, **open and *escaped*.\n"
    #expect(plain(200).render(narrative) == expected)
  }

  @Test func inlineMarkupGivesRunsWithTheirAttributes() {
    #expect(
      InlineMarkup.runs(in: "a **b** `c*d*` e")
        == [
          StyledRun(text: "a ", attributes: []), StyledRun(text: "b", attributes: .strong),
          StyledRun(text: " ", attributes: []), StyledRun(text: "c*d*", attributes: .code),
          StyledRun(text: " e", attributes: []),
        ])
    #expect(InlineMarkup.runs(in: "***both***") == [StyledRun(text: "both", attributes: [.strong, .emphasis])])
    #expect(
      InlineMarkup.runs(in: "*a **b** c*")
        == [
          StyledRun(text: "a ", attributes: .emphasis), StyledRun(text: "b", attributes: [.emphasis, .strong]),
          StyledRun(text: " c", attributes: .emphasis),
        ])
    #expect(InlineMarkup.runs(in: "_a_b_") == [StyledRun(text: "a_b", attributes: .emphasis)])
  }

  @Test func spacesInsideCodeAreKeptWhileProseSpacesCollapse() {
    #expect(plain(40).render("prose   gap and `a  b`") == "prose gap and a  b\n")
  }

  // MARK: - Lists and quotes

  @Test func listItemsHangTheirWrappedLinesUnderTheirText() {
    let narrative = """
      - First item that is long enough to wrap around
      - Second
        continued here
      1. Numbered item with more words than fit
      """
    let expected = """
        • First item that is long
          enough to wrap around
        • Second continued here
        1. Numbered item with more
           words than fit

      """
    #expect(plain(30).render(narrative) == expected)
  }

  @Test func indentedItemsNestAndAListEndsAtAnUnindentedLine() {
    let narrative = "* top\n  - nested\nAfter the list."
    #expect(plain(30).render(narrative) == "  • top\n    ◦ nested\n\nAfter the list.\n")
  }

  @Test func quoteLinesFormOneParagraphBehindABar() {
    let narrative = "> **Simulation:** the completion block runs\n> before the call returns.\n>\n> Second."
    let expected = "│ Simulation: the completion\n│ block runs before the call\n│ returns.\n│\n│ Second.\n"
    #expect(plain(30).render(narrative) == expected)
  }

  // MARK: - Code

  @Test func codeIsKeptVerbatimAndIndented() {
    let narrative = "Before:\n```swift\n\nlet  x = 1 // two  spaces\n\tif x { print(x) }   \n\n\n}\n```\nAfter *this*."
    let expected = "Before:\n\n    let  x = 1 // two  spaces\n        if x { print(x) }\n\n    }\n\nAfter this.\n"
    #expect(plain(40).render(narrative) == expected)
  }

  @Test func codeLongerThanTheWidthGoesOnUnderAMarkBreakingAtSpaces() {
    let narrative = "```\nlet application = try MSALPublicClientApplication(configuration: c)\n```"
    let expected = """
          let application
          ↪ = try
          ↪ MSALPublicClie
          ↪ ntApplication(
          ↪ configuration:
          ↪ c)

      """
    #expect(plain(20).render(narrative) == expected)
    #expect(plain(80).render(narrative) == "    let application = try MSALPublicClientApplication(configuration: c)\n")
  }

  @Test func anUnterminatedFenceMakesTheRestCode() {
    let narrative = "Text\n```swift\nlet a = 1\n## not a heading\n- not an item"
    #expect(plain(40).render(narrative) == "Text\n\n    let a = 1\n    ## not a heading\n    - not an item\n")
  }

  private let comparison = """
    ```objc
    ADAuthenticationContext *context;
    [context acquireTokenWithResource:resource
        clientId:clientId];
    ```

    ```swift
    let result = try await application
      .acquireTokenSilent(with: p)
    ```
    """

  @Test func aComparisonThatFitsIsSideBySide() {
    // Columns of 42 and 34 Characters, indent 4 and separator 3: 83 columns.
    let expected = [
      "    ADAL (Objective-C)" + spaces(24) + " │ MSAL (Swift)",
      "    " + String(repeating: "─", count: 42) + "─┼─" + String(repeating: "─", count: 34),
      "    ADAuthenticationContext *context;" + spaces(9) + " │ let result = try await application",
      "    [context acquireTokenWithResource:resource │   .acquireTokenSilent(with: p)",
      "        clientId:clientId];" + spaces(19) + " │",
    ].joined(separator: "\n") + "\n"
    #expect(plain(100).render(comparison) == expected)
    #expect(plain(83).render(comparison) == expected)
  }

  @Test func aComparisonThatDoesNotFitIsStackedUnderItsHeadings() {
    let expected = """
        ADAL (Objective-C)
          ADAuthenticationContext *context;
          [context acquireTokenWithResource:resource
              clientId:clientId];

        MSAL (Swift)
          let result = try await application
            .acquireTokenSilent(with: p)

      """
    #expect(plain(50).render(comparison) == expected)
    #expect(plain(82).render(comparison) == expected)
  }

  @Test func loneObjectiveCAndSwiftBlocksAreJustCode() {
    let narrative = "```objective-c\n[context clearCache];\n```\nThen:\n```swift\ntry application.remove(account)\n```"
    let expected = "    [context clearCache];\n\nThen:\n\n    try application.remove(account)\n"
    #expect(plain(60).render(narrative) == expected)
  }

  // MARK: - Colour

  @Test func stylesCloseAtEveryLineEndAndReopenOnTheNext() {
    let colour = NarrativeRenderer(style: TextStyle(usesColor: true), width: 35)
    let rendered = colour.render("**Simulation:** completion blocks *run before the call* returns.")
    let expected = [
      "\u{1B}[1mSimulation:\u{1B}[0m completion blocks \u{1B}[3mrun\u{1B}[0m",
      "\u{1B}[3mbefore the call\u{1B}[0m returns.",
    ].joined(separator: "\n") + "\n"
    #expect(rendered == expected)
  }

  @Test func codeIsInTheCodeStyle() {
    let colour = NarrativeRenderer(style: TextStyle(usesColor: true), width: 40)
    #expect(colour.render("Use `account`.") == "Use \u{1B}[36maccount\u{1B}[0m.\n")
    #expect(colour.render("```\nlet a = 1\n```") == "    \u{1B}[36mlet a = 1\u{1B}[0m\n")
  }

  // MARK: - Every width

  @Test(arguments: [false, true])
  func noLineIsWiderThanTheWidthEndsInASpaceOrLeavesAStyleOpen(usesColor: Bool) {
    for width in 20...120 {
      let rendered = NarrativeRenderer(style: TextStyle(usesColor: usesColor), width: width).render(Self.lesson)
      let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(rendered.hasSuffix("\n"))
      for (index, line) in lines.enumerated() {
        #expect(visibleText(line).count <= width, "width \(width): \(line)")
        #expect(line.last != " ", "width \(width): trailing space in \(line)")
        #expect(lastEscape(in: line).map { $0 == "\u{1B}[0m" } ?? true, "width \(width): style left open in \(line)")
        if index > 0 { #expect(!(line.isEmpty && lines[index - 1].isEmpty), "width \(width): two blank lines") }
      }
      #expect(visibleText(rendered).contains("ADAL (Objective-C)"))
      #expect(visibleText(rendered).contains("MSAL (Swift)"))
    }
  }

  /// `line` without its escape sequences: what the terminal shows.
  private func visibleText<Text: StringProtocol>(_ line: Text) -> String {
    var visible = ""
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else {
        visible.append(character)
      }
    }
    return visible
  }

  /// The last escape sequence in `line`.
  private func lastEscape(in line: Substring) -> Substring? {
    guard let start = line.lastIndex(of: "\u{1B}") else { return nil }
    let rest = line[start...]
    guard let end = rest.firstIndex(where: \.isLetter) else { return rest }
    return rest[...end]
  }

  private static let lesson = """
    # Silent acquisition with interactive fallback: what AD_PROMPT_AUTO did for you
    scenario: msal-signed-in

    ADAL asked for a *resource*; MSAL asks for **scopes**. The old `https://graph.microsoft.com` resource becomes `https://graph.microsoft.com/.default`, and the learner's `workbookConfig` (a workbook-only helper) already names the client. See [the migration guide](https://learn.microsoft.com/entra/identity-platform/migrate-objc-adal-msal) for the long story.

    ## Step 1 · Ask silently first
    Call `acquireTokenSilent(with:)` and keep the result in `result`; a_b_c and 2 * 3 stay as written.
    - Silent acquisition reads the cache and refreshes with the refresh token when the access token has expired, without ever showing a page.
    - If it fails with `MSALError.interactionRequired`, then and only then call `acquireToken(with:)`:
      that is what ADAL's `AD_PROMPT_AUTO` decided for you.
    1. Build `MSALSilentTokenParameters(scopes:account:)`.
    2. Call it.
       10. A nested numbered item with a rather long text to wrap at narrow widths.

    > **Simulation:** in the workbook the completion block runs before the call returns, and `Date()` is the simulated clock (advance it with `:clock`).
    >
    > Averyveryveryveryveryveryveryveryveryverylongwordthatneedsbreaking everywhere.

    ```objc
    ADAuthenticationContext *context = [ADAuthenticationContext authenticationContextWithAuthority:authority error:&error];
    [context acquireTokenWithResource:@"https://graph.microsoft.com"
                             clientId:clientId
                          redirectUri:redirectUri
                      completionBlock:^(ADAuthenticationResult *result) { }];
    ```

    ```swift
    let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)
    application.acquireTokenSilent(with: parameters) { result, error in }
    ```

    ```objc
    [context acquireTokenSilentWithResource:r
        clientId:c redirectUri:u
        completionBlock:block];
    ```
    ```swift
    application.acquireTokenSilent(
      with: parameters) { _, _ in }
    ```

    ### When interaction is really needed
    MFA policy and password reset force a page; offline or throttled errors mean *try again later*, never a page.

    ```swift
    \tlet x = 1
    """
}

@Suite("Banner: wrapped to the terminal's width")
struct BannerTests {
  @Test("at 60, 80 and 120 columns no line is wider than the terminal, and no word is broken", arguments: [60, 80, 120])
  func fits(width: Int) {
    let style = TextStyle(usesColor: false)
    let text = Banner.text(version: "1.2.3", scenario: .fresh, persona: "adele@contoso.com", style: style, width: width)
      + "\n" + Banner.lessonLine(resuming: (lesson: 2, step: 3), style: style, width: width)
    for line in text.split(separator: "\n") { #expect(line.count <= width, "\(width): \(line)") }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    for word in ["simulated", "MSALPublicClientApplication(", "adal-2.6-signed-in", "(:lessons"] {
      #expect(words.contains { $0.hasPrefix(word) }, "\(width): \(word) broken")
    }
  }
}

@Suite("Status lines wrapped to the terminal's width")
struct StatusWrappingTests {
  @Test("a long line breaks at spaces, continuation lines keep its indent, short lines are untouched")
  func wraps() {
    let style = TextStyle(usesColor: false)
    let text: StyledText = "short\n    `number` is 41, not 42, and the check compares it with the number of accounts in the cache"
    let lines = style.render(text, width: 40).split(separator: "\n").map(String.init)
    #expect(lines.first == "short")
    #expect(lines.dropFirst().allSatisfy { $0.count <= 40 && $0.hasPrefix("    ") })
    #expect(lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      == "`number` is 41, not 42, and the check compares it with the number of accounts in the cache")
  }

  @Test("each piece keeps its tone across a break")
  func tonesSurviveBreaks() {
    let style = TextStyle(usesColor: true)
    let text = StyledText("Next: ") + .bold(":lesson 2 — Account lookup: username, then identifier")
    let lines = style.render(text, width: 30).split(separator: "\n").map(String.init)
    #expect(lines.count >= 2)
    #expect(lines[0] == "Next: " + style.bold(":lesson 2 — Account"))
    #expect(lines[1] == style.bold("lookup: username, then"))
  }
}

@Suite(":help fitted to the terminal")
struct HelpWrappingTests {
  @Test(":help and :help COMMAND keep within the terminal's width, never breaking a word", arguments: [60, 80, 120])
  func fits(columns: Int) {
    let table = CommandTable.standard
    let style = TextStyle(usesColor: false)
    var text = table.overview(style: style, columns: columns)
    for command in table.commands { text += "\n" + table.help(for: command, style: style, columns: columns) }
    for line in text.split(separator: "\n") { #expect(line.count <= columns, "\(columns): \(line)") }
    #expect(text.contains("one line per exchange"), "the trace's details are still there")
    #expect(table.overview(style: style) == table.overview(style: style, columns: nil))
  }
}
