// Checks: print with several items, custom separator and terminator, and empty print()
print("a", "b", "c")
// expect: a b c
print("a", "b", "c", separator: "-")
// expect: a-b-c
print("no newline", terminator: "")
print(" then more")
// expect: no newline then more
print()
// expect:
print(1, 2.5, "x", true, separator: ", ", terminator: ".\n")
// expect: 1, 2.5, x, true.
print("x", terminator: "|")
print("y", "z", separator: "")
// expect: x|yz
