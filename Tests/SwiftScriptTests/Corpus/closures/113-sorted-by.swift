// Checks: sorted(by:) with custom comparisons, and sorting structs by a field
let words = ["banana", "Apple", "cherry", "fig"]
print(words.sorted())
// expect: ["Apple", "banana", "cherry", "fig"]
print(words.sorted { $0.count < $1.count })
// expect: ["fig", "Apple", "banana", "cherry"]
print(words.sorted { $0.lowercased() > $1.lowercased() })
// expect: ["fig", "cherry", "banana", "Apple"]
struct P { let name: String; let age: Int }
let people = [P(name: "A", age: 30), P(name: "B", age: 25), P(name: "C", age: 35)]
print(people.sorted { $0.age < $1.age }.map { $0.name })
// expect: ["B", "A", "C"]
print(people.sorted(by: { $0.age > $1.age }).first!.name)
// expect: C
