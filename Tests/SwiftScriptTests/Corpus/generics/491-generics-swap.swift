// The language guide's "Generics" chapter: swap (a program in the book's style, its output
// recorded from swiftc).
func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoInts(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someString = "hello"
var anotherString = "world"
swapTwoValues(&someString, &anotherString)
print("someString is now \(someString), and anotherString is now \(anotherString)")
swapTwoValues(&someInt, &anotherInt)
print(someInt, anotherInt)
var d1 = 1.5, d2 = 2.25
swapTwoValues(&d1, &d2)
print(d1, d2)
var arr1 = [1], arr2 = [2, 3]
swapTwoValues(&arr1, &arr2)
print(arr1, arr2)
var t1 = (1, "a"), t2 = (2, "b")
swapTwoValues(&t1, &t2)
print(t1, t2)
var o1: Int? = nil, o2: Int? = 5
swapTwoValues(&o1, &o2)
print(o1 as Any, o2 as Any)
// expect: someInt is now 107, and anotherInt is now 3
// expect: someString is now world, and anotherString is now hello
// expect: 3 107
// expect: 2.25 1.5
// expect: [2, 3] [1]
// expect: (2, "b") (1, "a")
// expect: Optional(5) nil
