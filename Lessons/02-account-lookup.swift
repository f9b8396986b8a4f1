//: # Account lookup: username, then identifier
//: scenario: adal-2.6-signed-in
//#-hidden-code
import Foundation
import MSAL
import Scenarios  // workbookConfig, the workbook-only configuration helper
let application = try MSALPublicClientApplication(configuration: workbookConfig)
//#-end-hidden-code
//: An hour ago, Contoso Mail's ADAL 2.6 build signed Adele Vance in. Then the App Store updated Contoso
//: Mail to its MSAL build. Adele should not have to sign in again: her ADAL refresh token is still in
//: the shared keychain group `com.microsoft.adalcache`, and MSAL can read it. The question is how the app
//: finds *her*.
//:
//: ADAL knew a user by one string, the `userId`: normally the UPN, `adele@contoso.com`, trimmed and
//: lowercased. It was the cache key and the thing apps saved. MSAL knows an `MSALAccount`, with
//: several properties:
//:
//: - `username`: the displayable id, usually the UPN. It is ADAL's `userId`, and it can change;
//: - `identifier`: `<object id>.<home tenant id>`, the stable id of the account. **This is the one to save**;
//: - `environment`: the cloud host the account lives in, such as `login.microsoftonline.com`;
//: - `accountClaims`: the claims of the home tenant's id token (`oid`, `tid`, `name` and so on), when MSAL has it.
//:
//: ```objc
//: // ADAL: the user is a UPN string
//: [context
//:   acquireTokenSilentWithResource:
//:     @"https://graph.microsoft.com"
//:   clientId:kClientId
//:   redirectUri:kRedirectUri
//:   userId:@"adele@contoso.com"
//:   completionBlock:^(ADAuthenticationResult *r) {
//:     NSString *user = r.tokenCacheItem
//:       .userInformation.userId;
//:   }];
//: ```
//:
//: ```swift
//: // MSAL: the user is an MSALAccount
//: let account = try application
//:   .account(forIdentifier: savedIdentifier)
//: let parameters = MSALSilentTokenParameters(
//:   scopes: ["User.Read"], account: account)
//: let result = try await application
//:   .acquireTokenSilent(with: parameters)
//: ```
//:
//: Right after the update, though, the app has no `identifier` saved: ADAL never had one. This lesson
//: walks the migration path the MSAL documentation describes: find the account by username once, let the
//: first silent call upgrade it, save its identifier, and use the identifier from then on.
//:
//: The session already holds `application`, created from `workbookConfig` (a workbook-only shortcut,
//: not MSAL API, for Contoso Mail's configuration from lesson 1).
//: ## Step 1 · Find the ADAL user
//: Look Adele up by the user id ADAL knew her by, `adele@contoso.com`, and store the account in `account`.
//: - hint: `MSALPublicClientApplication` has a lookup by username that reads both MSAL's cache and ADAL's legacy cache. It throws.
//: - hint: `let account = try application.account(forUsername: "adele@contoso.com")`
//: - check: account.username == "adele@contoso.com"
//:   - hint: ADAL knew Adele by her UPN, `adele@contoso.com`: that is the username to look up (ADAL's `userId`).
let account = try application.account(forUsername: "adele@contoso.com")
//: MSAL found her although it never signed her in: `account(forUsername:)` also reads the items ADAL
//: left in the keychain, and builds an account from ADAL's refresh token and id token.
//:
//: Look at what it knows. Type `account.environment` (`login.microsoftonline.com`), and
//: `account.accountClaims?["oid"]`, the object id from ADAL's id token. Then type `account.identifier`:
//: it is **nil**. ADAL 2.6 never asked the service for `client_info`, the part of a token response that
//: MSAL builds the identifier from, so an account read from an ADAL 2.6 cache does not have one yet.
//: (ADAL 2.7 and later did ask for it; their accounts have an identifier from the start.)
//: ## Step 2 · Let the first silent call upgrade the account
//: Ask MSAL for a token for the scope `User.Read` *silently*, for `account`, and keep the result in
//: `result`. Use the `async` form: `try await`.
//: - hint: Silent requests take `MSALSilentTokenParameters(scopes:account:)`; the application's method is `acquireTokenSilent(with:)`.
//: - hint: `let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)`, then `let result = try await application.acquireTokenSilent(with: parameters)`
//: - check: result.account.username == "adele@contoso.com"
//:   - hint: If `result` does not exist, the silent call failed: read its error. ADAL's resource `https://graph.microsoft.com` is not a scope (the service answers AADSTS500011); ask for `User.Read`.
//: - check: (try? application.account(forIdentifier: "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b")) != nil
//:   - hint: Only a silent request that succeeds writes MSAL's own account to the cache: call `acquireTokenSilent(with:)` and wait for its result.
let parameters = MSALSilentTokenParameters(scopes: ["User.Read"], account: account)
let result = try await application.acquireTokenSilent(with: parameters)
//: No sign-in page: MSAL found no MSAL token in the cache, took ADAL's multi-resource refresh token, and
//: redeemed it at the v2.0 token endpoint. The response carried `client_info`, so MSAL could write a
//: complete account to its own (unified) cache, with an identifier. That is the upgrade: from now on the
//: account can be found by identifier, as the second check shows.
//:
//: ADAL's items are still there (MSAL reads ADAL's cache but never writes it); type `:keychain` to see both
//: kinds side by side.
//:
//: > **Simulation:** `try await` returns when the token has come back, as in Swift. The request really
//: > goes to the simulated identity platform; type `:trace` to list it.
//: ## Step 3 · Save the identifier
//: Keep the upgraded account's identifier in `savedIdentifier`. In the app this is the value you would
//: write to `UserDefaults` (or your own settings store), next to nothing else about the user.
//: - hint: The account in a result is `result.account`; its stable id is `identifier`.
//: - hint: `let savedIdentifier = result.account.identifier`
//: - check: savedIdentifier == "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
//:   - hint: Keep the identifier of the account the silent result came back with, `result.account.identifier` (object id, a dot, tenant id), not the username.
let savedIdentifier = result.account.identifier
//: The identifier is `a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b`: Adele's
//: object id, a dot, and Contoso's tenant id. Note where it came from: `result.account`, the account
//: *after* the upgrade. The `account` from step 1 is a snapshot taken before; its `identifier` stays nil.
//:
//: > **Simulation:** the workbook has no `UserDefaults`; the variable stands in for it. A real app would
//: > write `UserDefaults.standard.set(savedIdentifier, forKey: ...)`.
//: ## Step 4 · Next launch: look up by identifier
//: On the next launch the app reads its saved identifier and asks MSAL for that account. Look Adele up by
//: `savedIdentifier` and keep the account in `returningAccount` (declare it as `MSALAccount?`, and unwrap
//: `savedIdentifier` with `if let`).
//: - hint: The lookup is `account(forIdentifier:)`; it takes a `String`, and `savedIdentifier` is optional.
//: - hint: `var returningAccount: MSALAccount?` then `if let identifier = savedIdentifier { returningAccount = try application.account(forIdentifier: identifier) }`
//: - check: returningAccount?.username == "adele@contoso.com"
//:   - hint: Look Adele up by the identifier saved in step 3 (`savedIdentifier`), with `account(forIdentifier:)`; unwrap it first, since it is optional.
//: - check: returningAccount?.identifier == savedIdentifier
var returningAccount: MSALAccount?
if let identifier = savedIdentifier {
  returningAccount = try application.account(forIdentifier: identifier)
}
//: This is the lookup the app uses from now on, and the reason is the UPN. A UPN is a name, and names
//: change. Contoso is about to rename Megan Bowen from `megan@contoso.com` to `megan.bowen@contoso.com`.
//: An app that saved `megan@contoso.com` and looks her up by username after the rename finds nothing
//: once her tokens carry the new name, and makes her sign in again for no reason. Her identifier, object
//: id and tenant id, never changes. The username stays what it was meant to be: something to *show*.
//:
//: So the whole pattern at launch is: look up by the saved identifier; if there is none yet (the first
//: launch after the update), look up by the ADAL-era username, make one silent call, and save the
//: identifier it returns.
//: ## Step 5 · All the accounts
//: An app that does not know which user it had can ask for every account it may use silently. Store them
//: in `accounts`.
//: - hint: It is one call on the application, and it throws.
//: - hint: `let accounts = try application.allAccounts()`
//: - check: accounts.count == 1
//:   - hint: `allAccounts()` lists the accounts signed in to this app; keep its result in `accounts`.
//: - check: accounts.first?.identifier == savedIdentifier
let accounts = try application.allAccounts()
//: One account: Adele, found in MSAL's cache and in ADAL's, and merged into one `MSALAccount` because both
//: are the same person. `allAccounts()` returns only accounts this app (or its family of Microsoft apps)
//: has a refresh token for. In a shared keychain group that matters: it is not a list of everyone who ever
//: signed in to any app of your team.
//:
//: `allAccounts()` is also the usual way to build an account picker, and a good fallback when a lookup by
//: username finds nothing after a migration (for example when the ADAL build used a different client id
//: or keychain group).
//: ## Step 6 · "Not found", as Swift sees it
//: Look up Megan, `megan@contoso.com`, who never signed in on this iPhone. Do it inside `do { ... } catch`,
//: and keep the error in `lookupError` (declare it as `Error?`).
//: - hint: `var lookupError: Error?`, then call `application.account(forUsername:)` inside `do`, and set `lookupError = error` in the `catch` block.
//: - hint: `var lookupError: Error?` then `do { _ = try application.account(forUsername: "megan@contoso.com") } catch { lookupError = error }`
//: - check: (lookupError as NSError?)?.domain == "Foundation._GenericObjCError"
//:   - hint: `lookupError` is set in the catch block of a lookup of someone who never signed in, `megan@contoso.com`: `catch { lookupError = error }`.
//: - check: (lookupError as NSError?)?.code == 0
var lookupError: Error?
do {
  _ = try application.account(forUsername: "megan@contoso.com")
} catch {
  lookupError = error
}
//: MSAL did not say "no such account" in any MSAL terms. The Objective-C method
//: `accountForUsername:error:` returns nil and leaves the error empty when nothing matches. Swift imports
//: it as a throwing method that returns a non-optional `MSALAccount`, so a nil with no error becomes a
//: throw of `Foundation._GenericObjCError.nilError`: domain `Foundation._GenericObjCError`, code 0. The
//: same goes for `account(forIdentifier:)`. Uncaught, it ends a script with "Error raised at top level".
//:
//: In the app, "not found" is an ordinary answer, not an error. Write it as one:
//:
//: ```swift
//: if let identifier = savedIdentifier,
//:   let account = try? application.account(forIdentifier: identifier) {
//:   // silent first (lesson 3)
//: } else {
//:   // no account: show the sign-in button
//: }
//: ```
//:
//: > **Simulation:** Swift on Linux has no Objective-C bridge, so the simulated MSAL throws its own
//: > `_GenericObjCError.nilError` with the same domain and code; it prints as
//: > `MSAL._GenericObjCError.nilError` where a Mac prints `Foundation._GenericObjCError.nilError`.
//: ## Recap
//: - ADAL's `userId` (the UPN) is MSAL's `account.username`: fine to show, wrong to rely on.
//: - `account(forUsername:)` finds ADAL-era users in ADAL's cache. An ADAL 2.6 account has no
//:   `identifier` until the first silent call upgrades it.
//: - Save `result.account.identifier` after that call; look up with `account(forIdentifier:)` afterwards.
//:   It survives UPN renames.
//: - `allAccounts()` lists the accounts this app can use silently.
//: - "Not found" is a thrown `nilError` (domain `Foundation._GenericObjCError`, code 0); use `try?`.
//:
//: Next, lesson 3: *Silent acquisition with interactive fallback*. You will ask for tokens with scopes
//: instead of resources, and show the sign-in page only when MSAL says that nothing else will do.
