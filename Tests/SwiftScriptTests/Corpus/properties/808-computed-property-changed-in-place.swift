// Checks: a computed property changed by a mutating method or +=: the getter once, then the setter (top level and in a compiled loop); an observed property's didSet once per change, a change made by the right side's call seen
// A computed property changed by a mutating method or a compound assignment: its getter runs
// once, then the change, then its setter (the property is not stored, so there is nothing to change
// in place); an observed stored property likewise fires its didSet once per change, and a change
// made by the right side's own call is seen.
struct S {
  var store: [Int] = []
  var prop: [Int] {
    get { print("get", store); return store }
    set { print("set", newValue); store = newValue }
  }
  var text: String {
    get { print("get text"); return store.map(String.init).joined() }
    set { print("set text", newValue) }
  }
  var watched: [Int] = [] { didSet { print("didSet", oldValue, watched) } }
}
var s = S()
s.prop.append(1)
s.prop += [2]
s.prop.removeAll()
s.watched.append(1)
func grow() -> Int { s.watched.append(9); return 5 }
s.watched.append(grow())
print(s.watched, s.store)
func run() {
  var t = S()
  for i in 0..<2 {
    t.prop.append(i)
    t.prop += [i * 10]
    t.text += "x"
  }
  print(t.store)
}
run()
// expect: get []
// expect: set [1]
// expect: get [1]
// expect: set [1, 2]
// expect: get [1, 2]
// expect: set []
// expect: didSet [] [1]
// expect: didSet [1] [1, 9]
// expect: didSet [1, 9] [1, 9, 5]
// expect: [1, 9, 5] []
// expect: get []
// expect: set [0]
// expect: get [0]
// expect: set [0, 0]
// expect: get text
// expect: set text 00x
// expect: get [0, 0]
// expect: set [0, 0, 1]
// expect: get [0, 0, 1]
// expect: set [0, 0, 1, 10]
// expect: get text
// expect: set text 00110x
// expect: [0, 0, 1, 10]
