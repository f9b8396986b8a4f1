// Checks: a misspelled type in an annotation
let title: Strng = "Inbox"
print(title)
// expect-diagnostic: cannot find type 'Strng' in scope
// expect-diagnostic-line: 2
// expect-diagnostic-column: 12
