// Checks: if-let shorthand shadowing, else branch, and guard-let early return
let nickname: String? = "Bee"
if let nickname {
  print("hello \(nickname)")
}
// expect: hello Bee
let missing: String? = nil
if let m = missing {
  print("found \(m)")
} else {
  print("no value")
}
// expect: no value
func greet(_ name: String?) {
  guard let name else {
    print("anonymous")
    return
  }
  print("hi \(name)")
}
greet("Zoe")
// expect: hi Zoe
greet(nil)
// expect: anonymous
