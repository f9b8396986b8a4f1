// Checks: #"Line 1\#nLine 2"# breaks the line (it printed \#n); a lone backslash stays; ##"…"## needs two pounds; \#( ) and \#t in a loop
// Extended string delimiters: in #"…"#, a backslash alone is itself and \#n, \#t, \#u{…}, \#(…)
// are the escapes; ##"…"## needs two pounds.
print(#"Line 1\nLine 2"#)
print(#"Line 1\#nLine 2"#)
print(#"tab\#there, quote: "\#u{2764}", \\ and \#\"#)
let count = 3
print(#"\(count) is raw, \#(count) is interpolated"#)
print(##"one \#n stays, two\##nbreaks"##)
let pattern = #"^\d{3}-\d{4}$"#
print(pattern, pattern.count)
for i in 1...2 { print(#"row \#(i):\#tvalue"#) }
// expect: Line 1\nLine 2
// expect: Line 1
// expect: Line 2
// expect: tab	here, quote: "❤", \\ and \
// expect: \(count) is raw, 3 is interpolated
// expect: one \#n stays, two
// expect: breaks
// expect: ^\d{3}-\d{4}$ 13
// expect: row 1:	value
// expect: row 2:	value
