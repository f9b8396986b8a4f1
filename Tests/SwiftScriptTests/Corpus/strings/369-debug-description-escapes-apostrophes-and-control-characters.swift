// Checks: strings inside collections print as Swift's debug description does: an apostrophe, a quote and a backslash escaped, ASCII control characters as \u{XX}, other characters as they are
let words = ["I'm", "say \"hi\"", "back\\slash", "tab\there", "bell\u{7}", "del\u{7F}", "é", "line\nbreak"]
print(words)
print(["it's": 1])
print(("don't", ["o'clock"]))
// expect: ["I\'m", "say \"hi\"", "back\\slash", "tab\there", "bell\u{07}", "del\u{7F}", "é", "line\nbreak"]
// expect: ["it\'s": 1]
// expect: ("don\'t", ["o\'clock"])
