// Checks: a switch in a result builder's body, and an if-else if-else chain, reach the branch taken through buildEither calls as Swift nests them (a binary tree whose first half is the largest power of two below its size)
@resultBuilder
struct Trace {
  static func buildBlock(_ parts: String...) -> String { parts.joined(separator: ",") }
  static func buildEither(first: String) -> String { "F(\(first))" }
  static func buildEither(second: String) -> String { "S(\(second))" }
}
func run(@Trace _ body: () -> String) -> String { body() }
for n in 0..<5 {
  print(n, run {
    switch n {
    case 0: "a"
    case 1: "b"
    case 2: "c"
    case 3: "d"
    default: "e"
    }
  })
}
for n in 0..<3 {
  print(n, run {
    switch n {
    case 0: "a"
    case 1: "b"
    default: "c"
    }
  })
}
for n in 0..<3 {
  print(n, run {
    if n == 0 { "a" } else if n == 1 { "b" } else { "c" }
  })
}
for n in 0..<2 {
  print(2, n, run {
    switch n {
    case 0: "c0"
    default: "c1"
    }
  })
}
for n in 0..<4 {
  print(4, n, run {
    switch n {
    case 0: "c0"
    case 1: "c1"
    case 2: "c2"
    default: "c3"
    }
  })
}
for n in 0..<6 {
  print(6, n, run {
    switch n {
    case 0: "c0"
    case 1: "c1"
    case 2: "c2"
    case 3: "c3"
    case 4: "c4"
    default: "c5"
    }
  })
}
for n in 0..<7 {
  print(7, n, run {
    switch n {
    case 0: "c0"
    case 1: "c1"
    case 2: "c2"
    case 3: "c3"
    case 4: "c4"
    case 5: "c5"
    default: "c6"
    }
  })
}
for n in 0..<8 {
  print(8, n, run {
    switch n {
    case 0: "c0"
    case 1: "c1"
    case 2: "c2"
    case 3: "c3"
    case 4: "c4"
    case 5: "c5"
    case 6: "c6"
    default: "c7"
    }
  })
}
// expect: 0 F(F(F(a)))
// expect: 1 F(F(S(b)))
// expect: 2 F(S(F(c)))
// expect: 3 F(S(S(d)))
// expect: 4 S(e)
// expect: 0 F(F(a))
// expect: 1 F(S(b))
// expect: 2 S(c)
// expect: 0 F(F(a))
// expect: 1 F(S(b))
// expect: 2 S(c)
// expect: 2 0 F(c0)
// expect: 2 1 S(c1)
// expect: 4 0 F(F(c0))
// expect: 4 1 F(S(c1))
// expect: 4 2 S(F(c2))
// expect: 4 3 S(S(c3))
// expect: 6 0 F(F(F(c0)))
// expect: 6 1 F(F(S(c1)))
// expect: 6 2 F(S(F(c2)))
// expect: 6 3 F(S(S(c3)))
// expect: 6 4 S(F(c4))
// expect: 6 5 S(S(c5))
// expect: 7 0 F(F(F(c0)))
// expect: 7 1 F(F(S(c1)))
// expect: 7 2 F(S(F(c2)))
// expect: 7 3 F(S(S(c3)))
// expect: 7 4 S(F(F(c4)))
// expect: 7 5 S(F(S(c5)))
// expect: 7 6 S(S(c6))
// expect: 8 0 F(F(F(c0)))
// expect: 8 1 F(F(S(c1)))
// expect: 8 2 F(S(F(c2)))
// expect: 8 3 F(S(S(c3)))
// expect: 8 4 S(F(F(c4)))
// expect: 8 5 S(F(S(c5)))
// expect: 8 6 S(S(F(c6)))
// expect: 8 7 S(S(S(c7)))
