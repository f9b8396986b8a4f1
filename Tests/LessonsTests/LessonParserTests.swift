import Lessons
import Scenarios
import Testing

@Suite struct LessonParserTests {
  static let wellFormed = """
    //: # Account lookup
    //: scenario: adal-2.6-signed-in
    //: sign-in-as: adele@contoso.com
    //#-hidden-code
    import MSAL
    let application = try MSALPublicClientApplication(configuration: workbookConfig)
    //#-end-hidden-code
    //: ADAL remembered *users* by UPN.
    //:
    //: Second paragraph.
    //: ## Step 1 · Find the ADAL user
    //: Store it in `account`.
    //: - hint: gentle
    //: - hint: direct
    //: - check: account.username == "adele@contoso.com"
    let account = try application.account(forUsername: "adele@contoso.com")
    //: Found by username.
    //: ## Step 2: Save the identifier
    //: - check: saved != nil
    //: - check: saved == account.identifier

    var saved: String?
    saved = account.identifier
    //: ## Recap
    //: Done; next, silent acquisition.
    """

  func parse(_ text: String, id: String = "02-account-lookup") throws(LessonFileError) -> Lesson {
    try LessonParser(id: id, file: "Lessons/\(id).swift").parse(text)
  }

  /// The message the parser refuses `text` with; nil when it accepts it.
  func refusal(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("a well-formed lesson: title, directives, hidden code, introduction, steps with hints, checks, solution and afterword, closing")
  func wellFormedLesson() throws {
    let lesson = try parse(Self.wellFormed)
    #expect(lesson.number == 2)
    #expect(lesson.id == "02-account-lookup")
    #expect(lesson.title == "Account lookup")
    #expect(lesson.scenario == .adal26SignedIn)
    #expect(lesson.persona == "adele@contoso.com")
    #expect(lesson.hiddenCode == SourceBlock(code: "import MSAL\nlet application = try MSALPublicClientApplication(configuration: workbookConfig)", firstLine: 5))
    #expect(lesson.introduction == "ADAL remembered *users* by UPN.\n\nSecond paragraph.")
    #expect(lesson.steps.count == 2)
    let first = lesson.steps[0]
    #expect(first.number == 1)
    #expect(first.title == "Find the ADAL user")
    #expect(first.instructions == "Store it in `account`.")
    #expect(first.hints == ["gentle", "direct"])
    #expect(first.checks == [LessonCheck(source: "account.username == \"adele@contoso.com\"", line: 15)])
    #expect(first.solution == SourceBlock(code: "let account = try application.account(forUsername: \"adele@contoso.com\")", firstLine: 16))
    #expect(first.afterword == "Found by username.")
    let second = lesson.steps[1]
    #expect(second.title == "Save the identifier")
    #expect(second.checks.map(\.line) == [19, 20])
    #expect(second.solution == SourceBlock(code: "var saved: String?\nsaved = account.identifier", firstLine: 22))
    #expect(second.afterword.isEmpty)
    #expect(lesson.closing == "## Recap\nDone; next, silent acquisition.")
  }

  /// The well-formed lesson with line `line` (1-based) replaced by `replacement` (nil removes it).
  static func variant(line: Int, _ replacement: String?) -> String {
    var lines = wellFormed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let replacement { lines[line - 1] = replacement } else { lines.remove(at: line - 1) }
    return lines.joined(separator: "\n")
  }

  @Test("starter code between //#-editable-code markers belongs to its step; misplaced markers are refused")
  func starterCode() throws {
    let withStarter = Self.wellFormed.replacingOccurrences(
      of: "let account = try application.account(forUsername: \"adele@contoso.com\")\n",
      with: "//#-editable-code\nlet account = try application.account(forUsername: \"\")\n//#-end-editable-code\n"
        + "let account = try application.account(forUsername: \"adele@contoso.com\")\n")
    let lesson = try parse(withStarter)
    #expect(lesson.steps[0].starterCode == SourceBlock(code: "let account = try application.account(forUsername: \"\")", firstLine: 17))
    #expect(lesson.steps[0].solution.code == "let account = try application.account(forUsername: \"adele@contoso.com\")")
    #expect(lesson.steps[1].starterCode == nil)
    let cases: [(String, String)] = [
      (Self.wellFormed.replacingOccurrences(of: "//: ADAL remembered *users* by UPN.\n", with: "//#-editable-code\n"),
       "starter code (//#-editable-code) belongs in a step, before its solution"),
      (withStarter.replacingOccurrences(of: "//#-end-editable-code\n", with: ""),
       "narrative inside starter code: close the //#-editable-code of line 16 with //#-end-editable-code first"),
      (withStarter.replacingOccurrences(of: "//#-editable-code\n", with: ""), "//#-end-editable-code without //#-editable-code before it"),
    ]
    for (text, message) in cases {
      #expect(refusal(text) == message)
    }
  }

  @Test("a step names its world with '- as:', '- sign-in-as:', '- device:' and the rest; a second of one is refused")
  func stepWorld() throws {
    let text = Self.wellFormed.replacingOccurrences(
      of: "//: - check: account.username == \"adele@contoso.com\"\n",
      with: "//: - as: Contoso Calendar\n//: - sign-in-as: megan@contoso.com\n//: - check: account.username == \"adele@contoso.com\"\n")
    let lesson = try parse(text)
    #expect(lesson.steps[0].app == "Contoso Calendar")
    #expect(lesson.steps[0].persona == "megan@contoso.com")
    #expect(lesson.steps[1].app == nil && lesson.steps[1].persona == nil, "a step without them keeps the world as it is")
    let withPolicy = try parse(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - as: Contoso Calendar\n//: - policy: compliance on\n//: - policy: MFA off\n"))
    #expect(withPolicy.steps[0].policies.map { "\($0.name) \($0.on)" } == ["compliance true", "mfa false"])
    let withTime = try parse(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - clock: +2h30m\n//: - fault: Throttle 120\n"))
    #expect(withTime.steps[0].clockAdvance == 9000)
    #expect(withTime.steps[0].fault == "throttle 120")
    for (directive, message) in [
      ("//: - clock: 2h\n", "'- clock:' is + then amounts with units, such as +2h, +90m or +1d12h"),
      ("//: - fault: earthquake\n", "'- fault:' is one of none, offline, outage, throttle (throttle may name its seconds)"),
    ] {
      #expect(refusal(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: directive)) == message)
    }
    let onAMac = try parse(text.replacingOccurrences(
      of: "//: - as: Contoso Calendar\n", with: "//: - device: mac\n//: - keychain-access-groups: com.microsoft.adalcache, group.b\n"))
    #expect(onAMac.steps[0].device == "Mac", "the device's own spelling")
    #expect(onAMac.steps[0].keychainAccessGroups == ["com.microsoft.adalcache", "group.b"])
    #expect(onAMac.steps[1].device == nil && onAMac.steps[1].keychainAccessGroups == nil)
    let linking = try parse(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - links: MSAL 2.13.0, ADAL 2.7.16\n"))
    #expect(linking.steps[0].links.map { "\($0.name) \($0.version)" } == ["MSAL 2.13.0", "ADAL 2.7.16"])
    #expect(linking.steps[1].links.isEmpty)
    #expect(
      refusal(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - links: ADAL\n"))
        == "'- links:' is libraries with versions, separated by commas: `MSAL 2.13.0, ADAL 2.6.10`")
    let resetting = try parse(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - password-reset: adele@contoso.com\n"))
    #expect(resetting.steps[0].passwordReset == "adele@contoso.com" && resetting.steps[1].passwordReset == nil)
    let noGroups = try parse(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - keychain-access-groups: none\n"))
    #expect(noGroups.steps[0].keychainAccessGroups == [])
    for (directive, message) in [
      ("//: - device: iPad\n", "'- device:' is one of iPhone, Mac"),
      ("//: - keychain-access-groups: a, ,b\n", "'- keychain-access-groups:' is groups separated by commas (without the team prefix), or none"),
      ("//: - device: Mac\n//: - device: iPhone\n", "a second '- device:' in step 1"),
    ] {
      #expect(refusal(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: directive)) == message)
    }
    #expect(
      refusal(text.replacingOccurrences(of: "//: - as: Contoso Calendar\n", with: "//: - policy: compliance maybe\n"))
        == "'- policy:' is a policy and on or off: `mfa on`, `compliance on`", "a policy that is neither on nor off")
    for (directive, message) in [
      ("//: - as: Northwind Notes\n", "a second '- as:' in step 1"),
      ("//: - sign-in-as: alex@contoso.com\n", "a second '- sign-in-as:' in step 1"),
    ] {
      #expect(refusal(text.replacingOccurrences(of: "//: - check: account.username", with: directive + "//: - check: account.username")) == message)
    }
  }

  @Test("an indented '- hint:' under a '- check:' is that check's own hint; anything else indented is refused")
  func checkHints() throws {
    let text = Self.wellFormed.replacingOccurrences(
      of: "//: - check: account.username == \"adele@contoso.com\"\n",
      with: "//: - check: account.username == \"adele@contoso.com\"\n//:   - hint: her UPN\n//:   - hint: adele@contoso.com\n")
    let lesson = try parse(text)
    #expect(lesson.steps[0].checks[0].hints == ["her UPN", "adele@contoso.com"])
    #expect(lesson.steps[0].hints == ["gentle", "direct"])
    let beforeAnyCheck = Self.wellFormed.replacingOccurrences(of: "//: - hint: direct\n", with: "//:   - hint: direct\n")
    #expect(throws: LessonFileError.self) { try parse(beforeAnyCheck) }
    #expect(refusal(beforeAnyCheck) == "an indented '- hint:' belongs to the '- check:' above it, and step 1 has none yet")
    let indentedCheck = text.replacingOccurrences(of: "//:   - hint: adele@contoso.com", with: "//:   - check: true")
    #expect(refusal(indentedCheck) == "'- check:' is indented: only a check's own '- hint:' goes under a '- check:'")
  }

  @Test(
    "a malformed lesson is reported with its line and what is wrong",
    arguments: [
      (variant(line: 1, "//: Account lookup"), 1, "a lesson starts with its title: `//: # Title`"),
      (variant(line: 2, "//: scenery: fresh"), 2, "unknown directive 'scenery:' (known: scenario, sign-in-as)"),
      (variant(line: 2, "//: scenario: adal-3"), 2, "unknown scenario 'adal-3' (known: fresh, adal-2.6-signed-in, adal-2.7-signed-in, msal-signed-in, broker-installed, adal-2.7-calendar-signed-in, macos-fresh)"),
      (variant(line: 2, nil), 1, "no `//: scenario: NAME` line after the title"),
      (variant(line: 4, "//#-hiden-code"), 4, "unknown directive '//#-hiden-code' (known: //#-hidden-code, //#-end-hidden-code, //#-editable-code, //#-end-editable-code)"),
      (variant(line: 7, nil), 7, "narrative inside hidden code: close the //#-hidden-code of line 4 with //#-end-hidden-code first"),
      (variant(line: 8, "print(1)"), 8, "code before the first step belongs inside //#-hidden-code … //#-end-hidden-code"),
      (variant(line: 13, "//: - hnt: gentle"), 13, "unknown directive '- hnt:' in step 1 (known: - hint:, - check:, - sign-in-as:, - as:, - policy:, - clock:, - fault:, - device:, - keychain-access-groups:, - links:, - password-reset:)"),
      (variant(line: 15, "//: - check: account.username == "), 15, "the check `account.username ==` is not a Swift expression: expected expression after operator"),
      (variant(line: 15, "//: - check: let x = 1"), 15, "the check `let x = 1` is not a Swift expression: expected one expression, not a statement"),
      (variant(line: 15, "//: - hint: only a hint"), 11, "step 1 has no `- check:` line (a step is done when its checks hold)"),
      (variant(line: 16, nil), 11, "step 1 has no solution code under its checks"),
      (variant(line: 17, "//: - hint: late"), 17, "'- hint:' after step 1's code: hints and checks come before the solution"),
      (variant(line: 18, "//: ## Step 3 · Save the identifier"), 18, "step 3 where step 2 was expected"),
      (variant(line: 18, "//: ## Step two"), 18, "a step heading is `## Step N · Title`"),
      (variant(line: 25, "print(2)"), 25, "code in the closing section (after the last step's `##` heading)"),
    ] as [(String, Int, String)])
  func malformed(_ text: String, _ line: Int, _ message: String) {
    #expect(throws: LessonFileError(file: "Lessons/02-account-lookup.swift", line: line, message: message)) {
      try parse(text)
    }
  }

  @Test("code after a step's afterword is an error on that line; an unclosed hidden-code block names its start")
  func structuralErrors() {
    let codeAfterAfterword = Self.wellFormed.replacingOccurrences(
      of: "//: Found by username.\n", with: "//: Found by username.\nprint(account)\n")
    #expect(throws: LessonFileError(file: "Lessons/02-account-lookup.swift", line: 18, message: "code after step 1's closing text: a step has one solution, right after its checks")) {
      try parse(codeAfterAfterword)
    }
    let unclosed = "//: # T\n//: scenario: fresh\n//#-hidden-code\nimport MSAL\n"
    #expect(throws: LessonFileError(file: "Lessons/02-account-lookup.swift", line: 3, message: "//#-hidden-code is never closed with //#-end-hidden-code")) {
      try parse(unclosed)
    }
  }

  @Test("a file name without a leading number is an error")
  func fileNameNumber() {
    #expect(throws: LessonFileError(file: "Lessons/account-lookup.swift", line: 1, message: "a lesson's file name starts with its number and a dash (like 02-account-lookup.swift)")) {
      try parse(Self.wellFormed, id: "account-lookup")
    }
  }
}
