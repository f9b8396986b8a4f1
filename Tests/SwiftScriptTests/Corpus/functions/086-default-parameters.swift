// Checks: default parameter values can be omitted or overridden
func makeTag(_ name: String, level: Int = 1, closed: Bool = true) -> String {
  let tag = "h\(level)"
  return closed ? "<\(tag)>\(name)</\(tag)>" : "<\(tag)>\(name)"
}
print(makeTag("Title"))
// expect: <h1>Title</h1>
print(makeTag("Sub", level: 2))
// expect: <h2>Sub</h2>
print(makeTag("Open", closed: false))
// expect: <h1>Open
print(makeTag("Both", level: 3, closed: false))
// expect: <h3>Both
