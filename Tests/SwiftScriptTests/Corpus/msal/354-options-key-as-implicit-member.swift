// Checks: a dictionary's key type is the context of an implicit member in its subscript (options[.sourceApplication])
import Foundation
import Device

let options: [UIApplication.OpenURLOptionsKey : Any] = [.sourceApplication: "com.contoso.calendar"]
print(options[.sourceApplication] as? String ?? "none")
print(options[.annotation] == nil)
enum Color { case red, green }
let names: [Color: String] = [.red: "rouge"]
print(names[.red] ?? "?", names[.green] ?? "?")
// expect: com.contoso.calendar
// expect: true
// expect: rouge ?
