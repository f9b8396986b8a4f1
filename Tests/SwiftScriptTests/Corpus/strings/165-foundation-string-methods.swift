// Checks: Foundation components(separatedBy:), replacingOccurrences(of:with:) and trimmingCharacters(in:)
import Foundation
let csv = "a,b,,c"
print(csv.components(separatedBy: ","))
// expect: ["a", "b", "", "c"]
let msg = "I like cats and cats like me"
print(msg.replacingOccurrences(of: "cats", with: "dogs"))
// expect: I like dogs and dogs like me
let padded = "   trim me  "
print("[\(padded.trimmingCharacters(in: .whitespaces))]")
// expect: [trim me]
print("x\n".trimmingCharacters(in: .whitespacesAndNewlines).count)
// expect: 1
