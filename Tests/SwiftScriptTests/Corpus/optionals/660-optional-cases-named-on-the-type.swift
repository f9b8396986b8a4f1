// Checks: Optional's cases named on the type: `Optional<Int>.none`, `Optional.none` in context,
// `Optional<String>.some("x")`, `Optional.some(4)`.
let a = Optional<Int>.none; let e: Int? = Optional.none; print(a as Any, e as Any, Optional<String>.some("x"))
let c = Optional.some(4); print(c as Any)
// expect: nil nil Optional("x")
// expect: Optional(4)
