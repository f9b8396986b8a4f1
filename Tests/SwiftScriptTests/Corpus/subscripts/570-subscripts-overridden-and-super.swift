// Checks: subscripts on classes overridden in subclasses and called through a superclass reference, plus optional chaining on subscripts.
class Shelf {
    var books = ["A", "B", "C"]
    subscript(i: Int) -> String {
        get { books[i] }
        set { books[i] = newValue }
    }
}
class SafeShelf: Shelf {
    override subscript(i: Int) -> String {
        get { i < books.count ? super[i] : "<none>" }
        set { if i < books.count { super[i] = newValue.lowercased() } }
    }
}
let shelves: [Shelf] = [Shelf(), SafeShelf()]
shelves[1][0] = "ZED"
print(shelves[0][0], shelves[1][0], shelves[1][10])
let maybe: Shelf? = SafeShelf()
print(maybe?[1] as Any)
maybe?[2] = "Q"
print(maybe?.books as Any)
var dictOfArrays = ["x": [1, 2], "y": [3]]
dictOfArrays["x"]?[0] = 100
dictOfArrays["z"]?[0] = 1
print(dictOfArrays["x"]!, dictOfArrays["z"] as Any)
var nested = [[1, 2], [3, 4]]
nested[1][0] += 30
print(nested)
// expect: A zed <none>
// expect: Optional("B")
// expect: Optional(["A", "B", "q"])
// expect: [100, 2] nil
// expect: [[1, 2], [33, 4]]
