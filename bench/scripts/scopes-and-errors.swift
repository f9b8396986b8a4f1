// A lesson step's worth of plain Swift: scopes from resources, an error enum, a lookup that
// throws, and the fallback a migrated app writes. bench/run times it both ways.
enum AcquireError: Error { case interactionRequired, serverUnavailable }

let resources = ["https://graph.microsoft.com", "https://contoso.com/payroll"]
let scopes = resources.map { $0 + "/.default" }
print(scopes.joined(separator: " "))

func acquireSilently(for scopes: [String], signedIn: Bool) throws -> String {
  guard signedIn else { throw AcquireError.interactionRequired }
  return "token for \(scopes.count) scopes"
}

for signedIn in [true, false] {
  do {
    print(try acquireSilently(for: scopes, signedIn: signedIn))
  } catch AcquireError.interactionRequired {
    print("interactive sign-in needed")
  } catch {
    print("try again later: \(error)")
  }
}
