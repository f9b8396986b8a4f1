// Checks: ... and in an assignment it points at the =
let numbers = [1, 2]
var words: [String] = []
words = numbers
print(words)
// expect-diagnostic: cannot assign value of type '[Int]' to type '[String]'
// expect-diagnostic-line: 4
