// A lesson-sized script: the shapes of the migration's account lookup and error handling, in plain
// Swift (no MSAL), so `swift FILE.swift` can run it too. bench/run times it both ways.
enum LookupError: Error, CustomStringConvertible {
  case notFound(String)
  case interactionRequired

  var description: String {
    switch self {
    case .notFound(let name): return "no account for \(name)"
    case .interactionRequired: return "interaction required"
    }
  }
}

struct Account: CustomStringConvertible {
  let username: String
  let identifier: String?
  var description: String { "\(username) (\(identifier ?? "ADAL-era, no identifier yet"))" }
}

final class AccountStore {
  private var accounts: [Account] = []

  func add(_ account: Account) { accounts.append(account) }

  func account(forIdentifier identifier: String) throws -> Account {
    guard let found = accounts.first(where: { $0.identifier == identifier }) else { throw LookupError.notFound(identifier) }
    return found
  }

  func account(forUsername username: String) throws -> Account {
    guard let found = accounts.first(where: { $0.username == username }) else { throw LookupError.notFound(username) }
    return found
  }

  func upgrade(_ username: String, identifier: String) {
    accounts = accounts.map { $0.username == username ? Account(username: username, identifier: identifier) : $0 }
  }
}

let store = AccountStore()
for index in 0..<200 {
  store.add(Account(username: "user\(index)@contoso.com", identifier: index % 2 == 0 ? "id-\(index)" : nil))
}

var found = 0
var upgraded = 0
var savedIdentifiers: [String: String] = [:]
for index in 0..<200 {
  let username = "user\(index)@contoso.com"
  let account: Account
  if let identifier = savedIdentifiers[username], let byIdentifier = try? store.account(forIdentifier: identifier) {
    account = byIdentifier
  } else if let byUsername = try? store.account(forUsername: username) {
    account = byUsername
  } else {
    continue
  }
  found += 1
  if account.identifier == nil {
    store.upgrade(username, identifier: "id-\(index)")
    upgraded += 1
  }
  savedIdentifiers[username] = "id-\(index)"
}

do {
  _ = try store.account(forUsername: "nobody@contoso.com")
} catch let error as LookupError {
  print(error)
}

let summary = savedIdentifiers.keys.sorted().prefix(3).joined(separator: ", ")
print("found \(found), upgraded \(upgraded); first: \(summary)")
print(try store.account(forIdentifier: "id-7"))
