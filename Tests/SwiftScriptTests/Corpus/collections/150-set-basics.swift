// Checks: sets ignore duplicates; insert, contains, remove and count
var tags: Set<String> = ["swift", "code"]
tags.insert("swift")
tags.insert("fun")
print(tags.count)
// expect: 3
print(tags.contains("fun"), tags.contains("java"))
// expect: true false
let result = tags.insert("code")
print(result.inserted)
// expect: false
tags.remove("code")
print(tags.sorted())
// expect: ["fun", "swift"]
let fromArray = Set([1, 2, 2, 3, 3, 3])
print(fromArray.count)
// expect: 3
