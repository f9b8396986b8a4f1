// Checks: a computed property of the superclass's property's name overrides it too
class Shape {
  var sides: Int { 0 }
}
class Square: Shape {
  var sides: Int { 4 }
}
print(Square().sides)
// expect-diagnostic: overriding declaration requires an 'override' keyword
// expect-diagnostic-line: 6
