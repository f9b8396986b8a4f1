// Checks: a computed global's accessors read another computed global (the lowering keeps edits inside accessors apart from the declaration's)
var base = 2
var doubled: Int { base * 2 }
var quadrupled: Int {
  get { doubled * 2 }
  set { base = newValue / 4 }
}
print(doubled, quadrupled)
quadrupled = 40
print(base, doubled, quadrupled)
// expect: 4 8
// expect: 10 20 40
