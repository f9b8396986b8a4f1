// Checks: type(of:) prints the dynamic type name
print(type(of: 1))
// expect: Int
print(type(of: 1.0))
// expect: Double
print(type(of: "s"))
// expect: String
print(type(of: [1, 2]))
// expect: Array<Int>
print(type(of: true))
// expect: Bool
let maybe: Int? = 3
print(type(of: maybe))
// expect: Optional<Int>
