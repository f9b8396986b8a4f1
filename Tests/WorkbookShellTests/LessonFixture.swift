import Foundation
import Lessons

/// A temporary `Lessons` directory with two small lessons, and a progress file beside it.
struct LessonFixture {
  static let accountLesson = """
    //: # Finding Adele
    //: scenario: adal-2.6-signed-in
    //#-hidden-code
    import MSAL
    let application = try MSALPublicClientApplication(configuration: workbookConfig)
    //#-end-hidden-code
    //: ADAL remembered users by their UPN.
    //: ## Step 1 · Find the ADAL user
    //: Look Adele up by username; store the account in `account`.
    //: - hint: `account(forUsername:)` reads ADAL's legacy cache too.
    //: - hint: `let account = try application.account(forUsername: "adele@contoso.com")`
    //: - check: account.username == "adele@contoso.com"
    let account = try application.account(forUsername: "adele@contoso.com")
    //: Found through ADAL's refresh token.
    //: ## Step 2 · Count the accounts
    //: Store how many accounts `allAccounts()` returns in `count`.
    //: - check: count == 1
    let count = try application.allAccounts().count
    //: ## Recap
    //: One account, found by username.
    """

  static let secondLesson = """
    //: # Second lesson
    //: scenario: fresh
    //: ## Step 1 · Make a number
    //: - check: number == 42
    let number = 42
    """

  let directory: URL
  let lessons: URL
  let progressFile: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    lessons = directory.appendingPathComponent("Lessons")
    progressFile = directory.appendingPathComponent("state/progress")
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try Self.accountLesson.write(to: lessons.appendingPathComponent("01-finding-adele.swift"), atomically: true, encoding: .utf8)
    try Self.secondLesson.write(to: lessons.appendingPathComponent("02-second.swift"), atomically: true, encoding: .utf8)
  }

  /// A shell on these lessons and this progress file, reading `text`.
  func shell(_ text: String, startLesson: (number: Int, step: Int?)? = nil) throws -> ShellHarness {
    try ShellHarness(
      text: text, lessons: lessons, progress: ProgressStore(file: progressFile), startLesson: startLesson)
  }

  /// The saved progress.
  var progress: LessonProgress { ProgressStore(file: progressFile).load() }
}
