import Foundation

/// Two small lessons for tests of the lesson engine and the shell: one in a signed-in world with
/// hidden code, hints (a check's own among them) and two steps, and a one-step lesson in the fresh world.
package enum SampleLessons {
  package static let accountLesson = """
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
    //: - hint: `allAccounts()` throws.
    //: - check: count == 1
    //:   - hint: `count` is the number of accounts in the cache: Adele's is the only one.
    let count = try application.allAccounts().count
    //: ## Recap
    //: One account, found by username.
    """

  package static let secondLesson = """
    //: # Second lesson
    //: scenario: fresh
    //: ## Step 1 · Make a number
    //: - check: number == 42
    let number = 42
    """

  /// Writes both lessons into `directory` (created if needed) as `01-finding-adele.swift` and `02-second.swift`.
  package static func write(to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try accountLesson.write(to: directory.appendingPathComponent("01-finding-adele.swift"), atomically: true, encoding: .utf8)
    try secondLesson.write(to: directory.appendingPathComponent("02-second.swift"), atomically: true, encoding: .utf8)
  }
}
