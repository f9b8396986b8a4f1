// Checks: nested optionals print with two wrappers, and optional arrays print their contents
let inner: Int? = 1
let outer: Int?? = inner
print(outer as Any)
// expect: Optional(Optional(1))
let empty: Int?? = .some(nil)
print(empty as Any)
// expect: Optional(nil)
let list: [Int?] = [1, nil, 3]
print(list)
// expect: [Optional(1), nil, Optional(3)]
let maybeList: [Int]? = [1, 2]
print(maybeList as Any)
// expect: Optional([1, 2])
