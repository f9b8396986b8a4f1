// Checks: multi-line string literals strip the closing-delimiter indentation
let poem = """
  Roses are red,
    violets are blue.
  "Quotes" need no escape.
  """
print(poem)
// expect: Roses are red,
// expect:   violets are blue.
// expect: "Quotes" need no escape.
let joined = """
one \
two
"""
print(joined)
// expect: one two
