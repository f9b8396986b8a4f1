// Checks: a string literal of two characters is no Character
let single: Character = "a"
let initials: Character = "ab"
print(single, initials)
// expect-diagnostic: cannot convert value of type 'String' to specified type 'Character'
// expect-diagnostic-line: 3
