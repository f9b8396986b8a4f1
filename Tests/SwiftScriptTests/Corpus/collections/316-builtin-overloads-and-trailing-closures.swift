// Checks: each overload of the standard methods the workbook provides, labelled and as trailing closures
import Foundation
let scopes = ["User.Read", "Mail.Read", "Calendars.Read"]
print(scopes.sorted())
print(scopes.sorted(by: >))
print(scopes.sorted { $0.count < $1.count })
print(scopes.contains("Mail.Read"), scopes.contains { $0.hasPrefix("Cal") }, scopes.contains(where: { $0.isEmpty }))
print(scopes.first(where: { $0.hasSuffix("Read") }) ?? "none", scopes.first { $0.hasPrefix("M") } ?? "none")
print(scopes.reduce(0) { $0 + $1.count }, scopes.reduce(into: "") { $0 += $1.prefix(1) })
print(scopes.min() ?? "", scopes.max(by: { $0.count < $1.count }) ?? "")
print(scopes.firstIndex(of: "Mail.Read") ?? -1, scopes.lastIndex { $0.contains(".") } ?? -1)
print(scopes.joined(), scopes.joined(separator: " "))
print(scopes.dropFirst(), scopes.dropFirst(2), scopes.dropLast(), scopes.prefix(1), scopes.suffix(1))
print(min(3, 1, 2), max(4, 9), abs(-2))
for n in stride(from: 0, through: 4, by: 2) { print(n, terminator: " ") }
print()
var numbers = [3, 1, 2]
numbers.append(4)
numbers.append(contentsOf: [5, 6])
numbers.insert(0, at: 0)
numbers.sort(by: >)
numbers.removeAll { $0 > 4 }
print(numbers, numbers.removeLast(), numbers.removeFirst())
let tags: Set = ["a", "b"]
print(tags.isSubset(of: ["a", "b", "c"]), tags.isDisjoint(with: ["z"]), tags.union(["c"]).count)
let text = "adele@contoso.com"
print(text.hasPrefix("adele"), text.split(separator: "@"), text.replacingOccurrences(of: ".com", with: ""))
print(7.isMultiple(of: 7), 7.5.truncatingRemainder(dividingBy: 2))
let maybe: Int? = 2
print(maybe.map { $0 * 10 } ?? 0)
// expect: ["Calendars.Read", "Mail.Read", "User.Read"]
// expect: ["User.Read", "Mail.Read", "Calendars.Read"]
// expect: ["User.Read", "Mail.Read", "Calendars.Read"]
// expect: true true false
// expect: User.Read Mail.Read
// expect: 32 UMC
// expect: Calendars.Read Calendars.Read
// expect: 1 2
// expect: User.ReadMail.ReadCalendars.Read User.Read Mail.Read Calendars.Read
// expect: ["Mail.Read", "Calendars.Read"] ["Calendars.Read"] ["User.Read", "Mail.Read"] ["User.Read"] ["Calendars.Read"]
// expect: 1 9 2
// expect: 0 2 4 
// expect: [4, 3, 2, 1, 0] 0 4
// expect: true true 3
// expect: true ["adele", "contoso.com"] adele@contoso
// expect: true 1.5
// expect: 20
