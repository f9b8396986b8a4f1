// Checks: type(of:) gives an optional's static type, also when it holds nil (globals, locals, in a loop, a class-typed optional holding a subclass)
let x: Int? = nil
print(type(of: x))
let s: String? = nil
print(type(of: s))
var d: [String: Int]? = nil
print(type(of: d))
let y: Int? = 3
print(type(of: y))
func f() {
  let z: Double? = nil
  print(type(of: z))
  for _ in 0..<1 { let w: [Int]? = nil; print(type(of: w)) }
}
f()
class Animal {}
class Dog: Animal {}
let pet: Animal? = Dog()
print(type(of: pet))
let none: Animal? = nil
print(type(of: none))
// expect: Optional<Int>
// expect: Optional<String>
// expect: Optional<Dictionary<String, Int>>
// expect: Optional<Int>
// expect: Optional<Double>
// expect: Optional<Array<Int>>
// expect: Optional<Animal>
// expect: Optional<Animal>
