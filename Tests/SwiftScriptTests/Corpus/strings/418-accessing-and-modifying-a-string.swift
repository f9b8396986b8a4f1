// Checks: the Strings chapter's "Accessing and Modifying a String", verbatim: indices, index(_:offsetBy:), indices, insert(contentsOf:at:), remove(at:), removeSubrange(_:)
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
// G
print(greeting[greeting.index(before: greeting.endIndex)])
// !
print(greeting[greeting.index(after: greeting.startIndex)])
// u
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
// a
for index in greeting.indices {
    print("\(greeting[index]) ", terminator: "")
}
print()
// Prints "G u t e n   T a g ! "

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
// welcome now equals "hello!"
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
// welcome now equals "hello there!"
print(welcome)

welcome.remove(at: welcome.index(before: welcome.endIndex))
// welcome now equals "hello there"
print(welcome)

let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
// welcome now equals "hello"
print(welcome)
// expect: G
// expect: !
// expect: u
// expect: a
// expect: G u t e n   T a g ! 
// expect: hello!
// expect: hello there!
// expect: hello there
// expect: hello
