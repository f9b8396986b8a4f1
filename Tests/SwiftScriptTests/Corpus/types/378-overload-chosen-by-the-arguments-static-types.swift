// Checks: among overloads whose labels fit, the call takes the one the arguments' static types choose (Any for a value declared Any or cast `as Any`, the class a variable is declared with, an optional for an optional), as swiftc does, not the one the value at run time would fit best
func f(_ x: Int) { print("Int") }
func f(_ x: Any) { print("Any") }
let a: Any = 5
f(a)
f(5)
let n = 3 as Any
f(n)
f(7 as Any)

class Animal { func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "Woof" } }
func greet(_ a: Animal) { print("animal says \(a.speak())") }
func greet(_ d: Dog) { print("dog says \(d.speak())") }
let pet: Animal = Dog()
greet(pet)
greet(Dog())
let rex = Dog()
greet(rex)

func show(_ x: Int?) { print("optional \(x ?? 0)") }
func show(_ x: Int) { print("plain \(x)") }
let maybe: Int? = 3
show(maybe)
let sure = 4
show(sure)

func label(_ value: Any, _ times: Int) -> String { "any \(times)" }
func label(_ value: String, _ times: Int) -> String { "string \(times)" }
var results: [String] = []
let things: [Any] = ["x", 1]
var index = 0
for thing in things {
  let text = "word"
  results.append(label(thing, index))
  results.append(label(text, index))
  index += 1
}
print(results)
// expect: Any
// expect: Int
// expect: Any
// expect: Any
// expect: animal says Woof
// expect: dog says Woof
// expect: dog says Woof
// expect: optional 3
// expect: plain 4
// expect: ["any 0", "string 0", "any 1", "string 1"]
