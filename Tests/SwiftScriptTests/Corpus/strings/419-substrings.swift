// Checks: the Strings chapter's "Substrings", verbatim, and what a Substring is: its type, its conversion to String, its shared indices
let greeting = "Hello, world!"
let index = greeting.firstIndex(of: ",") ?? greeting.endIndex
let beginning = greeting[..<index]
// beginning is "Hello"

// Convert the result to a String for long-term storage.
let newString = String(beginning)
print(beginning, newString)
print(type(of: beginning), type(of: newString))
print(type(of: greeting.prefix(3)), type(of: greeting.dropFirst()), type(of: greeting.split(separator: " ")))
let world = greeting[greeting.index(index, offsetBy: 2)...]
print(world, world.count, world.startIndex == greeting.index(index, offsetBy: 2))
print(world[world.startIndex], greeting.distance(from: greeting.startIndex, to: world.startIndex))
print(beginning == "Hello", beginning < world, world.hasPrefix("wor"), greeting.hasPrefix(beginning))
print([beginning, world.dropLast()], world.uppercased(), type(of: world.uppercased()))
let shouted = beginning + "!"
let quoted = "<" + beginning + ">"
print(shouted, type(of: shouted), quoted, type(of: quoted))
var counts: [Substring: Int] = [:]
for word in "to be or not to be".split(separator: " ") { counts[word, default: 0] += 1 }
print(counts["be"]!, counts["to"]!, counts["not"]!)
print(Int("2024-11".prefix(4))! + 1)
// expect: Hello Hello
// expect: Substring String
// expect: Substring Substring Array<Substring>
// expect: world! 6 true
// expect: w 7
// expect: true true true true
// expect: ["Hello", "world"] WORLD! String
// expect: Hello! Substring <Hello> String
// expect: 2 2 1
// expect: 2025
