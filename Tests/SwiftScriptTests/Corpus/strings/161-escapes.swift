// Checks: escape sequences \n \t \" \\ in string literals
print("line one\nline two")
// expect: line one
// expect: line two
print("a\tb")
// expect: a	b
print("She said \"hi\"")
// expect: She said "hi"
print("C:\\path\\file")
// expect: C:\path\file
print("\u{41}\u{1F600}".count)
// expect: 2
