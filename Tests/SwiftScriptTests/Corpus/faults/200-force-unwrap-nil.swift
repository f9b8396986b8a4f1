// Checks: force-unwrapping a nil optional traps after earlier output
let names = ["Ann": 1]
print("looking up")
// expect: looking up
let id: Int? = names["Bob"]
print(id!)
// expect-fault: Unexpectedly found nil while unwrapping an Optional value
