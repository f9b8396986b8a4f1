// Checks: enums inside structs print qualified when printed as part of the struct
enum Kind { case red, blue }
struct Marker {
  var kind: Kind
  var size: Int
}
let m = Marker(kind: .red, size: 3)
print(m)
// expect: Marker(kind: main.Kind.red, size: 3)
print(m.kind)
// expect: red
print([Kind.blue])
// expect: [main.Kind.blue]
print((Kind.red, 1))
// expect: (main.Kind.red, 1)
let maybe: Kind? = .blue
print(maybe as Any)
// expect: Optional(main.Kind.blue)
